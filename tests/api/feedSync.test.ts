/**
 * Feed sync against a RESO Web API server started here (tests/support/resoServer.ts): paging only
 * by nextLink with a small page size, the checkpoint and incremental runs, a run stopped between two
 * pages and resumed, token expiry, 429 with Retry-After, a 500 that ends a run and the next run
 * going on, skipped records with their reasons, listings taken off (status, vanished key) answering
 * 410, a price change replacing the cached listing page, the demo listings removed, one run per site.
 */
import { and, eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pagePayload } from '../../src/schema/page';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { listingUrl } from '../../src/server/api/listings/listingUrl';
import { saveFeedConnection } from '../../src/server/db/repositories/feedConnections';
import { feedConnections, feedRuns, listings, type ListingRow } from '../../src/server/db/schema';
import { derivedListingNumber } from '../../src/server/feed/feedListingRow';
import { RESO_PROPERTY_FIELDS } from '../../src/server/feed/resoProperty';
import { RESO_MEDIA_FIELDS } from '../../src/server/feed/feedPhotos';
import { createMemoryMediaStorage } from '../../src/server/media/memoryMediaStorage';
import { syncFeed, type FeedSyncOptions } from '../../src/server/feed/syncFeed';
import { runFeedCli } from '../../src/server/cli/feed';
import { startResoServer, type ResoServer } from '../support/resoServer';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { insertFixtureListings } from './listingsFixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let feed: ResoServer;
let api: ReturnType<typeof createContentApiApp>;
/** The board's photo host: `/photos/{name}.png`, a picture per name; names in `missing` answer 404. */
let photoHost: Server;
let photoBase = '';
const photoRequests: string[] = [];
const missing = new Set<string>();
const storage = createMemoryMediaStorage();
const SITE = FIXTURE.siteId;
const OFFICE = "ListOfficeKey eq 'QC1234'";
const waits: number[] = [];

/** A Property record with every field the sync selects (null unless given). */
function property(n: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const record: Record<string, unknown> = Object.fromEntries(RESO_PROPERTY_FIELDS.map((field) => [field, null]));
  return {
    ...record,
    ListingKey: `LK${String(n).padStart(3, '0')}`,
    ListingId: String(30_000_000 + n),
    StandardStatus: 'Active',
    ModificationTimestamp: `2026-11-20T10:${String(n).padStart(2, '0')}:00Z`,
    ListPrice: 400_000 + n * 1000,
    PropertyType: 'Residential',
    PropertySubType: 'Single Family Residence',
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 150,
    LivingAreaUnits: 'Square Meters',
    StreetNumber: String(100 + n),
    StreetName: 'rue Saint-Charles',
    City: n % 2 ? 'Longueuil' : 'MONTREAL',
    PostalCode: 'J4H 1A1',
    Latitude: 45.53,
    Longitude: -73.51,
    PublicRemarks: `Maison numéro ${n}.`,
    ListOfficeKey: 'QC1234',
    ListingContractDate: '2026-11-01',
    ...fields,
  };
}

const initialRecords = () => [...Array.from({ length: 7 }, (_, i) => property(i + 1)), property(8, { ListOfficeKey: 'QC9999' })];

const sync = (options: FeedSyncOptions = {}) => syncFeed(database.db, SITE, { maxPageSize: 2, sleep: async (ms) => void waits.push(ms), ...options });

