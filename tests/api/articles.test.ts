/**
 * The blog through the content API: `GET /{microsite_id}/articles` (spec 001 §7: every parameter
 * and error), post pages `/fr/blogue/{slug}-{id}` / `/en/blog/{slug}-{id}` (200, 301, 404,
 * alternates, SEO), the archive page's server data, the RSS feeds and the sitemap.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesResponse, type BlogArticle } from '../../src/schema/blog';
import { pagePayload } from '../../src/schema/page';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { insertArticle } from '../../src/server/db/repositories/articles';
import { articles, blogCategories, sites } from '../../src/server/db/schema';
import { createSeoRoutes } from '../../src/server/seo/routes';
import { seedArticles, seedAuthors, seedCategories } from '../../src/server/seed/blog/articles';
import { seedIfEmpty } from '../../src/server/seed/index';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;
let seo: ReturnType<typeof createSeoRoutes>;
let siteKey: string;
const SITE = 'site-julie-tremblay';
const MICROSITE = 'julie-tremblay';
const DAY = 24 * 60 * 60 * 1000;

const bilingual = seedArticles.filter((article) => article.title.en);
const frenchOnly = seedArticles.filter((article) => !article.title.en);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db);
  api = createContentApiApp({ db: database.db });
  seo = createSeoRoutes({ db: database.db });
  const [site] = await database.db.select().from(sites).where(eq(sites.id, SITE));
  siteKey = site.siteKey;
  // Never visible: a draft, and an article scheduled for tomorrow.
  await insertArticle(database.db, { siteId: SITE, slug: { fr: 'brouillon' }, title: { fr: 'Brouillon' }, status: 'draft', publishedAt: new Date(Date.now() - DAY) });
  await insertArticle(database.db, {
    siteId: SITE,
    slug: { fr: 'demain', en: 'tomorrow' },
    title: { fr: 'Demain', en: 'Tomorrow' },
    status: 'scheduled',
    publishedAt: new Date(Date.now() + DAY),
  });
});
afterAll(() => database.dispose());

const get = (query: string, headers: Record<string, string> = {}) => api.request(`/${MICROSITE}/articles${query}`, { headers: { 'X-Site-Key': siteKey, ...headers } });
const data = async (res: Response) => articlesResponse.parse(await res.json()).data;
const page = (path: string) => api.request(`/page/${SITE}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path, production: true }) });

async function articleBySlug(slugFr: string) {
  const rows = await database.db.select().from(articles).where(eq(articles.siteId, SITE));
  return rows.find((row) => row.slug.fr === slugFr)!;
}

describe('GET /articles', () => {
  it('answers the newest 6 French articles with categories and the total, by default', async () => {
    const res = await get('?with_categories=1');
    expect(res.status).toBe(200);
    const body = await data(res);
    expect(body.total).toBe(seedArticles.length);
    expect(body.articles).toHaveLength(6);
    const dates = body.articles.map((a) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = body.articles[0];
    expect(first.title.fr).toBeTruthy();
    expect(first.excerpt).toBe(seedArticles.find((a) => a.title.fr === first.title.fr)!.excerpt.fr);
    // The seeded covers are media-library images (the blog's illustrations, rasterised and processed).
    expect(first.thumbnails?.url_small).toMatch(/^\/media\/[0-9a-f]{32}-1920\.jpg$/);
    expect(seedAuthors.map((author) => author.name)).toContain(first.author?.name);
    expect(first.read_time.fr).toBeGreaterThanOrEqual(1);
    expect(body.categories?.map((c) => c.label)).toEqual(Object.values(seedCategories));
    const counted = body.categories!.reduce((sum, c) => sum + c.articles_count, 0);
    expect(counted).toBe(seedArticles.reduce((sum, a) => sum + a.categories.length, 0));
  });

  it('lists English articles only in English (the French-only one is left out)', async () => {
    const body = await data(await get('?language=en&limit=50'));
    expect(body.total).toBe(bilingual.length);
    expect(body.articles.every((a) => a.title.en)).toBe(true);
    expect(body.articles.some((a) => frenchOnly.some((f) => f.title.fr === a.title.fr))).toBe(false);
    // Content-Language picks the language when the parameter is absent.
    expect((await data(await get('?limit=50', { 'Content-Language': 'en-CA' }))).total).toBe(bilingual.length);
  });

  it('pages with page and limit, and orders asc or desc', async () => {
    const all = (await data(await get('?limit=50'))).articles;
    const second = (await data(await get('?page=2&limit=5'))).articles;
    expect(second.map((a) => a.id)).toEqual(all.slice(5, 10).map((a) => a.id));
    const oldest = (await data(await get('?order=asc&limit=50'))).articles;
    expect(oldest.map((a) => a.id)).toEqual([...all].reverse().map((a) => a.id));
    const pastTheLast = await data(await get('?page=99'));
    expect(pastTheLast.articles).toEqual([]);
    expect(pastTheLast.total).toBe(seedArticles.length);
  });

  it('filters by categories (any of the listed ids)', async () => {
    const categories = await database.db.select().from(blogCategories).where(eq(blogCategories.siteId, SITE));
    const buying = categories.find((c) => c.label.en === 'Buying')!;
    const selling = categories.find((c) => c.label.en === 'Selling')!;
    const expected = (keys: string[]) => seedArticles.filter((a) => a.categories.some((k) => keys.includes(k))).length;
    expect((await data(await get(`?categories=${buying.id}&limit=50`))).total).toBe(expected(['buying']));
    expect((await data(await get(`?categories=${buying.id},${selling.id}&limit=50`))).total).toBe(expected(['buying', 'selling']));
    expect((await data(await get('?categories=999999'))).total).toBe(0);
  });

  it('never shows drafts or articles scheduled later', async () => {
    const body = await data(await get('?limit=50'));
    expect(body.articles.map((a) => a.title.fr)).not.toContain('Brouillon');
    expect(body.articles.map((a) => a.title.fr)).not.toContain('Demain');
  });

  it.each([
    ['?language=de', 'language'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?order=newest', 'order'],
    ['?categories=1,x', 'categories'],
    ['?categories=0', 'categories'],
    ['?with_categories=yes', 'with_categories'],
    ['?page=1&page=2', 'page'],
    ['?sort=desc', 'sort'],
  ])('answers 422 with a message for %s', async (query, param) => {
    const res = await get(query);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { status: string; errors: Record<string, string[]> };
    expect(body.status).toBe('error');
    expect(body.errors[param]?.[0]).toEqual(expect.any(String));
  });

  it('needs the site key: 401 without, 403 with a wrong one, 404 for an unknown site', async () => {
    expect((await api.request(`/${MICROSITE}/articles`)).status).toBe(401);
    expect((await api.request(`/${MICROSITE}/articles`, { headers: { 'X-Site-Key': 'nope' } })).status).toBe(403);
    expect((await api.request('/unknown-site/articles', { headers: { 'X-Site-Key': siteKey } })).status).toBe(404);
  });
});

describe('post pages', () => {
  it('serves a post with its blocks, SEO, JSON-LD and both alternates', async () => {
    const seed = bilingual[0];
    const row = await articleBySlug(seed.slug.fr!);
    const res = await page(`/fr/blogue/${seed.slug.fr}-${row.id}`);
    expect(res.status).toBe(200);
    const payload = pagePayload.parse(await res.json());
    expect(payload.content.fields.map((b) => b.block_type)).toEqual(['blog_post_block', 'author_block', 'blog_articles_grid_block']);
    const post = payload.content.fields[0];
    expect((post.fields as { main_title: { fr: string } }).main_title.fr).toBe(seed.title.fr);
    expect((post.fields as { main_content: unknown[] }).main_content.length).toBe(seed.body.fr!.length);
    const grid = payload.content.fields[2].block_params as { core_data: { articlesListing: BlogArticle[] } };
    expect(grid.core_data.articlesListing.map((a) => a.id)).not.toContain(row.id);
    expect(payload.alternate_paths).toEqual([
      { locale: 'fr', path: `/fr/blogue/${seed.slug.fr}-${row.id}` },
      { locale: 'en', path: `/en/blog/${seed.slug.en}-${row.id}` },
    ]);
    expect(payload.seo.article?.published_time).toBe(row.publishedAt!.toISOString());
    expect(payload.seo.rss_url).toEqual({ fr: '/fr/blogue/rss.xml', en: '/en/blog/rss.xml' });
    const ld = payload.seo.structured_data!.fr![0];
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: seed.title.fr, inLanguage: 'fr-CA', datePublished: row.publishedAt!.toISOString() });
    expect(ld.image).toEqual([row.cover!.url]);
    expect(row.cover!.url).toMatch(/^\/media\/[0-9a-f]{32}-1920\.jpg$/);
    // The cover's size and placeholder come with the page, for its box and its fade-in.
    const hash = /\/media\/([0-9a-f]{32})-/.exec(row.cover!.url)![1]!;
    expect(payload.media_library?.[hash]).toMatchObject({ width: 1920, height: 1080, placeholder: expect.stringMatching(/^data:image\/webp;base64,/) });
    expect(ld.author).toEqual([{ '@type': 'Person', name: expect.any(String) }]);
  });

  it('redirects a wrong slug, or the other language’s slug, to the canonical path (301)', async () => {
    const seed = bilingual[1];
    const row = await articleBySlug(seed.slug.fr!);
    for (const path of [`/fr/blogue/mauvais-titre-${row.id}`, `/fr/blogue/${seed.slug.en}-${row.id}`]) {
      const res = await page(path);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`/fr/blogue/${seed.slug.fr}-${row.id}`);
    }
  });

  it('answers 404 for an unknown id, a draft, a scheduled article and a missing language', async () => {
    const draft = await articleBySlug('brouillon');
    const tomorrow = await articleBySlug('demain');
    const french = await articleBySlug(frenchOnly[0].slug.fr!);
    expect((await page('/fr/blogue/rien-999999')).status).toBe(404);
    expect((await page(`/fr/blogue/brouillon-${draft.id}`)).status).toBe(404);
    expect((await page(`/fr/blogue/demain-${tomorrow.id}`)).status).toBe(404);
    expect((await page(`/en/blog/${frenchOnly[0].slug.fr}-${french.id}`)).status).toBe(404);
  });

  it('gives a French-only article a French alternate only', async () => {
    const seed = frenchOnly[0];
    const row = await articleBySlug(seed.slug.fr!);
    const payload = pagePayload.parse(await (await page(`/fr/blogue/${seed.slug.fr}-${row.id}`)).json());
    expect(payload.alternate_paths).toEqual([{ locale: 'fr', path: `/fr/blogue/${seed.slug.fr}-${row.id}` }]);
    expect(payload.seo.canonical_url).toEqual({ fr: `/fr/blogue/${seed.slug.fr}-${row.id}` });
  });
});

describe('archive page, feeds and sitemap', () => {
  it('feeds the archive page’s blocks: featured articles, the first page and the categories', async () => {
    const res = await page('/en/blog');
    expect(res.status).toBe(200);
    const payload = pagePayload.parse(await res.json());
    const [featured, archive] = payload.content.fields.map((b) => b.block_params as { core_data: { articlesListing: BlogArticle[]; total?: number; categories?: unknown[] } });
    const featuredCards = featured.core_data.articlesListing.filter((a) => a.featured);
    expect(featuredCards.length).toBe(seedArticles.filter((a) => a.featured && a.title.en).length);
    expect(archive.core_data.articlesListing).toHaveLength(6);
    expect(archive.core_data.total).toBe(bilingual.length);
    expect(archive.core_data.categories).toHaveLength(3);
    expect(payload.seo.rss_url?.en).toBe('/en/blog/rss.xml');
  });

  it('publishes an RSS 2.0 feed per language with absolute links', async () => {
    const fr = await seo.request('http://julietremblay.ca/fr/blogue/rss.xml', { headers: { host: 'julietremblay.ca' } });
    expect(fr.status).toBe(200);
    expect(fr.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await fr.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(seedArticles.length);
    expect(xml).toMatch(/<link>https:\/\/julietremblay\.ca\/fr\/blogue\/[a-z0-9-]+-\d+<\/link>/);
    expect(xml).not.toContain('Brouillon');
    const en = await (await seo.request('http://julietremblay.ca/en/blog/rss.xml', { headers: { host: 'julietremblay.ca' } })).text();
    expect(en.match(/<item>/g)).toHaveLength(bilingual.length);
  });

  it('escapes titles and excerpts for the HTML a feed reader renders, not only for XML', async () => {
    const row = await articleBySlug(bilingual[0].slug.fr!);
    const hostile = '<img src=x onerror=alert(1)> & "R&D"';
    await database.db
      .update(articles)
      .set({ title: { ...row.title, fr: hostile }, excerpt: { ...row.excerpt, fr: hostile } })
      .where(eq(articles.id, row.id));
    const xml = await (await seo.request('http://julietremblay.ca/fr/blogue/rss.xml', { headers: { host: 'julietremblay.ca' } })).text();
    // What a reader gets once the XML is parsed: HTML text that shows the characters, with no tag.
    const xmlText = (element: string) =>
      [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map(([, text]) =>
        text!.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!),
      );
    const html = [...xmlText('title'), ...xmlText('description')];
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;R&amp;D&quot;');
    expect(html.filter((text) => text.includes('<'))).toEqual([]);
  });

  it('lists visible articles in the sitemap, with the languages they exist in', async () => {
    const xml = await (await seo.request('http://julietremblay.ca/sitemap.xml', { headers: { host: 'julietremblay.ca' } })).text();
    const french = await articleBySlug(frenchOnly[0].slug.fr!);
    expect(xml).toContain(`/fr/blogue/${frenchOnly[0].slug.fr}-${french.id}</loc>`);
    expect(xml).not.toContain(`/en/blog/${frenchOnly[0].slug.fr}-${french.id}`);
    expect(xml).toContain('/en/blog/');
    expect(xml).not.toContain('brouillon');
  });
});
