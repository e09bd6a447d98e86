/**
 * The content API called in process by server rendering (src/server/api/inProcessContentApi.ts)
 * answers exactly what an HTTP caller of `POST /page` and `POST /page/{site_id}` gets — status,
 * body, location — on the seeded sites: every page path of both sites, listing pages (canonical,
 * redirected, sold), blog posts, broker profiles, redirects, missing pages, unknown hosts and
 * invalid requests; and the same again with the published rows kept between renders, as the app
 * keeps them with its page cache (frozen, handed to every render: a builder changing one would
 * throw and answer 500).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpContentApi, type ContentApi } from '../../src/api/contentApi';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { createInProcessContentApi } from '../../src/server/api/inProcessContentApi';
import { localeOfPath } from '../../src/lib/locales';
import { keepPublishedReads, PublishedReads } from '../../src/server/pageCache/publishedReads';
import { createInProcessFetch } from '../../src/server/ssr';
import { seedIfEmpty } from '../../src/server/seed/index';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let overHttp: ContentApi;
let sites: { id: string; domain: string }[];

const rows = async <T,>(query: ReturnType<typeof sql>) => {
  const result = await database.db.execute(query);
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[];
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db);
  const app = createContentApiApp({ db: database.db });
  overHttp = createHttpContentApi({ baseUrl: 'http://content-api.internal', fetch: createInProcessFetch(app) });
  sites = (await rows<{ id: string; domains: string[] }>(sql`select id, domains from sites order by id`)).map((site) => ({ id: site.id, domain: site.domains[0] }));
}, 120_000);
afterAll(() => database.dispose());

/** The content API of one server render, as the app makes one per request (its site lookups are the request's). */
const inProcess = (): ContentApi => createInProcessContentApi({ db: database.db, fallback: overHttp });

/** The seeded sites (a broker's, an agency's): each one's lookups are tests of their own. */
const SEEDED_SITES = ['site-groupe-laurentides', 'site-julie-tremblay'];

/** A site's page paths. */
async function pagePathsOf(siteId: string): Promise<string[]> {
  return (await rows<{ path: string }>(sql`select path from page_paths where site_id = ${siteId} order by path`)).map((row) => row.path);
}

/** Paths a site answers besides its pages: listings, posts, profiles, redirects and a few misses. */
async function otherPathsOf(siteId: string): Promise<string[]> {
  const listings = await rows<{ uls: string }>(
    sql`(select uls from listings where site_id = ${siteId} and status = 'active' order by uls limit 2) union all (select uls from listings where site_id = ${siteId} and status <> 'active' order by uls limit 2)`,
  );
  const articles = await rows<{ id: number; slug: { fr?: string } }>(sql`select id, slug from articles where site_id = ${siteId} order by id limit 3`);
  const members = await rows<{ slug: string }>(sql`select slug from members where site_id = ${siteId} and kind = 'brokers' order by slug limit 2`);
  const redirects = await rows<{ from_path: string }>(sql`select from_path from redirects where site_id = ${siteId} order by from_path limit 3`);
  return [
    ...listings.flatMap((row) => [`/fr/proprietes/x-${row.uls}`, `/en/properties/x-${row.uls}`]),
    ...articles.map((row) => `/fr/blogue/${row.slug.fr ?? 'x'}-${row.id}`),
    ...members.flatMap((row) => [`/fr/courtiers/${row.slug}`, `/en/brokers/${row.slug}`]),
    ...redirects.map((row) => row.from_path),
    '/fr/nulle-part',
    '/fr/blogue/inconnu-999999',
    '/fr/courtiers/personne',
  ];
}

/** Statuses of the answers compared so far (the last test checks that every kind was). */
const statuses = new Set<number>();
let compared = 0;

/** Asks each path of `site` in process and over HTTP, by domain and by site, and expects the same answers, plain trees. */
async function expectSameAnswers(site: { id: string; domain: string }, paths: string[]): Promise<void> {
  for (const path of paths) {
    const byDomain = { path, domainName: site.domain };
    const answer = await inProcess().pageByDomain(byDomain);
    expect(answer.status, `${site.domain}${path}`).not.toBe(500);
    expect(answer, `${site.domain}${path}`).toStrictEqual(await overHttp.pageByDomain(byDomain));
    statuses.add(answer.status);
    const bySite = { siteId: site.id, path, production: true };
    expect(await inProcess().pageBySite(bySite), `${site.id}${path}`).toStrictEqual(await overHttp.pageBySite(bySite));
    compared += 1;
  }
}

describe('page lookups in process', () => {
  it('are compared on every seeded site, every page path being French or English', async () => {
    expect(sites.map((site) => site.id)).toEqual(SEEDED_SITES);
    for (const siteId of SEEDED_SITES) for (const path of await pagePathsOf(siteId)) expect(path).toMatch(/^\/(fr|en)(\/|$)/);
  });

  for (const siteId of SEEDED_SITES) {
    const siteOf = () => sites.find((site) => site.id === siteId)!;

    for (const locale of ['fr', 'en']) {
      it(`answer what HTTP callers get for each ${locale} page of ${siteId}, by domain and by site`, async () => {
        const paths = (await pagePathsOf(siteId)).filter((path) => localeOfPath(path) === locale);
        expect(paths.length).toBeGreaterThan(0);
        await expectSameAnswers(siteOf(), paths);
        const withQuery = { path: paths[0], domainName: siteOf().domain, query: { variant: 'inconnue', utm_source: 'x' } };
        expect(await inProcess().pageByDomain(withQuery)).toStrictEqual(await overHttp.pageByDomain(withQuery));
      });
    }

    it(`answer what HTTP callers get for the listings, posts, profiles, redirects and misses of ${siteId}`, async () => {
      await expectSameAnswers(siteOf(), await otherPathsOf(siteId));
    });
  }

  it('compared pages, canonical redirects, sold listings, CMS redirects, misses and maintenance', () => {
    expect(compared).toBeGreaterThan(20);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 301, 302, 404, 410, 503]));
  });

  it('answer an unknown host, an unknown site and invalid requests like the API', async () => {
    const cases: [ContentApi['pageByDomain'] extends (args: infer A) => unknown ? A : never][] = [
      [{ path: '/fr', domainName: 'inconnu.example' }],
      [{ path: 'fr', domainName: 'localhost' }],
      [{ path: '/fr', domainName: '' }],
      [{ path: '/fr/\u0000', domainName: 'localhost' }],
    ];
    for (const [args] of cases) {
      const answer = await inProcess().pageByDomain(args);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer).toStrictEqual(await overHttp.pageByDomain(args));
    }
    const unknownSite = { siteId: 'site-inconnu', path: '/fr', production: true };
    expect(await inProcess().pageBySite(unknownSite)).toStrictEqual(await overHttp.pageBySite(unknownSite));
  });
});

describe('page lookups in process, the published rows kept between renders', () => {
  let reads: PublishedReads;
  beforeAll(() => {
    reads = new PublishedReads().listen();
    keepPublishedReads(database.db, reads);
  });
  afterAll(() => reads.close());

  for (const siteId of SEEDED_SITES) {
    it(`answer what HTTP callers get on every path of ${siteId}, from the rows as read and then as kept`, async () => {
      const site = sites.find((candidate) => candidate.id === siteId)!;
      const paths = [...(await pagePathsOf(siteId)), ...(await otherPathsOf(siteId))];
      await expectSameAnswers(site, paths);
      expect(reads.size).toBeGreaterThan(0);
      await expectSameAnswers(site, paths);
    });
  }
});
