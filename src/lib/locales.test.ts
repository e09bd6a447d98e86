import { describe, expect, it } from 'vitest';
import { blogPostPath, detectLocale, localeOfPath, ROUTE_KEYS } from './locales';

describe('detectLocale (spec 000 §2: cookie, then browser languages, then fr)', () => {
  it('prefers the i18n_redirected cookie', () => {
    expect(detectLocale('en', 'fr-CA,fr;q=0.9')).toBe('en');
  });
  it('falls back to Accept-Language by quality', () => {
    expect(detectLocale(undefined, 'de-DE,en-CA;q=0.8,fr;q=0.5')).toBe('en');
    expect(detectLocale(undefined, 'en;q=0.4,fr-CA;q=0.9')).toBe('fr');
  });
  it('ignores an unknown cookie value and defaults to fr', () => {
    expect(detectLocale('de', null)).toBe('fr');
    expect(detectLocale(undefined, 'es-MX')).toBe('fr');
  });
});

describe('route keys (spec 000 §2)', () => {
  it('translates the hard-coded routes per locale', () => {
    expect(ROUTE_KEYS.propertiesSearch).toEqual({ en: '/en/properties', fr: '/fr/proprietes' });
    expect(ROUTE_KEYS.termsOfUse.fr).toBe('/fr/conditions-et-utilisation');
    expect(blogPostPath('fr', 'acheter-a-longueuil', 42)).toBe('/fr/blogue/acheter-a-longueuil-42');
  });
  it('reads the locale of a path', () => {
    expect(localeOfPath('/en/about')).toBe('en');
    expect(localeOfPath('/de/x')).toBeNull();
  });
});
