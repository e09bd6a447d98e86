/**
 * French and English wording of the lead e-mail: request types, field labels (as
 * sentences, grouped in sections) and the e-mail's fixed sentences. Quebec French. Coded values
 * (option lists) read as `LEAD_OPTION_LABELS` of src/schema/leadFieldLabels.ts, like the inbox.
 */
import type { Locale } from '../../schema/content';

type Texts = Record<Locale, string>;
const t = (fr: string, en: string): Texts => ({ fr, en });

/** Human name of each `form_type`. */
export const REQUEST_TYPE_LABELS: Record<string, Texts> = {
  contact_form: t('Demande de contact', 'Contact request'),
  property_alert: t('Alerte immobilière', 'Property alert'),
  property_valuation: t('Demande d’évaluation', 'Property valuation request'),
};

/** Sections of the e-mail body, in display order; each field belongs to one. */
export const SECTION_LABELS = {
  request: t('Demande', 'Request'),
  contact: t('Coordonnées', 'Contact information'),
  address: t('Adresse', 'Address'),
  consent: t('Consentements', 'Consent'),
  other: t('Autres renseignements', 'Other information'),
} as const;
export type LeadEmailSection = keyof typeof SECTION_LABELS;

/** Label and section of every known payload field (wire names of spec 000 §7 and 001 §7). */
export const FIELD_LABELS: Record<string, { section: LeadEmailSection; label: Texts }> = {
  form_type: { section: 'request', label: t('Type de demande', 'Type of request') },
  municipality: { section: 'request', label: t('Municipalité', 'Municipality') },
  desired_moving_timeframe: { section: 'request', label: t('Date de déménagement souhaitée', 'Desired moving date') },
  current_client_situation: { section: 'request', label: t('Situation actuelle', 'Current situation') },
  budget_min: { section: 'request', label: t('Budget minimum', 'Minimum budget') },
  budget_max: { section: 'request', label: t('Budget maximum', 'Maximum budget') },
  property_type: { section: 'request', label: t('Type de propriété', 'Property type') },
  year_of_construction: { section: 'request', label: t('Année de construction', 'Year of construction') },
  nb_bedrooms: { section: 'request', label: t('Chambres', 'Bedrooms') },
  nb_bathrooms: { section: 'request', label: t('Salles de bain', 'Bathrooms') },
  nb_parking: { section: 'request', label: t('Stationnements', 'Parking spaces') },
  nb_garage: { section: 'request', label: t('Garages', 'Garages') },
  living_area: { section: 'request', label: t('Superficie habitable', 'Living area') },
  land_area: { section: 'request', label: t('Superficie du terrain', 'Lot area') },
  evaluation_report: { section: 'request', label: t('Rapport d’évaluation', 'Valuation report') },
  availability_of_report: { section: 'request', label: t('Rapport disponible', 'Report available') },
  reason_for_sale: { section: 'request', label: t('Motif de la vente', 'Reason for selling') },
  renos_and_improvments: { section: 'request', label: t('Rénovations et améliorations', 'Renovations and improvements') },
  message: { section: 'request', label: t('Message', 'Message') },
  recipient_type: { section: 'request', label: t('Destinataire', 'Recipient') },
  recipient_slug: { section: 'request', label: t('Destinataire (identifiant)', 'Recipient (identifier)') },
  listing_uls: { section: 'request', label: t('Numéro MLS', 'MLS number') },
  uls: { section: 'request', label: t('Numéro MLS', 'MLS number') },
  page: { section: 'request', label: t('Page du formulaire', 'Form page') },
  full_name: { section: 'contact', label: t('Nom complet', 'Full name') },
  first_name: { section: 'contact', label: t('Prénom', 'First name') },
  last_name: { section: 'contact', label: t('Nom', 'Last name') },
  email: { section: 'contact', label: t('Courriel', 'Email') },
  phone: { section: 'contact', label: t('Téléphone', 'Phone') },
  preferred_method_of_contact: { section: 'contact', label: t('Mode de communication préféré', 'Preferred contact method') },
  locale: { section: 'contact', label: t('Langue du visiteur', 'Visitor’s language') },
  address: { section: 'address', label: t('Adresse', 'Address') },
  postal_code: { section: 'address', label: t('Code postal', 'Postal code') },
  city: { section: 'address', label: t('Ville', 'City') },
  province: { section: 'address', label: t('Province', 'Province') },
  country: { section: 'address', label: t('Pays', 'Country') },
  consent_transaction: {
    section: 'consent',
    label: t('Accepte d’être contacté au sujet de sa transaction', 'Agrees to be contacted about their transaction'),
  },
  consent_marketing: {
    section: 'consent',
    label: t('Accepte de recevoir des nouvelles du marché', 'Agrees to receive market news'),
  },
};

/** Fixed sentences of the e-mail. */
export const EMAIL_TEXTS = {
  subjectPrefix: t('Nouveau prospect', 'New lead'),
  intro: t('Un visiteur de votre site vient d’envoyer une demande.', 'A visitor to your website has just sent a request.'),
  receivedAt: t('Reçue le', 'Received'),
  site: t('Site', 'Website'),
  yes: t('Oui', 'Yes'),
  no: t('Non', 'No'),
  notProvided: t('Non précisé', 'Not provided'),
  noMaximum: t('Aucun maximum', 'No maximum'),
  anyType: t('Tous les types', 'Any type'),
  inboxCta: t('Voir la demande dans la boîte des prospects', 'Open it in the leads inbox'),
  replyHint: t('Répondez à ce courriel pour écrire directement au visiteur.', 'Reply to this email to write to the visitor directly.'),
  footer: t('Courriel envoyé automatiquement par votre site Vitrine.', 'Email sent automatically by your Vitrine website.'),
  anonymous: t('Visiteur', 'Visitor'),
} as const;
