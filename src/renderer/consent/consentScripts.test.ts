// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasGoogleTag, runConsentedScripts, sendGoogleConsentDefault, sendGoogleConsentUpdate } from './consentScripts';

beforeEach(() => {
  document.head.innerHTML = [
    '<script type="text/plain" data-consent-category="analytics" data-consent-src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
    '<script type="text/plain" data-consent-category="marketing">window.pixel = 1;</script>',
    '<script type="text/plain" data-consent-category="analytics">window.count = 1;</script>',
  ].join('');
  delete (window as { dataLayer?: unknown }).dataLayer;
});

// The document is shared with the worker's other files: leave it as found.
afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

const live = () => [...document.querySelectorAll('script:not([type])')].map((script) => (script as HTMLScriptElement).src || (script as HTMLScriptElement).text);

describe('scripts waiting for consent', () => {
  it('runs those of the categories agreed to, in the page’s order, with the page’s nonce, each once', () => {
    expect(runConsentedScripts(document, { analytics: true, marketing: false }, 'n0nce')).toBe(2);
    expect(live()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-1', 'window.count = 1;']);
    const added = document.querySelector<HTMLScriptElement>('script[src]')!;
    expect(added.nonce).toBe('n0nce');
    expect(added.async).toBe(false);
    expect(runConsentedScripts(document, { analytics: true, marketing: true }, 'n0nce')).toBe(1);
    expect(live()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-1', 'window.pixel = 1;', 'window.count = 1;']);
  });

  it('runs nothing when every category is refused', () => {
    expect(runConsentedScripts(document, { analytics: false, marketing: false }, undefined)).toBe(0);
    expect(live()).toEqual([]);
  });

  it('sends Google Consent Mode v2 commands as gtag.js reads them (Arguments objects on the data layer)', () => {
    expect(hasGoogleTag(document)).toBe(true);
    sendGoogleConsentDefault(window);
    sendGoogleConsentUpdate(window, { analytics: true, marketing: false });
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    expect(layer.every((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')).toBe(true);
    expect(layer.map((entry) => Array.from(entry))).toEqual([
      ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ]);
  });
});
