/**
 * `/sitemap.xml` and `/robots.txt` per site: the request's Host site, every
 * published indexable page per locale with hreflang alternates, every active listing in both
 * locales, and a robots.txt pointing at the absolute sitemap URL. URLs are on the site's primary
 * domain over https (its first public one), whichever of its hosts the request named and whatever
 * forwarded headers claim.
 */
import { and, count, eq } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingUrl } from '../../src/server/api/listings/listingUrl';
import { listings, municipalities, sites } from '../../src/server/db/schema';
import { seedIfEmpty } from '../../src/server/seed/index';
import { seedSites } from '../../src/server/seed/index';
import { createSeoRoutes } from '../../src/server/seo/routes';
import { openTestDatabase, type TestDatabase } from './testDatabase';

/** jsdom's XML parser (jsdom ships no types; only the constructor is needed). */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } };
};

let database: TestDatabase;
let app: ReturnType<typeof createSeoRoutes>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db);
  app = createSeoRoutes({ db: database.db });
});
afterAll(() => database.dispose());

const XHTML = 'http://www.w3.org/1999/xhtml';
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';

async function sitemap(host: string) {
  const res = await app.request(`http://${host}/sitemap.xml`, { headers: { Host: host } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  const document = new JSDOM(await res.text(), { contentType: 'application/xml' }).window.document;
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const urls = [...document.getElementsByTagNameNS(SM, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SM, 'loc')[0].textContent ?? '',
    lastmod: url.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? '',
    alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => ({ hreflang: link.getAttribute('hreflang'), href: link.getAttribute('href') })),
  }));
  return urls;
}

/**
 * The `<loc>` of every `<url>` of a sitemap file, in order: what the index test compares, read
 * without building a document per file (the first tests check the files' structure with jsdom).
 */
