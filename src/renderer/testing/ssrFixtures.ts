/**
 * Server-render fixtures for renderer tests: a payload like the one the embedded API serves for
 * the seeded home page (every optional part filled), a fake content API answering every page with
 * a given payload, and render options.
 */
import type { ContentApi, PageResponse } from '../../api/contentApi';
import { brokerSite } from '../../server/seed/brokerSite';
import type { RenderOptions } from '../entry-server';

/** The seeded home page of the broker site. */
export const home = brokerSite.pages[0];

/** A payload like the one the embedded API serves for the seeded home page, with every optional part filled. */
export function seededPayload(): Record<string, unknown> {
  const settings = brokerSite.site.settings as Record<string, unknown>;
  return structuredClone({
    production: true,
    microsite_id: brokerSite.site.micrositeId,
    site_id: brokerSite.site.id,
    site_type: 'broker',
    site_key: 'key-1',
    recaptcha: { site_key: 'rk', version: 2, size: 'invisible', mode: 'base' },
    seo: {
      ...(settings.seo as object),
      facebook: { fr: { title: 'Julie Tremblay' }, en: { title: 'Julie Tremblay' } },
      twitter: { fr: { description: 'Courtière' } },
      canonical_url: { fr: 'https://julietremblay.ca/fr', en: 'https://julietremblay.ca/en' },
      structured_data: { fr: [{ '@type': 'RealEstateAgent', name: 'Julie Tremblay' }] },
    },
    theme: {
      preset: 'blue',
      themeVariables: { 'border-radius-1': 8, 'border-radius-2': 16, 'border-radius-3': 32 },
      themeColors: { primary: '#123456', secondary: '#abcdef' },
      colorSchemesList: ['normal', 'inverted'],
    },
    metadata: {
      favicon: '/favicon.ico',
      elements: {
        meta: [{ tag: 'meta', attributes: { name: 'author', content: 'Julie Tremblay' } }],
        link: [{ tag: 'link', attributes: { rel: 'preconnect', href: 'https://julietremblay.ca' } }],
      },
      tags: [{ content: 'window.siteReady = true;', position: 'body' }],
      brand_version_2: false,
      contact_form: { show_consent: true, contact_name: 'Julie Tremblay' },
      captcha: { provider: 'altcha' },
      mortgage_calculator: { down_payment_rules: 'federal-2024-12-15' },
      mail_locale: 'fr',
    },
    header: brokerSite.site.header,
    footer: brokerSite.site.footer,
    variant: null,
    content: { ...home.content, override: { seo: { robots_index_rule: 'index, follow' } } },
    alternate_paths: home.paths,
    title: home.title,
    location: null,
  });
}

/** A fake content API answering every page with `data` (status 200). */
export function fakeApi(data: () => unknown): ContentApi {
  const answer = async (): Promise<PageResponse> => ({ status: 200, data: data() });
  return {
    pageByDomain: answer,
    pageBySite: answer,
    contact: async () => ({ status: 200, data: { status: 'success' } }),
    municipalities: async () => [],
    properties: async () => ({ status: 404, data: null }),
    articles: async () => ({ articles: [], total: 0 }),
    propertyTooltip: async () => null,
    searchFilters: async () => ({ municipalities: [], property_types: [] }),
  };
}

/** Render options around `api`, optionally behind a trusted proxy. */
export const options = (api: ContentApi, extra: Partial<RenderOptions> = {}): RenderOptions => ({
  api,
  config: { apiBaseUrl: '/api/swc', exposeErrors: false, captchaChallengeUrl: '/api/swc/captcha/challenge' },
  assets: { scripts: [{ src: '/assets/entry-abc.js' }], stylesheets: [], modulePreloads: [] },
  ...extra,
});