async function feedRows(): Promise<ListingRow[]> {
  return database.db.select().from(listings).where(and(eq(listings.siteId, SITE), eq(listings.source, 'feed'))).orderBy(listings.listingKey);
}
async function row(listingKey: string): Promise<ListingRow | undefined> {
  return (await feedRows()).find((listing) => listing.listingKey === listingKey);
}
const page = (path: string) =>
  api.request(`/page/${SITE}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path, production: true }) });

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertFixtureListings(database.db);
  api = createContentApiApp({ db: database.db });
  const pictures = new Map<string, Buffer>();
  photoHost = createServer((request, response) => {
    const name = /^\/photos\/([a-z0-9-]+)\.png$/.exec(request.url ?? '')?.[1];
    photoRequests.push(request.url ?? '');
    if (!name || missing.has(name)) return void response.writeHead(404).end();
    void (async () => {
      if (!pictures.has(name)) {
        // A different picture per name: its colour from the name.
        const shade = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 200;
        pictures.set(name, await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 200 - shade } } }).png().toBuffer());
      }
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(pictures.get(name));
    })();
  });
  await new Promise<void>((resolve) => photoHost.listen(0, '127.0.0.1', resolve));
  photoBase = `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}/photos`;
  const media = (key: string, fields: Record<string, unknown> = {}) => ({
    ...Object.fromEntries(RESO_MEDIA_FIELDS.map((field) => [field, null])),
    MediaKey: key,
    ResourceName: 'Property',
    MediaCategory: 'Photo',
    MediaURL: `${photoBase}/${key.toLowerCase()}.png`,
    ModificationTimestamp: '2026-11-20T10:00:00Z',
    ...fields,
  });
  feed = await startResoServer({
    data: {
      Property: initialRecords(),
      Media: [
        media('M1-B', { ResourceRecordKey: 'LK001', Order: 2 }),
        media('M1-A', { ResourceRecordKey: 'LK001', Order: 1 }),
        media('M1-V', { ResourceRecordKey: 'LK001', Order: 3, MediaCategory: 'Video' }),
        media('M3-A', { ResourceRecordKey: 'LK003', Order: 1 }),
      ],
    },
  });
  await saveFeedConnection(database.db, SITE, {
    serviceRoot: feed.serviceRoot,
    auth: { kind: 'oauth', tokenUrl: feed.tokenUrl, clientId: feed.clientId, clientSecret: feed.clientSecret },
    filter: OFFICE,
  });
});
afterAll(async () => {
  await new Promise((resolve) => photoHost.close(resolve));
  await feed.close();
  await database.dispose();
});
beforeEach(() => {
  feed.requests.length = 0;
  waits.length = 0;
});

describe('a first run', () => {
  it('reads the site’s listings page by page through nextLink, stores them and removes the demo listings', async () => {
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'completed', error: null, summary: { added: 7, updated: 0, removed: 0, skipped: [], demoRemoved: 10 } });
    const reads = feed.requests.filter((request) => request.path.endsWith('/Property') && request.query.get('$select') !== 'ListingKey');
    // 7 listings, 2 per page: 4 pages, the first from the query, the others from the server's links.
    expect(reads).toHaveLength(4);
    expect(reads[0].query.get('$filter')).toBe(`(${OFFICE})`);
    expect(reads[0].query.get('$orderby')).toBe('ModificationTimestamp asc,ListingKey asc');
    expect(reads[0].query.get('$select')?.split(',')).toEqual([...RESO_PROPERTY_FIELDS]);
    for (const read of reads) expect(read.prefer).toBe('odata.maxpagesize=2');
    for (const read of reads.slice(1)) expect(read.query.get('$skiptoken')).toBeTruthy();
    expect(reads.some((read) => read.query.has('$skip'))).toBe(false);

    const rows = await feedRows();
    expect(rows.map((listing) => listing.listingKey)).toEqual(['LK001', 'LK002', 'LK003', 'LK004', 'LK005', 'LK006', 'LK007']);
    expect(rows[1]).toMatchObject({ uls: '30000002', mlsNumber: '30000002', municipalityCode: '66023', status: 'active', standardStatus: 'Active', price: 402_000, livingArea: 1615 });
    // The demo listings are gone from the site (the other site keeps its own).
    const left = await database.db.select({ uls: listings.uls }).from(listings).where(and(eq(listings.siteId, SITE), eq(listings.source, 'demo')));
    expect(left).toEqual([]);
    const [connection] = await database.db.select().from(feedConnections).where(eq(feedConnections.siteId, SITE));
    expect(connection).toMatchObject({ resumeLink: null });
    expect(connection.checkpoint?.toISOString()).toBe('2026-11-20T10:07:00.000Z');
  });

  it('shows a listing from the feed on its page, in both languages', async () => {
    const listing = (await row('LK001'))!;
    const fr = await page(listingUrl('fr', listing, 'Longueuil'));
    expect(fr.status).toBe(200);
    const body = pagePayload.parse(await fr.json());
    expect(JSON.stringify(body.content.fields[0].block_params)).toContain('401');
    expect((await page(listingUrl('en', listing, 'Longueuil'))).status).toBe(200);
  });
});

describe('incremental runs', () => {
  it('read only what changed after the checkpoint, and nothing when nothing changed', async () => {
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'completed', summary: { added: 0, updated: 0, removed: 0 } });
    const [read] = feed.requests.filter((request) => request.path.endsWith('/Property'));
    expect(read.query.get('$filter')).toBe(`(${OFFICE}) and ModificationTimestamp gt 2026-11-20T10:07:00.000Z`);
  });

  it('show a price change upstream at the next run, the cached listing page replaced', async () => {
    const listing = (await row('LK003'))!;
    const url = listingUrl('fr', listing, 'Longueuil');
    const priceOnPage = async () => pagePayload.parse(await (await page(url)).json()).content.fields[0].block_params.listing as { price: number };
    expect(await priceOnPage()).toMatchObject({ price: 403_000 });
    Object.assign(feed.data.Property[2], { ListPrice: 389_000, ModificationTimestamp: '2026-11-21T09:00:00Z' });
    expect(await sync()).toMatchObject({ outcome: 'completed', summary: { added: 0, updated: 1 } });
    expect(await row('LK003')).toMatchObject({ price: 389_000, previousPrice: 403_000 });
    expect(await priceOnPage()).toMatchObject({ price: 389_000, previous_price: 403_000 });
  });

  it('take a withdrawn listing off the site: its page answers 410 in both languages', async () => {
    Object.assign(feed.data.Property[3], { StandardStatus: 'Withdrawn', ModificationTimestamp: '2026-11-21T09:05:00Z' });
    expect(await sync()).toMatchObject({ outcome: 'completed', summary: { removed: 1 } });
    const listing = (await row('LK004'))!;
    expect(listing.status).toBe('removed');
    expect((await page(listingUrl('fr', listing, 'Montréal'))).status).toBe(410);
    expect((await page(listingUrl('en', listing, 'Montréal'))).status).toBe(410);
  });

  it('keep a pending listing public, its status named on its page', async () => {
    Object.assign(feed.data.Property[5], { StandardStatus: 'Pending', ModificationTimestamp: '2026-11-21T09:05:30Z' });
    await sync();
    const listing = (await row('LK006'))!;
    expect(listing).toMatchObject({ status: 'active', standardStatus: 'Pending' });
    const body = pagePayload.parse(await (await page(listingUrl('en', listing, 'Montréal'))).json());
    expect(body.content.fields[0].block_params.listing).toMatchObject({ standard_status: 'pending' });
  });

  it('move a closed listing to sold, at its sale price', async () => {
    Object.assign(feed.data.Property[4], { StandardStatus: 'Closed', ClosePrice: 399_500, CloseDate: '2026-11-21', ModificationTimestamp: '2026-11-21T09:06:00Z' });
    await sync();
    expect(await row('LK005')).toMatchObject({ status: 'sold', price: 399_500, badge: 'sold' });
  });

  it('skip a record with a bad price, say why, and go on', async () => {
    feed.data.Property.push(property(9, { ListPrice: -5, ModificationTimestamp: '2026-11-21T10:00:00Z' }), property(10, { ModificationTimestamp: '2026-11-21T10:01:00Z' }));
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'completed', summary: { added: 1, skipped: [{ listingKey: 'LK009', reason: 'ListPrice: expected a positive amount, got -5' }] } });
    expect(await row('LK009')).toBeUndefined();
    expect(await row('LK010')).toMatchObject({ status: 'active' });
  });

  it('skip a listing the rules every listing follows refuse (a manual one would be refused too), say why, and go on', async () => {
    feed.data.Property.push(property(99, { ListPrice: 250_000_000, ModificationTimestamp: '2026-11-21T10:02:00Z' }));
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'completed', summary: { added: 0, skipped: [{ listingKey: 'LK099', reason: 'price: A whole amount from 1 to 100,000,000 $.' }] } });
    expect(await row('LK099')).toBeUndefined();
  });
});

describe('faults', () => {
  it('renews an expired token once and goes on', async () => {
    feed.data.Property.push(...[11, 12, 13].map((n) => property(n, { ModificationTimestamp: `2026-11-22T08:0${n - 10}:00Z` })));
    const result = await sync({ afterPage: () => feed.expireTokens() });
    expect(result).toMatchObject({ outcome: 'completed', summary: { added: 3 } });
    expect(feed.requests.filter((request) => request.status === 401).length).toBeGreaterThan(0);
  });

  it('waits as Retry-After asks on a 429', async () => {
    Object.assign(feed.data.Property[0], { BedroomsTotal: 4, ModificationTimestamp: '2026-11-22T09:00:00Z' });
    feed.fail('Property', 429, { retryAfter: '3' });
    expect(await sync()).toMatchObject({ outcome: 'completed', summary: { updated: 1 } });
    expect(waits).toContain(3000);
    expect(await row('LK001')).toMatchObject({ bedrooms: 4 });
  });

  it('ends a run on a lasting 500 with what it had committed, and the next run goes on from there', async () => {
    feed.data.Property.push(...[14, 15, 16, 17, 18].map((n) => property(n, { ModificationTimestamp: `2026-11-23T08:${n}:00Z` })));
    let pages = 0;
    const failed = await sync({
      afterPage: () => {
        pages += 1;
        if (pages === 1) feed.fail('Property', 500, { count: 5 });
      },
    });
    expect(failed).toMatchObject({ outcome: 'failed', summary: { added: 2 } });
    expect(failed.outcome === 'failed' && failed.error).toContain('HTTP 500');
    const [connection] = await database.db.select().from(feedConnections).where(eq(feedConnections.siteId, SITE));
    expect(new URL(connection.resumeLink!).searchParams.get('$skiptoken')).toBeTruthy();
    const runs = await database.db.select().from(feedRuns).where(eq(feedRuns.siteId, SITE));
    expect(runs.at(-1)).toMatchObject({ outcome: 'failed' });

    feed.requests.length = 0;
    const resumed = await sync();
    expect(resumed).toMatchObject({ outcome: 'completed', summary: { added: 3 } });
    const [first] = feed.requests.filter((request) => request.path.endsWith('/Property') && request.status === 200);
    expect(first.query.get('$skiptoken')).toBeTruthy();
    expect((await feedRows()).filter((listing) => /^LK01[4-8]$/.test(listing.listingKey ?? '')).map((listing) => listing.listingKey)).toEqual(['LK014', 'LK015', 'LK016', 'LK017', 'LK018']);
  });

  it('resumes a run stopped between two pages without losing or repeating a listing', async () => {
    feed.data.Property.push(...[19, 20, 21, 22, 23].map((n) => property(n, { ModificationTimestamp: `2026-11-24T08:${n}:00Z` })));
    await expect(
      sync({
        afterPage: (n) => {
          if (n === 2) throw new Error('the process was stopped');
        },
      }),
    ).resolves.toMatchObject({ outcome: 'failed', summary: { added: 4 } });
    // Meanwhile a listing already read changes: it comes again, later in the order, as an update.
    Object.assign(feed.data.Property.find((record) => record.ListingKey === 'LK019')!, { ListPrice: 500_000, ModificationTimestamp: '2026-11-24T09:00:00Z' });
    expect(await sync()).toMatchObject({ outcome: 'completed', summary: { added: 1, updated: 1 } });
    const keys = (await feedRows()).map((listing) => listing.listingKey);
    expect(keys.filter((key) => /^LK(019|02[0-3])$/.test(key ?? ''))).toEqual(['LK019', 'LK020', 'LK021', 'LK022', 'LK023']);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await row('LK019')).toMatchObject({ price: 500_000 });
  });
});

describe('reconciliation and identity', () => {
  it('a full run takes off listings whose key the feed no longer has', async () => {
    feed.data.Property.splice(feed.data.Property.findIndex((record) => record.ListingKey === 'LK002'), 1);
    const result = await sync({ full: true });
    expect(result).toMatchObject({ outcome: 'completed', summary: { removed: 1 } });
    expect(feed.requests.some((request) => request.query.get('$select') === 'ListingKey')).toBe(true);
    expect(await row('LK002')).toMatchObject({ status: 'removed' });
  });

  it('numbers a listing without a numeric MLS number from its key, and shows it without one', async () => {
    feed.data.Property.push(property(30, { ListingId: null, ModificationTimestamp: '2026-11-25T08:00:00Z' }), property(31, { ListingId: 'E1234', ModificationTimestamp: '2026-11-25T08:01:00Z' }));
    await sync();
    expect(await row('LK030')).toMatchObject({ uls: derivedListingNumber('LK030'), mlsNumber: null });
    expect(await row('LK031')).toMatchObject({ uls: derivedListingNumber('LK031'), mlsNumber: 'E1234' });
  });

  it('hides an address the board keeps hidden on the page, its map point and its structured data', async () => {
    feed.data.Property.push(property(32, { InternetAddressDisplayYN: false, Latitude: 45.5401, Longitude: -73.4902, ModificationTimestamp: '2026-11-25T09:00:00Z' }));
    await sync();
    const listing = (await row('LK032'))!;
    expect(listing).toMatchObject({ addressHidden: true, address: {}, postalCode: null, latitude: 45.5, longitude: -73.57 });
    const answer = await page(listingUrl('fr', listing, 'Montréal'));
    expect(answer.status).toBe(200);
    const text = JSON.stringify(await answer.json());
    expect(text).not.toContain('132 rue Saint-Charles');
    expect(text).not.toContain('45.5401');
    expect(text).not.toContain('streetAddress');
  });

  it('keeps a listing of a type no code matches as "other", noted once in the run', async () => {
    feed.data.Property.push(
      property(33, { PropertyType: 'Houseboat', PropertySubType: null, ModificationTimestamp: '2026-11-25T10:00:00Z' }),
      property(34, { PropertyType: 'Houseboat', PropertySubType: null, ModificationTimestamp: '2026-11-25T10:01:00Z' }),
    );
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'completed', summary: { added: 2, notes: ['unknown property type: Houseboat'] } });
    expect(await row('LK033')).toMatchObject({ type: 'other', status: 'active' });
  });

  it('reads each language’s remarks from the field the connection maps, the other language’s when a record has only that', async () => {
    await saveFeedConnection(database.db, SITE, {
      serviceRoot: feed.serviceRoot,
      auth: { kind: 'oauth', tokenUrl: feed.tokenUrl, clientId: feed.clientId, clientSecret: feed.clientSecret },
      filter: OFFICE,
      remarks: { fields: { fr: 'PublicRemarksFrench', en: 'PublicRemarks' }, language: null },
    });
    feed.data.Property.push(
      property(35, { PublicRemarks: 'Bright house by the river.', PublicRemarksFrench: 'Maison lumineuse près du fleuve.', ModificationTimestamp: '2026-11-25T11:00:00Z' }),
      property(36, { PublicRemarks: 'Written in English only.', ModificationTimestamp: '2026-11-25T11:01:00Z' }),
    );
    expect(await sync()).toMatchObject({ outcome: 'completed', summary: { added: 2 } });
    expect(await row('LK035')).toMatchObject({ description: { fr: 'Maison lumineuse près du fleuve.', en: 'Bright house by the river.' }, descriptionLang: {} });
    expect(await row('LK036')).toMatchObject({ description: { fr: 'Written in English only.', en: 'Written in English only.' }, descriptionLang: { fr: 'en' } });
    expect(feed.requests.filter((request) => request.path.endsWith('/Property')).at(-1)?.query.get('$select')).toContain('PublicRemarksFrench');
  });

  it('runs one sync of a site at a time', async () => {
    const [first, second] = await Promise.all([sync(), sync()]);
    expect([first.outcome, second.outcome].sort()).toEqual(['busy', 'completed']);
  });
});

describe('photos', () => {
  const withPhotos = () => sync({ photos: { storage } });
  const photosOf = async (listingKey: string) => (await row(listingKey))!.photos;

  it('fetches each photo once through the media pipeline, in order, and pages show only the site’s copies', async () => {
    photoRequests.length = 0;
    const result = await withPhotos();
    expect(result).toMatchObject({ outcome: 'completed', summary: { photosFetched: 3, photosFailed: 0 } });
    expect(photoRequests.sort()).toEqual(['/photos/m1-a.png', '/photos/m1-b.png', '/photos/m3-a.png']);
    const photos = await photosOf('LK001');
    expect(photos).toHaveLength(2);
    for (const url of photos) expect(url).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.jpg$/);
    expect(await storage.get(photos[0].slice('/media/'.length).replace(/\.jpg$/, '.avif'))).toBeTruthy();
    const listing = (await row('LK001'))!;
    const text = JSON.stringify(await (await page(listingUrl('fr', listing, 'Longueuil'))).json());
    expect(text).toContain(photos[0]);
    expect(text).not.toContain(photoBase);
  });

  it('fetches nothing when nothing changed', async () => {
    photoRequests.length = 0;
    expect(await withPhotos()).toMatchObject({ outcome: 'completed', summary: { photosFetched: 0, photosFailed: 0 } });
    expect(photoRequests).toEqual([]);
  });

  it('fetches again only the photo that changed when the listing’s photos change', async () => {
    const before = await photosOf('LK001');
    Object.assign(feed.data.Property.find((record) => record.ListingKey === 'LK001')!, { PhotosChangeTimestamp: '2026-11-27T08:00:00Z', ModificationTimestamp: '2026-11-27T08:00:00Z' });
    Object.assign(feed.data.Media.find((media) => media.MediaKey === 'M1-B')!, { MediaURL: `${photoBase}/m1-b2.png`, ModificationTimestamp: '2026-11-27T08:00:00Z' });
    photoRequests.length = 0;
    expect(await withPhotos()).toMatchObject({ outcome: 'completed', summary: { updated: 1, photosFetched: 1 } });
    expect(photoRequests).toEqual(['/photos/m1-b2.png']);
    const after = await photosOf('LK001');
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('reports a photo that fails, keeps the others, and tries it again at the next run', async () => {
    feed.data.Media.push({ ...feed.data.Media[3], MediaKey: 'M3-B', Order: 2, MediaURL: `${photoBase}/m3-b.png` });
    Object.assign(feed.data.Property.find((record) => record.ListingKey === 'LK003')!, { PhotosChangeTimestamp: '2026-11-27T09:00:00Z', ModificationTimestamp: '2026-11-27T09:00:00Z' });
    missing.add('m3-b');
    const failed = await withPhotos();
    expect(failed).toMatchObject({ outcome: 'completed', summary: { photosFetched: 0, photosFailed: 1 } });
    expect(failed.outcome === 'completed' && failed.summary.notes).toContain('LK003: photo M3-B: HTTP 404 (tried again next run)');
    expect(await photosOf('LK003')).toHaveLength(1);
    missing.delete('m3-b');
    expect(await withPhotos()).toMatchObject({ summary: { photosFetched: 1, photosFailed: 0 } });
    expect(await photosOf('LK003')).toHaveLength(2);
  });
});

describe('npm run feed -- sync', () => {
  async function cli(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runFeedCli(argv, { env: {}, database: database.db, mediaStorage: storage, out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('prints the run’s summary as JSON and exits 0 when the run completed', async () => {
    feed.data.Property.push(property(40, { ModificationTimestamp: '2026-11-28T08:00:00Z' }), property(41, { City: 'Atlantis', ModificationTimestamp: '2026-11-28T08:01:00Z' }));
    const result = await cli(['sync', FIXTURE.micrositeId, '--json']);
    expect(result).toMatchObject({ code: 0, err: '' });
    const summary = JSON.parse(result.out);
    expect(summary).toMatchObject({ outcome: 'completed', error: null, added: 1, skipped: [{ listingKey: 'LK041', reason: 'City: "Atlantis" matches no municipality' }], photosFetched: 0, photosFailed: 0 });
    expect(summary.requests).toBeGreaterThan(0);
    expect(summary.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('exits 1 with the reason when the run could not complete, or when no feed is connected', async () => {
    feed.fail('Property', 400);
    const failed = await cli(['sync', FIXTURE.micrositeId, '--full']);
    expect(failed.code).toBe(1);
    expect(failed.err).toContain('The sync could not complete: The feed answered HTTP 400');
    const other = await cli(['sync', FIXTURE.otherMicrositeId]);
    expect(other).toMatchObject({ code: 1, err: expect.stringContaining('No feed is connected') });
    expect((await cli(['sync', FIXTURE.micrositeId, '--fast'])).code).toBe(2);
  });
});
