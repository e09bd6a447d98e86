/**
 * A minimal page payload for error pages that have no site payload (thrown failures, string
 * bodies, unmatched routes): default theme, no header or footer, homes as alternates. Blocks that
 * read the payload (links, locale switcher) keep working on those pages.
 */
import type { Locale } from '../../lib/locales';
import { pagePayload, type PagePayload } from '../../schema/page';

/** The fallback payload for `locale`'s error pages. */
export function fallbackPayload(locale: Locale): PagePayload {
  return pagePayload.parse({
    production: true,
    microsite_id: '',
    site_id: '',
    site_key: '',
    theme: {},
    metadata: {},
    header: { fields: [] },
    footer: { fields: [] },
    content: { fields: [] },
    alternate_paths: [
      { locale: 'fr', path: '/fr' },
      { locale: 'en', path: '/en' },
    ],
    title: locale === 'fr' ? { fr: 'Erreur', en: 'Error' } : { fr: 'Erreur', en: 'Error' },
  });
}
