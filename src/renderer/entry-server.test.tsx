// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentApi, PageResponse } from '../api/contentApi';
import { renderedBytesOf } from '../lib/renderedBytes';
import { getBlockDefinition } from '../blocks/registry';
import { render, weakEtag, type RenderOptions } from './entry-server';
import { encodeHtml } from './document/htmlPieces';
import { FIRST_BLOCK_PARSED_ID } from '../lib/pageBlockMarkers';
import fr from './i18n/messages/fr.json';

function payload(overrides: Record<string, unknown> = {}) {
  return {
    production: true,
    microsite_id: 'ms-1',
    site_id: 'site-1',
    site_type: 'broker',
    site_key: 'key-1',
    recaptcha: null,
    seo: { global: { fr: { title: 'Julie Tremblay, courtière', description: 'Courtière à Longueuil' }, en: { title: 'Julie Tremblay, broker' } } },
    theme: { preset: 'blue' },
    metadata: {},
    header: { fields: [] },
    footer: { fields: [] },
    variant: null,
    content: { fields: [] },
    alternate_paths: [
      { locale: 'fr', path: '/fr' },
      { locale: 'en', path: '/en' },
    ],
    title: { fr: 'Accueil', en: 'Home' },
    location: null,
    ...overrides,
  };
}

/** A fake content API answering by path. */
function fakeApi(routes: Record<string, PageResponse | Error>): ContentApi & { calls: string[] } {
  const calls: string[] = [];
  const answer = async (path: string) => {
    calls.push(path);
    const found = routes[path];
    if (found instanceof Error) throw found;
    return found ?? { status: 404, data: payload({ content: { fields: [] } }) };
  };
  return {
    calls,
    pageByDomain: ({ path }) => answer(path),
    pageBySite: ({ path }) => answer(path),
    contact: async () => ({ status: 200, data: { status: 'success' } }),
    municipalities: async () => [],
    properties: async () => ({ status: 404, data: null }),
    articles: async () => ({ articles: [], total: 0 }),
    propertyTooltip: async () => null,
    searchFilters: async () => ({ municipalities: [], property_types: [] }),
  };
}

