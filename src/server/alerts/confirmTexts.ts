/**
 * Words of the property alert confirmation e-mail and of the confirmation page, in Quebec French
 * and English. Both are bilingual: the subscriber's language first, then the other one.
 * (In Quebec real estate an « inscription » is a listing: a subscription is an « abonnement ».)
 */
import type { Locale } from '../../lib/locales';

type Texts = Record<Locale, string>;

/** Fixed texts of the confirmation e-mail. */
export const CONFIRM_EMAIL_TEXTS = {
  subject: { fr: 'Confirmez votre abonnement aux alertes immobilières', en: 'Confirm your property alert subscription' },
  button: { fr: 'Confirmer mon abonnement', en: 'Confirm my subscription' },
  validity: {
    fr: 'Ce lien est valide pendant 7 jours. Si vous n’avez pas fait cette demande, ignorez ce courriel : vous ne recevrez aucune alerte.',
    en: 'This link is valid for 7 days. If you did not make this request, ignore this e-mail: you will not receive any alerts.',
  },
  consentGiven: { fr: 'Consentement donné sur le formulaire', en: 'Consent given on the form' },
} as const satisfies Record<string, Texts>;

/** The sentence asking to confirm, naming the site and the address. */
export function confirmEmailIntro(siteName: string, email: string, locale: Locale): string {
  return locale === 'fr'
    ? `Vous avez demandé à recevoir par courriel les alertes immobilières de ${siteName} : les nouvelles inscriptions et les baisses de prix qui correspondent à votre recherche. Pour commencer à les recevoir, confirmez que l’adresse ${email} est bien la vôtre :`
    : `You asked to receive property alerts by e-mail from ${siteName}: new listings and price reductions that match your search. To start receiving them, confirm that ${email} is your address:`;
}

/** Why the subscriber gets the confirmation e-mail, naming the site. */
export function confirmEmailReason(siteName: string, locale: Locale): string {
  return locale === 'fr'
    ? `Ce courriel vous est envoyé par ${siteName} à la suite d’une demande d’alertes faite sur son site.`
    : `This e-mail was sent by ${siteName} after a request for alerts made on its site.`;
}

/** Fixed texts of the confirmation page. */
export const CONFIRM_PAGE_TEXTS = {
  title: { fr: 'Alertes immobilières', en: 'Property alerts' },
  confirmHeading: { fr: 'Confirmer votre abonnement?', en: 'Confirm your subscription?' },
  confirmButton: { fr: 'Confirmer mon abonnement', en: 'Confirm my subscription' },
  doneHeading: { fr: 'Abonnement confirmé', en: 'Subscription confirmed' },
  expiredHeading: { fr: 'Lien expiré', en: 'Link expired' },
  expiredBody: {
    fr: 'Ce lien de confirmation a expiré : il était valide pendant 7 jours et vos alertes n’ont pas été activées. Inscrivez-vous de nouveau aux alertes sur le site pour recevoir un nouveau lien.',
    en: 'This confirmation link has expired: it was valid for 7 days and your alerts were not started. Sign up for alerts again on the site to get a new link.',
  },
  invalidHeading: { fr: 'Lien invalide', en: 'Invalid link' },
  invalidBody: {
    fr: 'Ce lien de confirmation n’est pas valide. Vérifiez qu’il a été copié en entier depuis le courriel reçu.',
    en: 'This confirmation link is not valid. Check that it was copied in full from the e-mail you received.',
  },
  unsubscribedHeading: { fr: 'Vous êtes désabonné', en: 'You are unsubscribed' },
  backToSite: { fr: 'Retour au site', en: 'Back to the site' },
} as const satisfies Record<string, Texts>;

/** Body of the page asking to confirm (GET). */
export function confirmPageBody(email: string, siteName: string, locale: Locale): string {
  return locale === 'fr'
    ? `Confirmez pour que l’adresse ${email} reçoive les alertes immobilières de ${siteName}.`
    : `Confirm to receive property alerts from ${siteName} at ${email}.`;
}

/** Body of the page shown once confirmed (also on a second click). */
export function confirmDoneBody(email: string, siteName: string, locale: Locale): string {
  return locale === 'fr'
    ? `L’adresse ${email} recevra les alertes immobilières de ${siteName} dès que des propriétés correspondront à votre recherche. Chaque courriel contient un lien pour vous désabonner.`
    : `${email} will receive property alerts from ${siteName} as soon as properties match your search. Every e-mail has a link to unsubscribe.`;
}

/** Body of the page of a subscription that was unsubscribed before the link was followed. */
export function confirmUnsubscribedBody(email: string, siteName: string, locale: Locale): string {
  return locale === 'fr'
    ? `L’adresse ${email} est désabonnée des alertes immobilières de ${siteName}; ce lien ne la réabonne pas. Vous pouvez vous réinscrire en tout temps sur le site.`
    : `${email} is unsubscribed from property alerts from ${siteName}; this link does not subscribe it again. You can sign up again at any time on the site.`;
}
