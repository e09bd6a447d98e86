// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseRootLocale, readCookie } from './chooseRootLocale';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

describe('chooseRootLocale on the server', () => {
  it('prefers the i18n_redirected cookie', () => {
    expect(chooseRootLocale({ host: 'localhost', cookie: 'a=1; i18n_redirected=en', acceptLanguage: 'fr-CA,fr' })).toBe('en');
  });

  it('falls back to Accept-Language, then fr', () => {
    expect(chooseRootLocale({ host: 'localhost', cookie: '', acceptLanguage: 'en-US,en;q=0.9,fr;q=0.5' })).toBe('en');
    expect(chooseRootLocale({ host: 'localhost', cookie: '', acceptLanguage: 'de-DE,es;q=0.8' })).toBe('fr');
    expect(chooseRootLocale({ host: 'localhost', cookie: '', acceptLanguage: '' })).toBe('fr');
  });

  it('ignores a cookie with an unknown locale', () => {
    expect(chooseRootLocale({ host: 'localhost', cookie: 'i18n_redirected=de', acceptLanguage: 'en' })).toBe('en');
  });
});

describe('chooseRootLocale in the browser', () => {
  it('uses document.cookie first', () => {
    document.cookie = 'i18n_redirected=en; Path=/';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    expect(chooseRootLocale(undefined)).toBe('en');
  });

  it('then navigator.languages in order of preference', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en-CA', 'fr-CA']);
    expect(chooseRootLocale(undefined)).toBe('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en-CA']);
    expect(chooseRootLocale(undefined)).toBe('fr');
  });
});

describe('readCookie', () => {
  it('reads and decodes one cookie', () => {
    expect(readCookie('x=1; name=J%C3%A9r%C3%B4me', 'name')).toBe('Jérôme');
    expect(readCookie('', 'name')).toBeUndefined();
  });
});
