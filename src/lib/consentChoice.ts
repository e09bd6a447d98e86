/**
 * A visitor's choice about the site scripts that wait for consent (src/lib/consent.ts): what is
 * kept in the browser (`localStorage`, per site) for {@link CONSENT_MAX_AGE_MS}, after which, or
 * when the stored value cannot be read, the visitor is asked again; the spec's "consent manager
 * ready" flag (spec 000 §3); and Google Consent Mode v2's signals for a choice.
 */

/** The categories a visitor chooses (necessary scripts always run). */
export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** A visitor's choice: true for each category agreed to. */
export type ConsentChoice = Record<ConsentCategory, boolean>;

/** The choice as stored, with when it was made (ms since the epoch). */
export interface StoredConsent extends ConsentChoice {
  version: 1;
  decidedAt: number;
}

/** `localStorage` key of the stored choice. */
export const CONSENT_STORAGE_KEY = 'vitrine.consent';

/** How long a choice is kept: 12 months (365 days, in ms). */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Attribute `<html>` carries once the visitor's choice is known (the spec's "consent manager ready" flag). */
export const CONSENT_READY_ATTRIBUTE = 'data-consent-ready';
/** Event dispatched on `window` when the choice is known or changes; `detail` is the {@link ConsentChoice}. */
export const CONSENT_EVENT = 'vitrine:consent';

/** The choice of refusing every category. */
export const REFUSE_ALL: ConsentChoice = { analytics: false, marketing: false };
/** The choice of accepting every category. */
export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };

/** What is stored for `choice` made at `now` (ms). */
export function consentRecord(choice: ConsentChoice, now: number): StoredConsent {
  return { version: 1, analytics: choice.analytics, marketing: choice.marketing, decidedAt: now };
}

/**
 * Reads a stored choice.
 * @param raw the stored text (null: none)
 * @param now ms since the epoch
 * @returns the choice, or null when there is none, it cannot be read or it is older than 12 months
 */
export function readConsent(raw: string | null, now: number): StoredConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (value.version !== 1 || typeof value.decidedAt !== 'number' || typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    if (now - value.decidedAt > CONSENT_MAX_AGE_MS || value.decidedAt > now + 60_000) return null;
    return { version: 1, analytics: value.analytics, marketing: value.marketing, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
}

/** True when a script is Google's tag (gtag.js, Google Tag Manager), by its address or its inline code. */
export function isGoogleTag(script: { src?: string | null; content?: string | null }): boolean {
  if (script.src && /^https:\/\/(?:www\.)?googletagmanager\.com\/(?:gtag\/js|gtm\.js)/.test(script.src)) return true;
  return Boolean(script.content && /googletagmanager\.com|\bgtag\s*\(/.test(script.content));
}

/** Google Consent Mode v2 parameters for a choice: analytics storage by the analytics category, the three advertising ones by marketing. */
export function googleConsentState(choice: ConsentChoice): Record<'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization', 'granted' | 'denied'> {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return { analytics_storage: state(choice.analytics), ad_storage: state(choice.marketing), ad_user_data: state(choice.marketing), ad_personalization: state(choice.marketing) };
}
