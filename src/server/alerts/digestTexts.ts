/**
 * Words of the property alert digest and of the unsubscribe page, in Quebec French
 * and English. Functions take counts and already formatted values (amounts via src/lib/money).
 */
import type { Locale } from '../../lib/locales';

type Texts = Record<Locale, string>;

/** Fixed texts of the digest e-mail. */
export const DIGEST_TEXTS = {
  newBadge: { fr: 'Nouvelle inscription', en: 'New listing' },
  reducedBadge: { fr: 'Baisse de prix', en: 'Price reduced' },
  viewListing: { fr: 'Voir la propriété', en: 'View the property' },
  seeAll: { fr: 'Voir toutes les propriétés', en: 'See all properties' },
  yourSearch: { fr: 'Votre recherche', en: 'Your search' },
  anyMunicipality: { fr: 'Toutes les municipalités', en: 'All municipalities' },
  anyType: { fr: 'Tous les types de propriétés', en: 'All property types' },
  unsubscribe: { fr: 'Se désabonner', en: 'Unsubscribe' },
} as const satisfies Record<string, Texts>;

/** Fixed texts of the unsubscribe page. */
export const UNSUBSCRIBE_TEXTS = {
  title: { fr: 'Alertes immobilières', en: 'Property alerts' },
  confirmHeading: { fr: 'Vous désabonner des alertes?', en: 'Unsubscribe from alerts?' },
  confirmButton: { fr: 'Confirmer le désabonnement', en: 'Confirm unsubscribe' },
  doneHeading: { fr: 'Vous êtes désabonné', en: 'You are unsubscribed' },
  notFoundHeading: { fr: 'Lien introuvable', en: 'Link not found' },
  notFoundBody: {
    fr: 'Ce lien de désabonnement n’est pas valide. Vérifiez qu’il a été copié en entier depuis le courriel reçu.',
    en: 'This unsubscribe link is not valid. Check that it was copied in full from the e-mail you received.',
  },
  backToSite: { fr: 'Retour au site', en: 'Back to the site' },
} as const satisfies Record<string, Texts>;

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

/** `Label : value` in French (space before the colon), `Label: value` in English. */
export function labelled(label: string, value: string, locale: Locale): string {
  return `${label}${locale === 'fr' ? ' :' : ':'} ${value}`;
}

/** Subject: `Alerte immobilière : 3 propriétés correspondent à votre recherche` / `Property alert: 3 properties match your search`. */
export function digestSubject(total: number, locale: Locale): string {
  return locale === 'fr'
    ? `Alerte immobilière : ${total} ${plural(total, 'propriété correspond', 'propriétés correspondent')} à votre recherche`
    : `Property alert: ${total} ${plural(total, 'property matches', 'properties match')} your search`;
}

/** Greeting with the subscriber's first name when known. */
export function digestGreeting(firstName: string, locale: Locale): string {
  const name = firstName.trim();
  if (locale === 'fr') return name ? `Bonjour ${name},` : 'Bonjour,';
  return name ? `Hello ${name},` : 'Hello,';
}

/** The sentence introducing the listings; `firstDigest` for the first e-mail after sign-up. */
export function digestIntro(firstDigest: boolean, locale: Locale): string {
  if (locale === 'fr') {
    return firstDigest
      ? 'Voici les nouvelles inscriptions et les baisses de prix qui correspondent à votre recherche depuis votre inscription aux alertes.'
      : 'Voici les nouvelles inscriptions et les baisses de prix qui correspondent à votre recherche depuis notre dernier courriel.';
  }
  return firstDigest
    ? 'Here are the new listings and price reductions that match your search since you signed up for alerts.'
    : 'Here are the new listings and price reductions that match your search since our last e-mail.';
}

/** `Prix réduit : auparavant 489 000 $` / `Price reduced: was $489,000` (amount already formatted). */
export function priceReducedFrom(formattedAmount: string, locale: Locale): string {
  return locale === 'fr' ? `Prix réduit : auparavant ${formattedAmount}` : `Price reduced: was ${formattedAmount}`;
}

/** `Et 5 autres propriétés` / `And 5 more properties`. */
export function andMore(count: number, locale: Locale): string {
  return locale === 'fr'
    ? `Et ${count} ${plural(count, 'autre propriété', 'autres propriétés')}`
    : `And ${count} more ${plural(count, 'property', 'properties')}`;
}

/** Room specs, counts already known: `3 chambres`, `2 salles de bains`, `1 salle d’eau`. */
export const SPEC_TEXTS = {
  bedrooms: (n: number, locale: Locale) =>
    locale === 'fr' ? `${n} ${plural(n, 'chambre', 'chambres')}` : `${n} ${plural(n, 'bedroom', 'bedrooms')}`,
  bathrooms: (n: number, locale: Locale) =>
    locale === 'fr' ? `${n} ${plural(n, 'salle de bains', 'salles de bains')}` : `${n} ${plural(n, 'bathroom', 'bathrooms')}`,
  powderRooms: (n: number, locale: Locale) =>
    locale === 'fr' ? `${n} ${plural(n, 'salle d’eau', 'salles d’eau')}` : `${n} ${plural(n, 'powder room', 'powder rooms')}`,
  minBedrooms: (n: number, locale: Locale) =>
    locale === 'fr' ? `${n} ${plural(n, 'chambre', 'chambres')} ou plus` : `${n}+ ${plural(n, 'bedroom', 'bedrooms')}`,
  minBathrooms: (n: number, locale: Locale) =>
    locale === 'fr' ? `${n} ${plural(n, 'salle de bains', 'salles de bains')} ou plus` : `${n}+ ${plural(n, 'bathroom', 'bathrooms')}`,
  priceFrom: (amount: string, locale: Locale) => (locale === 'fr' ? `${amount} et plus` : `${amount} and up`),
  priceUpTo: (amount: string, locale: Locale) => (locale === 'fr' ? `Jusqu’à ${amount}` : `Up to ${amount}`),
};

/** Why the subscriber gets the e-mail, naming the site. */
export function digestReason(siteName: string, locale: Locale): string {
  return locale === 'fr'
    ? `Vous recevez ce courriel parce que vous êtes inscrit aux alertes immobilières de ${siteName}.`
    : `You receive this e-mail because you signed up for property alerts from ${siteName}.`;
}

/** Body of the unsubscribe confirmation page. */
export function unsubscribeConfirmBody(email: string, siteName: string, locale: Locale): string {
  return locale === 'fr'
    ? `Confirmez pour que l’adresse ${email} cesse de recevoir les alertes immobilières de ${siteName}.`
    : `Confirm to stop receiving property alerts from ${siteName} at ${email}.`;
}

/** Body of the page shown once unsubscribed. */
export function unsubscribeDoneBody(email: string, siteName: string, locale: Locale): string {
  return locale === 'fr'
    ? `L’adresse ${email} ne recevra plus d’alertes immobilières de ${siteName}. Vous pouvez vous réinscrire en tout temps sur le site.`
    : `${email} will no longer receive property alerts from ${siteName}. You can sign up again at any time on the site.`;
}
