/**
 * The rendered-page cache seen from outside (src/server/pageCache): a published page is rendered
 * once and then served from memory (`X-Page-Cache: HIT`) with a fresh CSP nonce per response and
 * the same ETag (304 kept); a publish, a variant publish, a settings change, a listing write, an
 * article publish, a content import and a media-library focal point moved drop exactly the pages
 * that show them; editors, draft previews and error pages are never served
 * from it; public HTML carries CDN directives, previews `private, no-store`.
 *
 * The same answers come back over a real socket (`@hono/node-server`, where a hit is written
 * straight to the socket) as through `app.request`.
 *
 * The render is a stand-in that asks the in-process content API for the page like the real
 * loader and prints the payload, the nonce and an ETag like the real entry; it counts its renders.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBlockSchema } from '../../src/blocks/schemas';
import { PUBLIC_HTML_CACHE_CONTROL } from '../../src/lib/httpCaching';
import { insertPage } from '../../src/server/db/repositories/pages';
import { insertListings } from '../../src/server/db/repositories/listings';
import { findSiteById } from '../../src/server/db/repositories/sites';
import { sites } from '../../src/server/db/schema';
import { noteContentChange } from '../../src/server/pageCache/contentChanges';
import { exportSiteContent, importSiteContent } from '../../src/server/cli/siteContent';
import type { RenderFunction } from '../../src/server/ssr';
import { ADMIN, EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';
import { insertFixtureListings, LISTINGS } from './listingsFixtures';

let harness: CmsHarness;
let editor: string;
let admin: string;
let renders = 0;
/** The address of the stand-in's last render. */
let lastRendered = '';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Stand-in SSR: the page payload as HTML, with the nonce where the real entry puts it. */
const render: RenderFunction = async (request, options) => {
  renders += 1;
  lastRendered = request.url;
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  const draft = query.qa_preview === '1';
  const answer = await options.api.pageByDomain({
    path: url.pathname,
    query: Object.keys(query).length ? query : undefined,
    domainName: url.hostname,
    ...(draft ? { production: false } : {}),
  });
  const html =
    `<!doctype html><html><head><meta property="csp-nonce" content="${options.nonce}"/></head><body>` +
    `<pre id="payload">${escapeHtml(JSON.stringify(answer.data))}</pre><script nonce="${options.nonce}">window.x=1</script></body></html>`;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  headers.set('Cache-Control', options.private ? 'private, no-store' : answer.status === 200 ? PUBLIC_HTML_CACHE_CONTROL : 'no-cache');
  if (answer.status === 200 && !options.private) {
    const etag = `W/"${Buffer.from(html.split(options.nonce ?? '\u0000').join('')).length.toString(36)}-${html.length}"`;
    headers.set('ETag', etag);
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : html, { status: answer.status, headers });
};

const get = (path: string, headers: Record<string, string> = {}) => harness.app.request(`http://localhost${path}`, { headers });
const cacheOf = (res: Response) => res.headers.get('x-page-cache');
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
/** Loads a page twice: the second answer must come from the cache. */
async function warm(path: string, host = 'localhost') {
  await harness.app.request(`http://${host}${path}`);
  const again = await harness.app.request(`http://${host}${path}`);
  expect(cacheOf(again), `${host}${path} cached`).toBe('HIT');
}
/** A block with its demo content (valid for publishing), fields patched. */
const demoBlock = (type: string, patch: Record<string, unknown> = {}) => {
  const definition = getBlockSchema(type)!;
  return { block_type: type, block_params: { ...(definition.demo.block_params ?? {}) }, fields: { ...definition.demo.fields, ...patch } };
};
const block = (block_type: string, fields: Record<string, unknown> = {}, block_params: Record<string, unknown> = {}) => ({ block_type, block_params, fields });

/** Saves a draft of the page with one text block titled `mainTitle`, runs `afterDraft`, then publishes it. */
async function publishPage(pageId: string, mainTitle: { fr: string; en: string }, afterDraft: () => Promise<void> = async () => undefined) {
  const { page } = await (await harness.call(`/api/cms/pages/${pageId}`, { cookie: editor })).json();
  const draft = { revision: page.revision, title: page.title, content: { fields: [demoBlock('text_block_1', { main_title: mainTitle })] } };
  const saved = await harness.call(`/api/cms/pages/${pageId}/draft`, { method: 'PUT', cookie: editor, body: draft });
  expect(saved.status).toBe(200);
  await afterDraft();
  const { revision } = await saved.json();
  expect((await harness.call(`/api/cms/pages/${pageId}/publish`, { method: 'POST', cookie: editor, body: { revision } })).status).toBe(200);
}