function options(api: ContentApi, extra: Partial<RenderOptions> = {}): RenderOptions {
  return {
    api,
    config: { apiBaseUrl: '/api/swc', exposeErrors: false, captchaChallengeUrl: '/api/swc/captcha/challenge' },
    assets: { scripts: [{ src: '/assets/entry-abc.js' }], stylesheets: ['/assets/entry-abc.css'], modulePreloads: ['/assets/chunk-1.js'] },
    ...extra,
  };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', ...headers } });

afterEach(() => vi.restoreAllMocks());

describe('render: root locale choice', () => {
  it('redirects / to /fr by default, to the cookie locale, then Accept-Language', async () => {
    const api = fakeApi({});
    const plain = await render(get('/'), options(api));
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/fr');

    const english = await render(get('/', { 'accept-language': 'en-CA,en;q=0.9' }), options(api));
    expect(english.headers.get('location')).toBe('/en');

    const cookie = await render(get('/', { 'accept-language': 'en-CA', cookie: 'i18n_redirected=fr' }), options(api));
    expect(cookie.headers.get('location')).toBe('/fr');
    expect(api.calls).toEqual([]);
  });

  it("keeps the link's query on the way to the language's home (an ad's click id, campaign tags)", async () => {
    const api = fakeApi({});
    const ad = await render(get('/?utm_source=google&utm_campaign=printemps&gclid=Cj0KCQiA-abc_123'), options(api));
    expect(ad.status).toBe(302);
    expect(ad.headers.get('location')).toBe('/fr?utm_source=google&utm_campaign=printemps&gclid=Cj0KCQiA-abc_123');
  });
});

describe('render: pages', () => {
  it('renders a page with status 200, lang, SEO head, assets and an ETag; 304 on If-None-Match', async () => {
    const api = fakeApi({ '/fr': { status: 200, data: payload() } });
    const response = await render(get('/fr'), options(api));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain('<title>Julie Tremblay, courtière</title>');
    expect(html).toContain('property="og:locale" content="fr_CA"');
    expect(html).toMatch(/hreflang="en-CA"/i);
    // The entry and its modules are fetched and run after the first paint: nothing is preloaded
    // before it, the modules are named for the after-paint script.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('rel="modulepreload-after-paint" href="/assets/entry-abc.js"');
    expect(html).toContain('import("/assets/entry-abc.js")');
    expect(html).toContain('href="/assets/entry-abc.css"');
    expect(html).toContain('rel="modulepreload-after-paint" href="/assets/chunk-1.js"');
    expect(html).toContain('id="main-content"');
    // The payload is dehydrated for the browser (no refetch on hydration).
    expect(html).toContain('site-1');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await render(get('/fr', { 'if-none-match': etag as string }), options(api));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('holds the first paint of a page opening with a hero until the hero is parsed, and of no other page', async () => {
    const hero = { block_type: 'hero_block_2', block_params: {}, fields: getBlockDefinition('hero_block_2')!.demo.fields };
    const text = { block_type: 'spacer_block', block_params: {}, fields: { height: 40 } };
    const api = fakeApi({ '/fr': { status: 200, data: payload({ content: { fields: [hero, text] } }) }, '/en': { status: 200, data: payload({ content: { fields: [text, hero] } }) } });
    const html = await (await render(get('/fr'), options(api))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(new RegExp(`<link rel="expect" href="#${FIRST_BLOCK_PARSED_ID}" blocking="render"[^>]*>`));
    expect(html).toMatch(new RegExp(`data-block-type="hero_block_2"[^]*</section>(<!--[^>]*-->)*</div><template id="${FIRST_BLOCK_PARSED_ID}"></template><div data-block-type="spacer_block"`));
    const english = await (await render(get('/en'), options(api))).text();
    expect(english).not.toContain('rel="expect"');
    expect(english).not.toContain(FIRST_BLOCK_PARSED_ID);
  });

  it('writes the stylesheets the build knows into the head instead of linking them', async () => {
    const api = fakeApi({ '/fr': { status: 200, data: payload() } });
    const base = options(api).assets;
    const stylesheetTexts = new Map([['/assets/entry-abc.css', 'body{margin:0}']]);
    const html = await (await render(get('/fr'), options(api, { assets: { ...base, stylesheetTexts } }))).text();
    expect(html).toContain('<style data-inlined-stylesheets="">body{margin:0}</style><link rel="stylesheet" href="/assets/entry-abc.css" disabled=""/>');
    expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\/entry-abc.css"(?! disabled)/);
  });

  it('answers a private page (QA draft preview) with no-store, no ETag and never 304', async () => {
    const api = fakeApi({ '/fr': { status: 200, data: payload() } });
    const cached = (await render(get('/fr'), options(api))).headers.get('etag') as string;
    const response = await render(get('/fr', { 'if-none-match': cached }), options(api, { private: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('uses the English locale from the path; a trailing slash redirects permanently', async () => {
    const api = fakeApi({ '/en/about': { status: 200, data: payload() } });
    const slash = await render(get('/en/about/'), options(api));
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/en/about');
    const response = await render(get('/en/about'), options(api));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en-CA"');
    expect(api.calls).toEqual(['/en/about']);
  });

  it('answers the CMS redirect with its real status and Location', async () => {
    const api = fakeApi({ '/fr/accueil': { status: 301, data: { location: '/fr' }, location: '/fr' } });
    const response = await render(get('/fr/accueil'), options(api));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fr');
  });

  it('maps API statuses to error pages with the real HTTP status', async () => {
    const api = fakeApi({
      '/fr/prive': { status: 403, data: payload() },
      '/fr/maintenance': { status: 503, data: payload() },
      '/en/teapot': { status: 418, data: payload() },
      '/fr/texte': { status: 200, data: 'oops' },
      '/fr/sans-lieu': { status: 302, data: null, location: null },
    });
    const forbidden = await render(get('/fr/prive'), options(api));
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('etag')).toBeNull();

    const maintenance = await render(get('/fr/maintenance'), options(api));
    expect(maintenance.status).toBe(503);

    const teapot = await render(get('/en/teapot'), options(api));
    expect(teapot.status).toBe(418);
    expect(await teapot.text()).toContain('Unexpected status code.');

    const text = await render(get('/fr/texte'), options(api));
    expect(text.status).toBe(500);

    const noLocation = await render(get('/fr/sans-lieu'), options(api));
    expect(noLocation.status).toBe(500);
  });

  it('answers 404 for a missing page with the English message', async () => {
    const api = fakeApi({});
    const response = await render(get('/en/nope'), options(api));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Sorry, the page you are looking for could not be found.');
  });

  it('answers 404 "This page could not be found" for unmatched routes without calling the API', async () => {
    const api = fakeApi({});
    const response = await render(get('/de/seite'), options(api));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(fr['errors.route-not-found']);
    expect(api.calls).toEqual([]);
  });

  it('answers 500 "Une grosse erreur est survenue" when the API call throws; debug only with exposeErrors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({ '/fr': new Error('connect ECONNREFUSED') });
    const hidden = await render(get('/fr'), options(api));
    expect(hidden.status).toBe(500);
    const hiddenHtml = await hidden.text();
    expect(hiddenHtml).toContain('Une grosse erreur est survenue');
    expect(hiddenHtml).not.toContain('ECONNREFUSED</');

    const shown = await render(get('/fr'), options(api, { config: { apiBaseUrl: '/api/swc', exposeErrors: true, captchaChallengeUrl: '' } }));
    expect(await shown.text()).toContain('ECONNREFUSED');
  });

  it('puts the CSP nonce on inline scripts', async () => {
    const api = fakeApi({ '/fr': { status: 200, data: payload() } });
    const response = await render(get('/fr'), options(api, { nonce: 'n0nce123' }));
    const html = await response.text();
    // The ETag does not depend on the per-request nonce.
    const other = await render(get('/fr'), options(api, { nonce: 'other456' }));
    expect(other.headers.get('etag')).toBe(response.headers.get('etag'));
    // Every script a browser runs; the island's JSON state is data, never run.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)].map((m) => m[0]);
    expect(inline.length).toBeGreaterThan(4);
    expect(html).toContain('<script type="application/json" id="vitrine-page-state">');
    for (const tag of inline) expect(tag).toContain('nonce="n0nce123"');
  });
});

describe('weakEtag', () => {
  it('names the page, not its nonces nor the router’s load times', () => {
    const page = (nonce: string, loadedAt: number, title: string) =>
      `<head><meta property="csp-nonce" content="${nonce}"><script nonce="${nonce}">({u:${loadedAt}})</script></head><h1>${title} — à vendre</h1><script nonce="${nonce}"></script>`;
    const etag = weakEtag(page('abc', 1764200000000, 'Maison'), 'abc');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtag(page('xyz', 1764200999999, 'Maison'), 'xyz')).toBe(etag);
    expect(weakEtag(page('abc', 1764200000000, 'Condo'), 'abc')).not.toBe(etag);
  });

  it('gives the same ETag from the page’s bytes as from its text', () => {
    const page = (nonce: string) => `<head><meta property="csp-nonce" content="${nonce}"><script nonce="${nonce}"></script></head><h1>Maison à vendre — 425 000 $</h1>`;
    const bytes = (text: string) => encodeHtml([text]);
    expect(weakEtag(page('abc'), 'abc', bytes(page('abc')))).toBe(weakEtag(page('abc'), 'abc'));
    expect(weakEtag(page('xyz'), 'xyz', bytes(page('xyz')))).toBe(weakEtag(page('abc'), 'abc'));
    expect(weakEtag(page('abc'), undefined, bytes(page('abc')))).toBe(weakEtag(page('abc')));
    const stamped = `${page('abc')}<script>({u:1764200000000})</script>`;
    expect(weakEtag(stamped, 'abc', bytes(stamped))).toBe(weakEtag(stamped, 'abc'));
  });

  it('reads a site page (no router state) as it is: what looks like a load time is its content', () => {
    const page = (reference: number) => `<h1>Condo à louer</h1><p>Réf. u:${reference}</p>`;
    expect(weakEtag(page(1764200000000), undefined, undefined, false)).not.toBe(weakEtag(page(1764200999999), undefined, undefined, false));
    const bytes = encodeHtml([page(1764200000000)]);
    expect(weakEtag([page(1764200000000)], undefined, bytes, false)).toBe(weakEtag(page(1764200000000), undefined, undefined, false));
  });

  it('gives a page in pieces the same ETag from its bytes as from its text, whatever its nonce, and a new one when a kept piece changes', () => {
    const style = (color: string) => new TextEncoder().encode(`<style>h1{color:${color}}</style>`);
    const pieces = (nonce: string, color = '#123', title = 'Condo à louer') => [`<head><script nonce="${nonce}"></script>`, style(color), `</head><h1>${title}</h1>`];
    const etag = weakEtag(pieces('abc'), 'abc');
    expect(weakEtag(pieces('xyz'), 'xyz', encodeHtml(pieces('xyz')))).toBe(etag);
    expect(weakEtag(pieces('abc', '#123'), 'abc', encodeHtml(pieces('abc')), false)).toBe(etag);
    expect(weakEtag(pieces('abc', '#456'), 'abc')).not.toBe(etag);
    expect(weakEtag(pieces('abc', '#123', 'Maison à vendre'), 'abc', encodeHtml(pieces('abc', '#123', 'Maison à vendre')))).not.toBe(etag);
  });
});

describe('render: blocks from one render to the next', () => {
  const textBlock = (title: string) => ({
    block_type: 'text_block_1',
    block_params: {},
    fields: { main_title: { fr: title, en: title }, description: { fr: '<p>Depuis 15 ans à Longueuil.</p>', en: '<p>For 15 years.</p>' } },
  });
  const pageWith = (title: string) => fakeApi({ '/fr/a-propos': { status: 200, data: payload({ content: { fields: [textBlock(title)] } }) } });

  it('renders the same page the same way, and an edited block as edited at once', async () => {
    const first = await render(get('/fr/a-propos'), options(pageWith('Mon approche'), { nonce: 'n0nce1' }));
    const firstHtml = await first.text();
    expect(firstHtml).toContain('Mon approche');
    const again = await render(get('/fr/a-propos'), options(pageWith('Mon approche'), { nonce: 'n0nce1' }));
    // The router's load times (`u:<ms>`) are the only difference between two renders.
    const unstamped = (html: string) => html.replace(/\bu:\d+/g, 'u:0');
    expect(unstamped(await again.text())).toBe(unstamped(firstHtml));
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const edited = await render(get('/fr/a-propos'), options(pageWith('Notre approche'), { nonce: 'n0nce1' }));
    const editedHtml = await edited.text();
    expect(editedHtml).toContain('Notre approche');
    expect(editedHtml).not.toContain('Mon approche');
    expect(edited.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('hands the page’s bytes beside its response, the same as its body', async () => {
    const response = await render(get('/fr/a-propos'), options(pageWith('Mon approche'), { nonce: 'n0nce1' }));
    const bytes = renderedBytesOf(response);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes!))).toBe(true);
  });
});
