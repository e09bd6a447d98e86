/**
 * Human labels (fr/en) of lead payload fields and of their coded values, for the leads inbox
 * detail panel and the CSV export (field names of spec 001 §7 and
 * spec 000 §7 "Contact"). Pure data shared by the server (CSV headers) and the editor.
 *
 * Unknown keys fall back to the key itself with underscores as spaces ({@link leadFieldLabel}).
 */
import type { Locale } from '../lib/locales';
import { PROPERTY_TYPE_LABELS } from './listing';

type Bilingual = Readonly<Record<Locale, string>>;

/** Labels of the payload keys a lead may carry, in display order (contact, property, extras). */
export const LEAD_FIELD_LABELS: Readonly<Record<string, Bilingual>> = {
  first_name: { fr: 'Prénom', en: 'First name' },
  last_name: { fr: 'Nom', en: 'Last name' },
  full_name: { fr: 'Nom complet', en: 'Full name' },
  email: { fr: 'Courriel', en: 'Email' },
  phone: { fr: 'Téléphone', en: 'Phone' },
  preferred_method_of_contact: { fr: 'Moyen de communication préféré', en: 'Preferred contact method' },
  message: { fr: 'Message', en: 'Message' },
  municipality: { fr: 'Municipalité', en: 'Municipality' },
  address: { fr: 'Adresse', en: 'Address' },
  city: { fr: 'Ville', en: 'City' },
  postal_code: { fr: 'Code postal', en: 'Postal code' },
  province: { fr: 'Province', en: 'Province' },
  country: { fr: 'Pays', en: 'Country' },
  desired_moving_timeframe: { fr: 'Date de déménagement souhaitée', en: 'Desired moving date' },
  current_client_situation: { fr: 'Situation actuelle', en: 'Current situation' },
  budget_min: { fr: 'Budget minimum', en: 'Minimum budget' },
  budget_max: { fr: 'Budget maximum', en: 'Maximum budget' },
  property_type: { fr: 'Type de propriété', en: 'Property type' },
  year_of_construction: { fr: 'Année de construction', en: 'Year of construction' },
  nb_bedrooms: { fr: 'Chambres', en: 'Bedrooms' },
  nb_bathrooms: { fr: 'Salles de bain', en: 'Bathrooms' },
  nb_parking: { fr: 'Stationnements', en: 'Parking spaces' },
  nb_garage: { fr: 'Garages', en: 'Garages' },
  living_area: { fr: 'Superficie habitable', en: 'Living area' },
  land_area: { fr: 'Superficie du terrain', en: 'Lot area' },
  evaluation_report: { fr: 'Rapport d’évaluation', en: 'Valuation report' },
  availability_of_report: { fr: 'Rapport disponible', en: 'Report available' },
  reason_for_sale: { fr: 'Raison de la vente', en: 'Reason for sale' },
  renos_and_improvments: { fr: 'Rénovations et améliorations', en: 'Renovations and improvements' },
  consent_transaction: { fr: 'Consentement (transaction)', en: 'Consent (transaction)' },
  consent_marketing: { fr: 'Consentement (marketing)', en: 'Consent (marketing)' },
  recipient_type: { fr: 'Destinataire (type)', en: 'Recipient type' },
  recipient_slug: { fr: 'Destinataire', en: 'Recipient' },
  locale: { fr: 'Langue', en: 'Language' },
  page: { fr: 'Page du formulaire', en: 'Form page' },
  form_type: { fr: 'Formulaire', en: 'Form' },
};

/** Labels of lead types (`form_type`). */
export const LEAD_TYPE_LABELS: Readonly<Record<string, Bilingual>> = {
  contact_form: { fr: 'Contact', en: 'Contact' },
  property_alert: { fr: 'Alerte immobilière', en: 'Property alert' },
  property_valuation: { fr: 'Évaluation', en: 'Valuation' },
};

/** Labels of follow-up statuses. */
export const LEAD_STATUS_LABELS: Readonly<Record<string, Bilingual>> = {
  new: { fr: 'Nouveau', en: 'New' },
  contacted: { fr: 'Contacté', en: 'Contacted' },
  closed: { fr: 'Fermé', en: 'Closed' },
};

/**
 * Labels of coded values, per payload key (spec 001 §3 option lists): one wording for the inbox,
 * the CSV export and the broker's e-mail.
 */
export const LEAD_OPTION_LABELS: Readonly<Record<string, Readonly<Record<string, Bilingual>>>> = {
  property_type: PROPERTY_TYPE_LABELS,
  desired_moving_timeframe: {
    '0-60-days': { fr: 'D’ici 60 jours', en: 'Within 60 days' },
    '60-120-days': { fr: 'Dans 60 à 120 jours', en: 'In 60 to 120 days' },
    '4-8-months': { fr: 'Dans 4 à 8 mois', en: 'In 4 to 8 months' },
    'more-than-8-months': { fr: 'Dans plus de 8 mois', en: 'In more than 8 months' },
  },
  current_client_situation: {
    owner: { fr: 'Propriétaire', en: 'Owner' },
    tenant: { fr: 'Locataire', en: 'Tenant' },
    parents: { fr: 'Chez ses parents', en: 'Living with parents' },
    abroad: { fr: 'À l’étranger', en: 'Abroad' },
    other: { fr: 'Autre', en: 'Other' },
  },
  preferred_method_of_contact: {
    phone: { fr: 'Téléphone', en: 'Phone' },
    email: { fr: 'Courriel', en: 'Email' },
    text: { fr: 'Texto', en: 'Text message' },
  },
  locale: { fr: { fr: 'Français', en: 'French' }, en: { fr: 'Anglais', en: 'English' } },
  recipient_type: {
    broker: { fr: 'Courtier', en: 'Broker' },
    administrative_team: { fr: 'Équipe administrative', en: 'Administrative team' },
    executive_team: { fr: 'Direction', en: 'Executive team' },
    team: { fr: 'Équipe', en: 'Team' },
    agency: { fr: 'Agence', en: 'Agency' },
    office: { fr: 'Bureau', en: 'Office' },
  },
  form_type: LEAD_TYPE_LABELS,
};

const BOOLEAN_KEYS = new Set(['consent_transaction', 'consent_marketing', 'evaluation_report', 'availability_of_report']);
const TRUE_VALUES = new Set(['1', 'true', 'on']);

/** The label of a payload key in `locale` (`nb_bedrooms` → "Bedrooms"); unknown keys read as words. */
export function leadFieldLabel(key: string, locale: Locale): string {
  return LEAD_FIELD_LABELS[key]?.[locale] ?? key.replace(/_/g, ' ');
}

/**
 * A payload value as a person reads it: coded values by their label (`condo,maison` →
 * "Condo, House"), form booleans as Yes/No (Oui/Non), arrays joined with ", ", objects as JSON,
 * null/undefined as "".
 */
export function leadValueLabel(key: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return '';
  if (BOOLEAN_KEYS.has(key) && (typeof value === 'string' || typeof value === 'boolean')) {
    const yes = value === true || TRUE_VALUES.has(String(value));
    return yes ? (locale === 'fr' ? 'Oui' : 'Yes') : locale === 'fr' ? 'Non' : 'No';
  }
  if (Array.isArray(value)) return value.map((item) => leadValueLabel(key, item, locale)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  const labels = LEAD_OPTION_LABELS[key];
  if (!labels) return text;
  if (key === 'property_type' && text.includes(',')) {
    return text
      .split(',')
      .map((code) => labels[code.trim()]?.[locale] ?? code.trim())
      .join(', ');
  }
  return labels[text]?.[locale] ?? text;
}