/**
 * Publishes an article in French (a new one, or a new version of `id`) with one text block, as an
 * editor; answers its id.
 */
async function publishArticle(title: { fr: string }, slug: { fr: string }, id?: number): Promise<{ id: number }> {
  const articleId = id ?? (await (await harness.call('/api/cms/articles', { method: 'POST', cookie: editor, body: { title } })).json()).article.id;
  const { article: current } = await (await harness.call(`/api/cms/articles/${articleId}`, { cookie: editor })).json();
  const document = { ...current.document, title, slug, body: { fields: [demoBlock('article_text_block', { content: { fr: '<p>Conseils.</p>', en: '<p>Advice.</p>' } })] } };
  const saved = await harness.call(`/api/cms/articles/${articleId}/draft`, { method: 'PUT', cookie: editor, body: { revision: current.revision, document } });
  expect(saved.status).toBe(200);
  const published = await harness.call(`/api/cms/articles/${articleId}/publish`, { method: 'POST', cookie: editor, body: { revision: (await saved.json()).revision } });
  expect(published.status).toBe(200);
  return { id: articleId };
}

/**
 * Uploads a plain JPEG (`width` × `height` px of `colour`) to the media library as an editor and
 * publishes a French page at `path` showing it in an image-and-text block; answers the image.
 */
async function pageWithUploadedImage(image: { key: string; path: string; name: string; width: number; height: number; colour: string }) {
  const photo = await sharp({ create: { width: image.width, height: image.height, channels: 3, background: image.colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(photo)], `${image.key}.jpg`, { type: 'image/jpeg' }));
  form.set('alt_fr', image.name);
  const uploaded = await harness.app.request('http://localhost/api/cms/media', { method: 'POST', headers: { Origin: 'http://localhost', Cookie: editor }, body: form });
  expect(uploaded.status).toBe(201);
  const { item } = (await uploaded.json()) as { item: { id: number; url: string; hash: string } };
  await insertPage(harness.database.db, {
    siteId: FIXTURE.siteId,
    key: image.key,
    title: { fr: image.name, en: image.name },
    content: { fields: [block('image_text_block', { main_title: { fr: image.name, en: image.name }, image: { media: { fr: { url: item.url, alt: image.name } } } })] },
    paths: [{ locale: 'fr', path: image.path }],
  });
  return item;
}

/** Changes the site's French SEO title in the general settings (as an admin). */
async function setFrenchSiteTitle(title: string) {
  const settings = await (await harness.call('/api/cms/settings', { cookie: admin })).json();
  const { has_secret_key: _ignored, ...recaptcha } = settings.recaptcha ?? {};
  const body = {
    theme: settings.theme,
    seo: { ...settings.seo, global: { ...settings.seo.global, fr: { ...settings.seo.global?.fr, title } } },
    metadata: settings.metadata,
    recaptcha: settings.recaptcha ? recaptcha : null,
    revision: settings.revision,
  };
  expect((await harness.call('/api/cms/settings', { method: 'PUT', cookie: admin, body })).status).toBe(200);
}

beforeAll(async () => {
  harness = await openCmsHarness({ render, pageCacheMb: 8 });
  editor = await harness.logIn(EDITOR);
  admin = await harness.logIn(ADMIN);
  await insertFixtureListings(harness.database.db);
  await insertPage(harness.database.db, {
    siteId: FIXTURE.siteId,
    key: 'listings',
    title: { fr: 'Propriétés', en: 'Properties' },
    content: { fields: [block('properties_slider_block', { main_title: { fr: 'Nos propriétés', en: 'Our properties' } })] },
    paths: [{ locale: 'fr', path: '/fr/nos-proprietes' }],
  });
  await insertPage(harness.database.db, {
    siteId: FIXTURE.siteId,
    key: 'blog',
    title: { fr: 'Blogue', en: 'Blog' },
    content: { fields: [block('blog_articles_grid_block', { main_title: { fr: 'Articles', en: 'Articles' } })] },
    paths: [{ locale: 'fr', path: '/fr/articles' }],
  });
});
afterAll(() => harness.database.dispose());

