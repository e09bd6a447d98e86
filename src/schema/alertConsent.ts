/**
 * The consent a visitor gives by signing up for property alerts (Canada's anti-spam law, CASL:
 * express consent, identified purpose, withdrawal at any time), in Quebec French and English.
 *
 * One source for both sides: the alert form shows {@link ALERT_CONSENT_WORDING} above its submit
 * button, and the server stores the same words, in the visitor's language, in the subscription's
 * consent record (`saved_searches.consent_text`). Changing the wording changes what new records
 * hold; records already stored keep the words shown at their time.
 *
 * Pure TypeScript, no React: used by the browser and the server alike.
 */
import type { Locale } from '../lib/locales';

/** The sentence shown under the alert form's last step, per language. */
export const ALERT_CONSENT_WORDING: Readonly<Record<Locale, string>> = {
  fr: 'En m’inscrivant, j’accepte de recevoir de ce site des alertes immobilières par courriel : les nouvelles inscriptions et les baisses de prix qui correspondent à ma recherche. Un premier courriel me demandera de confirmer mon adresse; je pourrai me désabonner en tout temps.',
  en: 'By signing up, I agree to receive property alerts by email from this site: new listings and price reductions that match my search. A first email will ask me to confirm my address; I can unsubscribe at any time.',
};

/** How long a subscription may stay unconfirmed: 7 days (ms). Its confirmation link expires with it. */
export const ALERT_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What the contact endpoint answers about an alert's confirmation e-mail, beside `status: 'success'`:
 * `sent` (the SMTP server accepted it) or `not_sent` (e-mail is off or the send failed; the
 * subscription is kept, pending).
 */
export const ALERT_CONFIRMATION_OUTCOMES = ['sent', 'not_sent'] as const;
export type AlertConfirmationOutcome = (typeof ALERT_CONFIRMATION_OUTCOMES)[number];
