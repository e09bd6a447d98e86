/**
 * Locales and hard-coded route keys (spec 000 §2 "Screens and routes", §9 "Locale and currency").
 */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
/** ISO tags used for Intl formatting and hreflang. */
export const LOCALE_ISO: Record<Locale, 'fr-CA' | 'en-CA'> = { fr: 'fr-CA', en: 'en-CA' };
/** Language cookie (365 days, SameSite=Lax), read on `/` only. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'en';
}

/** The other language (fr ↔ en): the language switcher's target, the second half of bilingual texts. */
export function otherLocale(locale: Locale): Locale {
  return LOCALES.find((candidate) => candidate !== locale) ?? DEFAULT_LOCALE;
}

/** Hard-coded route keys, translated per locale and used by links. */
export const ROUTE_KEYS = {
  contact: { en: '/en/contact', fr: '/fr/contact' },
  propertiesSearch: { en: '/en/properties', fr: '/fr/proprietes' },
  termsOfUse: { en: '/en/terms-of-use', fr: '/fr/conditions-et-utilisation' },
  privacyPolicy: { en: '/en/privacy-policy', fr: '/fr/politique-confidentialite' },
  blog: { en: '/en/blog', fr: '/fr/blogue' },
} as const satisfies Record<string, Record<Locale, string>>;
export type RouteKey = keyof typeof ROUTE_KEYS;

/**
 * The spellings a link's `url` may use for a route key instead of a path (`contact`,
 * `terms-of-use`, `privacy_policy`…), matched without regard to case: the link renders the key's
 * path in the active locale.
 */
export const ROUTE_KEY_ALIASES: Readonly<Record<string, RouteKey>> = {
  contact: 'contact',
  propertiessearch: 'propertiesSearch',
  'properties-search': 'propertiesSearch',
  properties_search: 'propertiesSearch',
  termsofuse: 'termsOfUse',
  'terms-of-use': 'termsOfUse',
  terms_of_use: 'termsOfUse',
  privacypolicy: 'privacyPolicy',
  'privacy-policy': 'privacyPolicy',
  privacy_policy: 'privacyPolicy',
  blog: 'blog',
};

/** The route key a link URL names (`contact`, `Terms-Of-Use`…), or null when it names none. */
export function routeKeyOf(url: string): RouteKey | null {
  return Object.hasOwn(ROUTE_KEY_ALIASES, url.toLowerCase()) ? ROUTE_KEY_ALIASES[url.toLowerCase()]! : null;
}

/** Blog post path: `/en/blog/{slug}-{id}` or `/fr/blogue/{slug}-{id}`. */
export function blogPostPath(locale: Locale, slug: string, id: string | number): string {
  return `${ROUTE_KEYS.blog[locale]}/${slug}-${id}`;
}

/** The locale a path starts with (`/fr/...` → fr), or null. */
export function localeOfPath(path: string): Locale | null {
  const first = path.split('/')[1];
  return isLocale(first) ? first : null;
}

/**
 * Picks the visitor's locale on `/` (spec 000 §2): cookie, then Accept-Language, then fr.
 * @param cookieValue value of `i18n_redirected`, if any
 * @param acceptLanguage the raw Accept-Language header, if any
 */
export function detectLocale(cookieValue: string | undefined | null, acceptLanguage: string | undefined | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag, ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => entry.q > 0)
      .sort((a, b) => b.q - a.q);
    const match = ranked.find((entry) => isLocale(entry.lang));
    if (match) return match.lang as Locale;
  }
  return DEFAULT_LOCALE;
}