describe('a published page', () => {
  it('is rendered once, then served from memory with a new nonce in every response', async () => {
    const before = renders;
    const first = await get('/fr/a-propos');
    expect(first.status).toBe(200);
    expect(cacheOf(first)).toBe('MISS');
    const second = await get('/fr/a-propos');
    const third = await get('/fr/a-propos');
    expect(renders - before).toBe(1);
    expect([cacheOf(second), cacheOf(third)]).toEqual(['HIT', 'HIT']);

    const bodies = [await first.text(), await second.text(), await third.text()];
    const nonces = [nonceOf(first), nonceOf(second), nonceOf(third)];
    expect(new Set(nonces).size).toBe(3);
    bodies.forEach((body, i) => {
      expect(body).toContain(`<script nonce="${nonces[i]}">`);
      expect(body).toContain(`content="${nonces[i]}"`);
      for (const other of nonces.filter((_, j) => j !== i)) expect(body).not.toContain(other!);
      expect(body.split(nonces[i]!).join('')).toBe(bodies[0].split(nonces[0]!).join(''));
    });
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers 304 from the cache when the ETag matches, without a CSP', async () => {
    const fresh = await get('/fr/a-propos');
    const before = renders;
    const revalidated = await get('/fr/a-propos', { 'If-None-Match': fresh.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(cacheOf(revalidated)).toBe('HIT');
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect(renders).toBe(before);
  });

  it('carries CDN directives: s-maxage and stale-while-revalidate', async () => {
    const res = await get('/fr/a-propos');
    const cacheControl = res.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('public');
    expect(cacheControl).toMatch(/s-maxage=\d+/);
    expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
  });

  it('a burst of requests for a page being rendered renders it once', async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/en/about?burst=1')));
    expect(renders - before).toBe(1);
    expect(answers.map(cacheOf).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    expect(new Set(answers.map(nonceOf)).size).toBe(5);
  });

  it('keeps one entry per query string and per host', async () => {
    const before = renders;
    await get('/fr/a-propos?page=2');
    await get('/fr/a-propos?page=2');
    const agency = await harness.app.request('http://agence.test/fr');
    expect(cacheOf(agency)).toBe('MISS');
    expect(await agency.text()).toContain('site-other');
    expect(renders - before).toBe(2);
  });
});

describe("an ad's or a newsletter's link", () => {
  it('is served the cached page: its campaign tags and click id are neither in the key nor in the render', async () => {
    await warm('/fr/a-propos');
    const before = renders;
    const ad = await get('/fr/a-propos?utm_source=google&utm_medium=cpc&gclid=Cj0KCQiA-abc');
    expect(cacheOf(ad)).toBe('HIT');
    expect(renders).toBe(before);

    const first = await get('/en/about?fbclid=IwAR-first&UTM_Campaign=printemps');
    expect(cacheOf(first)).toBe('MISS');
    expect(new URL(lastRendered).search).toBe('');
    const second = await get('/en/about?fbclid=IwAR-second');
    expect(cacheOf(second)).toBe('HIT');
    expect(renders - before).toBe(1);
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(secondBody.split(nonceOf(second)!).join('')).toBe(firstBody.split(nonceOf(first)!).join(''));
    expect(secondBody).not.toContain('IwAR');
  });

  it("keeps the page's own parameters, in their order and as written", async () => {
    const before = renders;
    const filtered = await get('/en/about?gclid=abc&mun=Montr%C3%A9al&utm_source=x&beds=2');
    expect(cacheOf(filtered)).toBe('MISS');
    expect(new URL(lastRendered).search).toBe('?mun=Montr%C3%A9al&beds=2');
    expect(cacheOf(await get('/en/about?mun=Montr%C3%A9al&beds=2'))).toBe('HIT');
    expect(cacheOf(await get('/en/about?beds=2&mun=Montr%C3%A9al'))).toBe('MISS');
    expect(renders - before).toBe(2);
  });

  it('an answer the cache does not keep is rendered again from the address as asked (a redirect passes the click id on)', async () => {
    const before = renders;
    const missing = await get('/fr/nulle-part?gclid=abc');
    expect(missing.status).toBe(404);
    expect(renders - before).toBe(2);
    expect(new URL(lastRendered).search).toBe('?gclid=abc');
  });
});

describe('what is never served from the cache', () => {
  it('a 404 and a 503 are rendered every time', async () => {
    const before = renders;
    for (const path of ['/fr/nulle-part', '/fr/nulle-part', '/fr/maintenance', '/fr/maintenance']) {
      const res = await get(path);
      expect(cacheOf(res)).toBe('MISS');
    }
    expect(renders - before).toBe(4);
  });

  it('a logged-in editor gets a fresh render, private', async () => {
    await warm('/fr');
    const before = renders;
    const res = await get('/fr', { Cookie: editor });
    expect(cacheOf(res)).toBe('BYPASS');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(renders - before).toBe(1);
  });

  it('a draft preview and a variant preview link are private, no-store', async () => {
    for (const path of ['/fr?qa_preview=1', '/fr?variant=promo&preview=token']) {
      const before = renders;
      const res = await get(path);
      expect(cacheOf(res)).toBe('BYPASS');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('etag')).toBeNull();
      await get(path);
      expect(renders - before).toBe(2);
    }
  });
});

describe('invalidation', () => {
  it('a publish drops the pages of that page only', async () => {
    const ids = await harness.pageIds(editor);
    await warm('/fr/a-propos');
    await warm('/en/about');
    await warm('/fr');
    await publishPage(ids.about, { fr: 'Qui sommes-nous', en: 'Who we are' }, async () => {
      // A draft save changes nothing public.
      expect(cacheOf(await get('/fr/a-propos'))).toBe('HIT');
    });

    const fr = await get('/fr/a-propos');
    expect(cacheOf(fr)).toBe('MISS');
    expect(await fr.text()).toContain('Qui sommes-nous');
    expect(cacheOf(await get('/en/about'))).toBe('MISS');
    expect(cacheOf(await get('/fr'))).toBe('HIT');
  });

  it('a settings change drops every page of that site, not the other site', async () => {
    await warm('/fr');
    await warm('/fr/a-propos');
    await warm('/fr', 'agence.test');
    await setFrenchSiteTitle('Courtier modifié');
    const home = await get('/fr');
    expect(cacheOf(home)).toBe('MISS');
    expect(await home.text()).toContain('Courtier modifié');
    expect(cacheOf(await get('/fr/a-propos'))).toBe('MISS');
    expect(cacheOf(await harness.app.request('http://agence.test/fr'))).toBe('HIT');
  });

  it('a listing write drops the pages showing the site listings and that listing page only', async () => {
    const active = LISTINGS.filter((row) => row.siteId === FIXTURE.siteId && (row.status ?? 'active') === 'active');
    const [listing, other] = active;
    /** The canonical address of a listing page (the API redirects any slug to it). */
    const pageOf = async (uls: string) => {
      const res = await harness.call('/api/swc/page', { method: 'POST', body: { path: `/fr/proprietes/x-${uls}`, domain_name: 'localhost' } });
      expect(res.status).toBe(301);
      return (await res.json()).location as string;
    };
    const listingPath = await pageOf(listing.uls);
    const otherPath = await pageOf(other.uls);
    await warm('/fr/nos-proprietes');
    await warm(listingPath);
    await warm(otherPath);
    await warm('/fr/a-propos');

    await insertListings(harness.database.db, [{ ...listing, price: listing.price + 1000 }]);
    expect(cacheOf(await get('/fr/nos-proprietes'))).toBe('MISS');
    expect(cacheOf(await get(listingPath))).toBe('MISS');
    expect(cacheOf(await get(otherPath))).toBe('HIT');
    expect(cacheOf(await get('/fr/a-propos'))).toBe('HIT');
  });

  it('an article publish drops the blog pages, not the others', async () => {
    await warm('/fr/articles');
    await warm('/fr/a-propos');
    const created = await harness.call('/api/cms/articles', { method: 'POST', cookie: editor, body: { title: { fr: 'Vendre au printemps' } } });
    const { article } = await created.json();
    const { article: current } = await (await harness.call(`/api/cms/articles/${article.id}`, { cookie: editor })).json();
    const document = {
      ...current.document,
      title: { fr: 'Vendre au printemps' },
      slug: { fr: 'vendre-au-printemps' },
      body: { fields: [demoBlock('article_text_block', { content: { fr: '<p>Le printemps.</p>', en: '<p>Spring.</p>' } })] },
    };
    const saved = await harness.call(`/api/cms/articles/${article.id}/draft`, { method: 'PUT', cookie: editor, body: { revision: current.revision, document } });
    expect(saved.status).toBe(200);
    expect(cacheOf(await get('/fr/articles'))).toBe('HIT');
    const published = await harness.call(`/api/cms/articles/${article.id}/publish`, { method: 'POST', cookie: editor, body: { revision: (await saved.json()).revision } });
    expect(published.status).toBe(200);
    const blog = await get('/fr/articles');
    expect(cacheOf(blog)).toBe('MISS');
    expect(await blog.text()).toContain('Vendre au printemps');
    expect(cacheOf(await get('/fr/a-propos'))).toBe('HIT');
  });

  it('a variant published drops the pages asking for it, not the page itself', async () => {
    const ids = await harness.pageIds(editor);
    const created = await harness.call(`/api/cms/pages/${ids.about}/variants`, { method: 'POST', cookie: editor, body: { name: 'Campagne été', color: '#2f6b4f' } });
    expect(created.status).toBe(201);
    const { variant } = await created.json();
    // Unpublished: anonymous visitors asking for it get the page itself, cached under that query.
    await warm(`/fr/a-propos?variant=${variant.id}`);
    await warm('/fr/a-propos');
    expect(await (await get(`/fr/a-propos?variant=${variant.id}`)).text()).not.toContain(variant.id);

    const published = await harness.call(`/api/cms/pages/${ids.about}/variants/${variant.id}/publish`, { method: 'POST', cookie: editor, body: {} });
    expect(published.status).toBe(200);
    const asked = await get(`/fr/a-propos?variant=${variant.id}`);
    expect(cacheOf(asked)).toBe('MISS');
    expect(await asked.text()).toContain(variant.id);
    expect(cacheOf(await get('/fr/a-propos'))).toBe('HIT');
  });

  it('a content import drops every page of the imported site, not the other site', async () => {
    await warm('/fr');
    await warm('/fr/a-propos');
    await warm('/fr', 'agence.test');
    const site = (await findSiteById(harness.database.db, FIXTURE.siteId))!;
    await importSiteContent(harness.database.db, site, await exportSiteContent(harness.database.db, site));
    expect(cacheOf(await get('/fr'))).toBe('MISS');
    expect(cacheOf(await get('/fr/a-propos'))).toBe('MISS');
    expect(cacheOf(await harness.app.request('http://agence.test/fr'))).toBe('HIT');
  });

  it('a focal point moved in the media library drops the pages showing that image only', async () => {
    const item = await pageWithUploadedImage({ key: 'garden', path: '/fr/jardin', name: 'Jardin', width: 1200, height: 800, colour: '#6b8e23' });
    await warm('/fr/jardin');
    await warm('/fr/a-propos');
    // Alt texts live in the content: changing them in the library changes no page.
    expect((await harness.call(`/api/cms/media/${item.id}`, { method: 'PATCH', cookie: editor, body: { alt: { fr: 'Le jardin' } } })).status).toBe(200);
    expect(cacheOf(await get('/fr/jardin'))).toBe('HIT');
    expect((await harness.call(`/api/cms/media/${item.id}`, { method: 'PATCH', cookie: editor, body: { focal_point: { x: 0.2, y: 0.6 } } })).status).toBe(200);
    const garden = await get('/fr/jardin');
    expect(cacheOf(garden)).toBe('MISS');
    expect(await garden.text()).toContain(`&quot;${item.hash}&quot;:{&quot;width&quot;:1200,&quot;height&quot;:800`);
    expect(cacheOf(await get('/fr/a-propos'))).toBe('HIT');
  });
});

describe('the rows a render reads, kept between renders', () => {
  // A link with a query of its own (filters, a parameter the page does not read) is never in the
  // page cache: its render reads the site and page rows kept since the last render, which must
  // follow every change at once.
  it('a page asked with a new query each time shows a publish and a settings change at once', async () => {
    const ids = await harness.pageIds(editor);
    expect(cacheOf(await get('/fr/a-propos?visit=first'))).toBe('MISS');
    await publishPage(ids.about, { fr: 'Une équipe de la Rive-Sud', en: 'A South Shore team' });
    const published = await get('/fr/a-propos?visit=second');
    expect(cacheOf(published)).toBe('MISS');
    expect(await published.text()).toContain('Une équipe de la Rive-Sud');
    await setFrenchSiteTitle('Courtier du printemps');
    const renamed = await (await get('/fr/a-propos?visit=third')).text();
    expect(renamed).toContain('Courtier du printemps');
    expect(renamed).toContain('Une équipe de la Rive-Sud');
  });

  it('a listing page asked with a new query each time shows a listing write at once', async () => {
    const listing = LISTINGS.find((row) => row.siteId === FIXTURE.siteId && (row.status ?? 'active') === 'active')!;
    const moved = await harness.call('/api/swc/page', { method: 'POST', body: { path: `/fr/proprietes/x-${listing.uls}`, domain_name: 'localhost' } });
    const listingPath = (await moved.json()).location as string;
    const priceIn = async (query: string) => {
      const res = await get(`${listingPath}?visit=${query}`);
      expect(cacheOf(res)).toBe('MISS');
      return Number(/&quot;price&quot;:(\d+)/.exec(await res.text())?.[1]);
    };
    const before = await priceIn('listing-1');
    expect(await priceIn('listing-2')).toBe(before);
    await insertListings(harness.database.db, [{ ...listing, price: before + 5000 }]);
    expect(await priceIn('listing-3')).toBe(before + 5000);
    await insertListings(harness.database.db, [{ ...listing, status: 'sold' }]);
    expect((await get(`${listingPath}?visit=listing-4`)).status).toBe(410);
  });

  it('a post asked with a new query each time shows its new version and a new article in its feed at once', async () => {
    const post = await publishArticle({ fr: 'Acheter en hiver' }, { fr: 'acheter-en-hiver' });
    const path = `/fr/blogue/acheter-en-hiver-${post.id}`;
    const page = async (query: string) => {
      const res = await get(`${path}?visit=${query}`);
      expect(res.status, `${path}?visit=${query}`).toBe(200);
      expect(cacheOf(res)).toBe('MISS');
      return res.text();
    };
    expect(await page('post-1')).toContain('Acheter en hiver');
    await publishArticle({ fr: 'Acheter en hiver, bien préparé' }, { fr: 'acheter-en-hiver' }, post.id);
    expect(await page('post-2')).toContain('Acheter en hiver, bien préparé');
    await publishArticle({ fr: 'Inspecter avant d’acheter' }, { fr: 'inspecter-avant-d-acheter' });
    expect(await page('post-3')).toContain('Inspecter avant d’acheter');
  });

  it('a page asked with a new query each time shows an image’s new focal point at once', async () => {
    const item = await pageWithUploadedImage({ key: 'facade', path: '/fr/facade', name: 'Façade', width: 900, height: 600, colour: '#8e6b23' });
    const focalPoint = async (query: string) =>
      /&quot;focal_point&quot;:\{&quot;x&quot;:([\d.]+),&quot;y&quot;:([\d.]+)\}/
        .exec(await (await get(`/fr/facade?visit=${query}`)).text())
        ?.slice(1)
        .map(Number);
    expect(await focalPoint('media-1')).toEqual([0.5, 0.5]);
    expect((await harness.call(`/api/cms/media/${item.id}`, { method: 'PATCH', cookie: editor, body: { focal_point: { x: 0.3, y: 0.7 } } })).status).toBe(200);
    expect(await focalPoint('media-2')).toEqual([0.3, 0.7]);
  });
});

/** One plain HTTP/1.1 request to `server` (no `Accept-Encoding` unless given): status, headers and body. */
function over(server: ServerType, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: `localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('over a socket', () => {
  let server: ServerType;
  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: harness.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const nonceIn = (headers: IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy'] ?? ''))?.[1];

  it('answers a hit with the same page, headers and length, and its own nonce', async () => {
    const first = await over(server, '/fr/a-propos?socket=1');
    expect(first.headers['x-page-cache']).toBe('MISS');
    const second = await over(server, '/fr/a-propos?socket=1');
    const third = await over(server, '/fr/a-propos?socket=1');
    for (const hit of [second, third]) {
      expect(hit.status).toBe(200);
      expect(hit.headers['x-page-cache']).toBe('HIT');
      expect(Number(hit.headers['content-length'])).toBe(hit.body.byteLength);
      expect(hit.body.toString()).toContain(`<script nonce="${nonceIn(hit.headers)}">`);
      expect(hit.body.toString().split(nonceIn(hit.headers)!).join('')).toBe(first.body.toString().split(nonceIn(first.headers)!).join(''));
      for (const name of [
        'etag',
        'cache-control',
        'content-type',
        'vary',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'strict-transport-security',
        'cross-origin-resource-policy',
        'permissions-policy',
      ]) {
        expect(hit.headers[name], name).toBe(first.headers[name]);
      }
      expect(String(hit.headers['content-security-policy']).split(nonceIn(hit.headers)!).join('')).toBe(String(first.headers['content-security-policy']).split(nonceIn(first.headers)!).join(''));
    }
    expect(new Set([first, second, third].map((answer) => nonceIn(answer.headers))).size).toBe(3);
  });

  it('answers 304 without a CSP, and HEAD without a body', async () => {
    const page = await over(server, '/fr/a-propos?socket=2');
    const revalidated = await over(server, '/fr/a-propos?socket=2', { 'If-None-Match': String(page.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['x-page-cache']).toBe('HIT');
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.headers['x-content-type-options']).toBe('nosniff');
    const head = await over(server, '/fr/a-propos?socket=2', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.body.byteLength).toBe(0);
    expect(nonceIn(head.headers)).toBeTruthy();
  });

  it('compresses a hit for a client asking for it: the page with its own nonce, the same headers, its compressed length', async () => {
    const plain = await over(server, '/fr/a-propos?socket=3');
    const gzipped = await over(server, '/fr/a-propos?socket=3', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['x-page-cache']).toBe('HIT');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toContain(`<script nonce="${nonceIn(gzipped.headers)}">`);
    const browsers = [];
    for (let i = 0; i < 2; i++) browsers.push(await over(server, '/fr/a-propos?socket=3', { 'Accept-Encoding': 'gzip, deflate, br, zstd' }));
    for (const browser of browsers) {
      expect(browser.status).toBe(200);
      expect(browser.headers['x-page-cache']).toBe('HIT');
      expect(browser.headers['content-encoding']).toBe('br');
      expect(Number(browser.headers['content-length'])).toBe(browser.body.byteLength);
      const page = brotliDecompressSync(browser.body).toString();
      expect(page).toContain(`<script nonce="${nonceIn(browser.headers)}">`);
      expect(page.split(nonceIn(browser.headers)!).join('')).toBe(plain.body.toString().split(nonceIn(plain.headers)!).join(''));
      for (const name of ['etag', 'cache-control', 'content-type', 'vary', 'x-content-type-options', 'strict-transport-security']) {
        expect(browser.headers[name], name).toBe(plain.headers[name]);
      }
    }
    expect(String(browsers[0].headers.vary)).toMatch(/accept-encoding/i);
    expect(nonceIn(browsers[0].headers)).not.toBe(nonceIn(browsers[1].headers));
    // A browser revalidating gets its 304 from the cache too, without a body.
    const revalidated = await over(server, '/fr/a-propos?socket=3', { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': String(plain.headers.etag) });
    expect([revalidated.status, revalidated.headers['x-page-cache'], revalidated.body.byteLength]).toEqual([304, 'HIT', 0]);
  });

  it('keeps the site’s own frame sources in the CSP of a hit', async () => {
    const tool = 'https://outils.example-immobilier.ca';
    const [site] = await harness.database.db.select().from(sites).where(eq(sites.id, FIXTURE.siteId));
    const settings = (site.settings ?? {}) as Record<string, Record<string, unknown>>;
    await harness.database.db
      .update(sites)
      .set({ settings: { ...settings, metadata: { ...(settings.metadata ?? {}), frame_sources: [tool] } } as never })
      .where(eq(sites.id, FIXTURE.siteId));
    noteContentChange({ kind: 'site', siteId: FIXTURE.siteId });
    const frameSrc = (headers: IncomingHttpHeaders) =>
      String(headers['content-security-policy'])
        .split('; ')
        .find((d) => d.startsWith('frame-src'));
    const miss = await over(server, '/fr/a-propos?socket=5');
    const hit = await over(server, '/fr/a-propos?socket=5');
    expect([miss.headers['x-page-cache'], hit.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
    expect(frameSrc(hit.headers)).toContain(tool);
    expect(frameSrc(hit.headers)).toBe(frameSrc(miss.headers));
  });

  it('never answers an editor or a bad address from the cache', async () => {
    await over(server, '/fr/a-propos?socket=4');
    expect((await over(server, '/fr/a-propos?socket=4', { Cookie: editor })).headers['x-page-cache']).toBe('BYPASS');
    expect((await over(server, '/fr/a-propos?socket=4', { Host: 'localhost@evil.example' })).status).toBe(400);
  });
});
