import { describe, expect, it } from 'vitest';
import { tagsNeedConsent } from './consent';
import { CONSENT_MAX_AGE_MS, consentRecord, googleConsentState, isGoogleTag, readConsent } from './consentChoice';

describe('a visitor’s stored consent', () => {
  const now = Date.UTC(2026, 10, 29);

  it('reads back what was stored, for 12 months', () => {
    const stored = JSON.stringify(consentRecord({ analytics: true, marketing: false }, now - CONSENT_MAX_AGE_MS + 1000));
    expect(readConsent(stored, now)).toEqual({ version: 1, analytics: true, marketing: false, decidedAt: now - CONSENT_MAX_AGE_MS + 1000 });
  });

  it('asks again after 12 months, for an unreadable value or one from the future', () => {
    expect(readConsent(JSON.stringify(consentRecord({ analytics: true, marketing: true }, now - CONSENT_MAX_AGE_MS - 1)), now)).toBeNull();
    expect(readConsent('{"version":1,"analytics":"yes","marketing":false,"decidedAt":0}', now)).toBeNull();
    expect(readConsent('not json', now)).toBeNull();
    expect(readConsent(null, now)).toBeNull();
    expect(readConsent(JSON.stringify(consentRecord({ analytics: true, marketing: true }, now + 3_600_000)), now)).toBeNull();
  });
});

describe('site scripts and consent', () => {
  it('needs the consent manager only for scripts of a category other than necessary (a tag without one counts)', () => {
    expect(tagsNeedConsent([{ content: 'a()', category: 'necessary' }])).toBe(false);
    expect(tagsNeedConsent([{ content: 'a()', category: 'analytics' }])).toBe(true);
    expect(tagsNeedConsent([{ src: 'https://example.ca/a.js' }])).toBe(true);
    expect(tagsNeedConsent([{ category: 'marketing' }])).toBe(false);
    expect(tagsNeedConsent(undefined)).toBe(false);
  });

  it('recognises Google’s tag by its address or its code', () => {
    expect(isGoogleTag({ src: 'https://www.googletagmanager.com/gtag/js?id=G-1' })).toBe(true);
    expect(isGoogleTag({ src: 'https://www.googletagmanager.com/gtm.js?id=GTM-1' })).toBe(true);
    expect(isGoogleTag({ content: "gtag('config', 'G-1');" })).toBe(true);
    expect(isGoogleTag({ src: 'https://example.ca/googletagmanager.com/gtag/js' })).toBe(false);
    expect(isGoogleTag({ content: 'count()' })).toBe(false);
  });

  it('maps a choice to Consent Mode v2: analytics storage by analytics, the advertising signals by marketing', () => {
    expect(googleConsentState({ analytics: true, marketing: false })).toEqual({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    expect(googleConsentState({ analytics: false, marketing: true })).toEqual({ analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
  });
});