function urlLocs(xml: string): string[] {
  return [...xml.matchAll(/<url>\s*<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
}

async function activeCount(siteId: string) {
  const [row] = await database.db.select({ n: count() }).from(listings).where(and(eq(listings.siteId, siteId), eq(listings.status, 'active')));
  return Number(row.n);
}

describe('/sitemap.xml', () => {
  it('lists the broker site’s indexable pages per locale, with fr-CA / en-CA / x-default alternates', async () => {
    const urls = await sitemap('julietremblay.ca');
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain('https://julietremblay.ca/fr');
    expect(locs).toContain('https://julietremblay.ca/en/about');
    expect(locs).toContain('https://julietremblay.ca/fr/proprietes');
    // The maintenance page (503) is not indexable.
    const broker = seedSites[0];
    const maintenance = broker.pages.find((p) => p.key === 'maintenance')!;
    for (const { path } of maintenance.paths) expect(locs).not.toContain(`https://julietremblay.ca${path}`);
    const about = urls.find((u) => u.loc === 'https://julietremblay.ca/fr/a-propos')!;
    expect(about.lastmod).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(about.alternates).toEqual([
      { hreflang: 'fr-CA', href: 'https://julietremblay.ca/fr/a-propos' },
      { hreflang: 'en-CA', href: 'https://julietremblay.ca/en/about' },
      { hreflang: 'x-default', href: 'https://julietremblay.ca/fr/a-propos' },
    ]);
  });

  it('lists every active listing of the site in both locales, and no sold one', async () => {
    const urls = await sitemap('localhost');
    const listingUrls = urls.filter((u) => /\/(proprietes|properties)\/.+-\d+$/.test(u.loc));
    expect(listingUrls).toHaveLength((await activeCount('site-julie-tremblay')) * 2);
    const [sold] = await database.db
      .select({ listing: listings, municipality: municipalities.name })
      .from(listings)
      .innerJoin(municipalities, eq(municipalities.code, listings.municipalityCode))
      .where(and(eq(listings.siteId, 'site-julie-tremblay'), eq(listings.status, 'sold')))
      .limit(1);
    expect(urls.map((u) => u.loc)).not.toContain(`https://julietremblay.ca${listingUrl('fr', sold.listing, sold.municipality)}`);
    const sample = listingUrls.find((u) => u.loc.includes('/fr/proprietes/'))!;
    const uls = sample.loc.split('-').pop();
    expect(sample.alternates.map((a) => a.hreflang)).toEqual(['fr-CA', 'en-CA', 'x-default']);
    expect(sample.alternates[1].href).toMatch(new RegExp(`^https://julietremblay\\.ca/en/properties/.+-${uls}$`));
  });

  it('answers per Host: the agency site lists its own pages, articles and listings, www. dropped', async () => {
    const urls = await sitemap('www.groupe-immobilier-laurentides.ca');
    expect(urls.every((u) => u.loc.startsWith('https://groupe-immobilier-laurentides.ca/'))).toBe(true);
    const listingCount = urls.filter((u) => /\/(proprietes|properties)\/[a-z0-9-]+-\d+$/.test(u.loc)).length;
    expect(listingCount).toBe((await activeCount('site-groupe-laurentides')) * 2);
    expect(urls.filter((u) => /\/(blogue|blog)\/[a-z0-9-]+-\d+$/.test(u.loc)).length).toBeGreaterThan(0);
  });

  it('answers 404 for a host no site answers', async () => {
    const res = await app.request('http://inconnu.example/sitemap.xml', { headers: { Host: 'inconnu.example' } });
    expect(res.status).toBe(404);
  });
});

describe('sitemap index above the URL limit', () => {
  it('turns /sitemap.xml into an index of parts that hold every URL once, each part within the limit', async () => {
    const small = createSeoRoutes({ db: database.db, sitemapMaxUrls: 500 });
    const whole = await app.request('http://localhost/sitemap.xml', { headers: { Host: 'localhost' } });
    const all = urlLocs(await whole.text());
    expect(all.length).toBeGreaterThan(1000);
    const res = await small.request('http://localhost/sitemap.xml', { headers: { Host: 'localhost' } });
    expect(res.status).toBe(200);
    const index = new JSDOM(await res.text(), { contentType: 'application/xml' }).window.document;
    expect(index.documentElement.localName).toBe('sitemapindex');
    const parts = [...index.getElementsByTagNameNS(SM, 'sitemap')].map((s) => ({
      loc: s.getElementsByTagNameNS(SM, 'loc')[0].textContent ?? '',
      lastmod: s.getElementsByTagNameNS(SM, 'lastmod')[0].textContent ?? '',
    }));
    expect(parts.length).toBe(Math.ceil(all.length / 500));
    expect(parts.map((p) => p.loc)).toEqual(parts.map((_, i) => `https://julietremblay.ca/sitemap-${i + 1}.xml`));
    expect(parts.every((p) => /^\d{4}-\d\d-\d\d$/.test(p.lastmod))).toBe(true);

    const seen: string[] = [];
    for (const part of parts) {
      const page = await small.request(part.loc.replace('https://julietremblay.ca', 'http://localhost'), { headers: { Host: 'localhost' } });
      expect(page.status).toBe(200);
      const urls = urlLocs(await page.text());
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(500);
      seen.push(...urls);
    }
    expect(seen).toEqual(all);
  });

  it('answers 404 for a part past the last one, and for parts when one file holds everything', async () => {
    const small = createSeoRoutes({ db: database.db, sitemapMaxUrls: 500 });
    expect((await small.request('http://localhost/sitemap-999.xml', { headers: { Host: 'localhost' } })).status).toBe(404);
    expect((await small.request('http://localhost/sitemap-0.xml', { headers: { Host: 'localhost' } })).status).toBe(404);
    expect((await app.request('http://localhost/sitemap-1.xml', { headers: { Host: 'localhost' } })).status).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('allows the public site, disallows /qa and /api, and points at the absolute sitemap', async () => {
    const res = await app.request('https://julietremblay.ca/robots.txt', { headers: { Host: 'julietremblay.ca' } });
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /qa');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Sitemap: https://julietremblay.ca/sitemap.xml');
  });

  it('names the agency site’s own sitemap, on its primary domain even when asked through a local name', async () => {
    const res = await app.request('http://agence.localhost:3000/robots.txt', { headers: { Host: 'agence.localhost:3000' } });
    expect(await res.text()).toContain('Sitemap: https://groupe-immobilier-laurentides.ca/sitemap.xml');
  });
});

describe('the public origin', () => {
  it('ignores what forwarded headers claim, even behind a trusted proxy', async () => {
    const proxied = createSeoRoutes({ db: database.db, trustProxy: true });
    const headers = { Host: 'localhost:3001', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };
    expect(await (await proxied.request('http://localhost:3001/robots.txt', { headers })).text()).toContain('Sitemap: https://julietremblay.ca/sitemap.xml');
    const xml = await (await proxied.request('http://localhost:3001/sitemap.xml', { headers })).text();
    expect(xml).toContain('<loc>https://julietremblay.ca/fr</loc>');
    expect(xml).not.toMatch(/evil\.example|<loc>http:/);
  });

  it('serves a site with only local names over http on the port the visitor used', async () => {
    const [row] = await database.db.select({ domains: sites.domains }).from(sites).where(eq(sites.id, 'site-groupe-laurentides'));
    await database.db.update(sites).set({ domains: ['agence.localhost'] }).where(eq(sites.id, 'site-groupe-laurentides'));
    try {
      const res = await app.request('http://agence.localhost:3000/robots.txt', { headers: { Host: 'agence.localhost:3000' } });
      expect(await res.text()).toContain('Sitemap: http://agence.localhost:3000/sitemap.xml');
    } finally {
      await database.db.update(sites).set({ domains: row.domains }).where(eq(sites.id, 'site-groupe-laurentides'));
    }
  });
});
