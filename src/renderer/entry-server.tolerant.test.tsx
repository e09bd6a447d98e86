// @vitest-environment node
/**
 * The SSR render of a page whose payload comes from an external content API (`CORE_API_URL`,
 * spec 000 §3/§7) with optional data in shapes ours does not expect: the page still renders.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentApi, PageResponse } from '../api/contentApi';
import { brokerSite } from '../server/seed/brokerSite';
import { render, type RenderOptions } from './entry-server';

const home = brokerSite.pages[0];

/** A payload like the one the embedded API serves for the seeded home page, with every optional part filled. */
function seededPayload(): Record<string, unknown> {
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
function fakeApi(data: () => unknown): ContentApi {
  const answer = async (): Promise<PageResponse> => ({ status: 200, data: data() });
  return {
    pageByDomain: answer,
    pageBySite: answer,
    contact: async () => ({ status: 200, data: { status: 'success' } }),
    municipalities: async () => [],
    properties: async () => ({ status: 404, data: null }),
    propertyTooltip: async () => null,
    searchFilters: async () => ({ municipalities: [], property_types: [] }),
  };
}

const options = (api: ContentApi): RenderOptions => ({
  api,
  config: { apiBaseUrl: '/api/swc', exposeErrors: false, captchaChallengeUrl: '/api/swc/captcha/challenge' },
  assets: { scripts: [{ src: '/assets/entry-abc.js' }], stylesheets: [], modulePreloads: [] },
});

const get = (path: string) => new Request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000' } });

/** Warnings logged by the page loader about dropped payload parts. */
const droppedWarnings = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call[0]).filter((text): text is string => typeof text === 'string' && text.startsWith('Ignored '));

afterEach(() => vi.restoreAllMocks());

describe('render: external payloads are read tolerantly', () => {
  it('renders the page when optional metadata and SEO have other shapes, with one warning per path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = seededPayload();
    Object.assign(data.metadata as object, { elements: null, tags: {}, favicon: [], mail_locale: 5 });
    (data.seo as Record<string, unknown>).global = [];
    const response = await render(get('/fr'), options(fakeApi(() => data)));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<main');
    expect(html).toContain('<html lang="fr-CA"');
    // The content and the header are kept.
    expect(html).toContain('Votre prochain chez-vous sur la Rive-Sud commence ici');
    expect(html).toContain('alt="Julie Tremblay, courtière immobilière"');
    expect(droppedWarnings(warn).sort()).toEqual(
      [
        'Ignored metadata.favicon: expected string, received array',
        'Ignored metadata.elements: expected object, received null',
        'Ignored metadata.tags: expected array, received object',
        'Ignored metadata.mail_locale: expected one of "fr"|"en"',
        'Ignored seo.global: expected object, received array',
      ].sort(),
    );
  });

  it('still answers 500 when a required part is wrong (no site id)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = { ...seededPayload(), site_id: null };
    const response = await render(get('/fr'), options(fakeApi(() => data)));
    expect(response.status).toBe(500);
  });
});

// ---- Random mutations in optional places ---------------------------------------------------------

type Path = (string | number)[];

/** Paths the page cannot render without: the site identity and the block lists themselves. */
const REQUIRED = new Set(
  [[], ['production'], ['microsite_id'], ['site_id'], ['site_key'], ['header'], ['header', 'fields'], ['footer'], ['footer', 'fields'], ['content'], ['content', 'fields']].map(
    (path) => JSON.stringify(path),
  ),
);

/** Every path of `value` (objects and arrays walked), except the required ones. */
function optionalPaths(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  if (!REQUIRED.has(JSON.stringify(path))) into.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => optionalPaths(item, [...path, index], into));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) optionalPaths(item, [...path, key], into);
  return into;
}

/** Sets `value` at `path` when its parent is still an object or a list (earlier mutations may have replaced it). */
function setAt(data: unknown, path: Path, value: unknown): void {
  let holder = data as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = holder[key];
    if (!next || typeof next !== 'object') return;
    holder = next as Record<string | number, unknown>;
  }
  holder[path[path.length - 1]] = value;
}

const seed = seededPayload();
const paths = optionalPaths(seed);

/** Values of the wrong shape: nulls, lists for maps, maps for lists, numbers for text, text for booleans. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxKeys: 3 }),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('true', 'false', 'yes'),
  fc.boolean(),
);

const mutation = fc.tuple(fc.constantFrom(...paths), wrongValue);

describe('render: randomly mutated optional parts of a seeded payload', () => {
  it('always renders the page (status 200, a <main>), never a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 6 }), async (mutations) => {
        const data = seededPayload();
        for (const [path, value] of mutations) setAt(data, path, value);
        const response = await render(get('/fr'), options(fakeApi(() => data)));
        const html = await response.text();
        expect(response.status).toBe(200);
        expect(html).toContain('<main');
      }),
      { numRuns: 50 },
    );
  });
});
