/**
 * A minimal page payload for error pages that have no site payload (thrown failures, string
 * bodies, unmatched routes): default theme, no header or footer, homes as alternates. Blocks that
 * read the payload (links, locale switcher) keep working on those pages. Written in its parsed
 * shape (a unit test checks it against the page schema), so the browser needs no schema for it.
 */
import type { Locale } from '../../lib/locales';
import type { PagePayload } from '../../schema/page';

/** The fallback payload for `locale`'s error pages (the same for both locales today). */
export function fallbackPayload(_locale: Locale): PagePayload {
  return {
    production: true,
    microsite_id: '',
    site_id: '',
    site_type: 'broker',
    site_key: '',
    primary_domain: null,
    recaptcha: null,
    seo: {},
    theme: {
      preset: 'blue',
      themeVariables: { 'border-radius-1': 20, 'border-radius-2': 40, 'border-radius-3': 120 },
      themeColors: {},
      colorSchemesList: ['normal', 'normal-grey', 'inverted'],
    },
    metadata: {
      elements: { meta: [], link: [] },
      tags: [],
      brand_version_2: false,
      contact_form: { show_consent: true, recipients: [] },
      captcha: { provider: 'altcha' },
      mortgage_calculator: { down_payment_rules: 'federal-2024-12-15' },
    },
    header: { fields: [] },
    footer: { fields: [] },
    variant: null,
    content: { fields: [] },
    alternate_paths: [
      { locale: 'fr', path: '/fr' },
      { locale: 'en', path: '/en' },
    ],
    title: { fr: 'Erreur', en: 'Error' },
    location: null,
  } as PagePayload;
}
