/**
 * Feed and listings in the CMS API: admins connect the site's feed (tried first, secrets never
 * answered, a left-out secret kept), run a sync and read its report; everyone signed in lists the
 * site's listings with their source, status, MLS number and photo count; editors cannot touch the
 * feed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, feedConnections } from '../../src/server/db/schema';
import { RESO_PROPERTY_FIELDS } from '../../src/server/feed/resoProperty';
import { RESO_MEDIA_FIELDS } from '../../src/server/feed/feedPhotos';
import { startResoServer, type ResoServer } from '../support/resoServer';
import { ADMIN, EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';
import { insertFixtureListings } from './listingsFixtures';

let harness: CmsHarness;
let feed: ResoServer;
let admin: string;
let editor: string;
const SECRET = 'qa-board-secret-91c2';

const record = (n: number, fields: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(RESO_PROPERTY_FIELDS.map((field) => [field, null])),
  ListingKey: `QA${n}`,
  ListingId: String(40_000_000 + n),
  StandardStatus: 'Active',
  ModificationTimestamp: `2026-11-20T10:0${n}:00Z`,
  ListPrice: 500_000 + n,
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  City: 'Laval',
  StreetNumber: String(n),
  StreetName: 'boulevard des Laurentides',
  ListOfficeKey: 'QC1234',
  ...fields,
});

beforeAll(async () => {
  harness = await openCmsHarness();
  await insertFixtureListings(harness.database.db);
  feed = await startResoServer({
    clientSecret: SECRET,
    data: {
      Property: [record(1), record(2), record(3, { ListingId: null })],
      Media: [{ ...Object.fromEntries(RESO_MEDIA_FIELDS.map((field) => [field, null])), MediaKey: 'none', ResourceName: 'Property', ResourceRecordKey: 'elsewhere' }],
    },
  });
  admin = await harness.logIn(ADMIN);
  editor = await harness.logIn(EDITOR);
});
afterAll(async () => {
  await feed.close();
  await harness.database.dispose();
});

const connection = (fields: Record<string, unknown> = {}) => ({
  serviceRoot: feed.serviceRoot,
  auth: { kind: 'oauth', tokenUrl: feed.tokenUrl, clientId: feed.clientId, clientSecret: SECRET },
  filter: "ListOfficeKey eq 'QC1234'",
  ...fields,
});

describe('/api/cms/feed', () => {
  it('is for admins only', async () => {
    expect((await harness.call('/api/cms/feed', { cookie: editor })).status).toBe(403);
    expect((await harness.call('/api/cms/feed', { method: 'PUT', cookie: editor, body: connection() })).status).toBe(403);
    expect((await harness.call('/api/cms/feed', { method: 'GET' })).status).toBe(401);
  });

  it('shows no connection at first, and refuses to sync without one', async () => {
    expect(await (await harness.call('/api/cms/feed', { cookie: admin })).json()).toEqual({ connection: null, runs: [] });
    const sync = await harness.call('/api/cms/feed/sync', { method: 'POST', cookie: admin, body: {} });
    expect(sync.status).toBe(404);
    expect(await sync.json()).toMatchObject({ error: 'feed_not_connected' });
  });

  it('refuses a connection the feed refuses, with its message, and one without a secret, by field', async () => {
    const refused = await harness.call('/api/cms/feed', { method: 'PUT', cookie: admin, body: connection({ filter: "ListOficeKey eq 'QC1234'" }) });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: 'feed_refused', message: expect.stringContaining("Could not find a property named 'ListOficeKey'") });
    const noSecret = await harness.call('/api/cms/feed', { method: 'PUT', cookie: admin, body: connection({ auth: { kind: 'oauth', tokenUrl: feed.tokenUrl, clientId: feed.clientId } }) });
    expect(noSecret.status).toBe(422);
    expect(await noSecret.json()).toMatchObject({ error: 'invalid_body', fields: { 'auth.clientSecret': [expect.any(String)] } });
    expect(await harness.database.db.select().from(feedConnections)).toEqual([]);
  });

  it('saves a connection the feed accepts, never answers the secret, and keeps it when left out', async () => {
    const saved = await harness.call('/api/cms/feed', { method: 'PUT', cookie: admin, body: connection() });
    expect(saved.status).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain(SECRET);
    expect(JSON.parse(text)).toMatchObject({ connection: { serviceRoot: feed.serviceRoot, auth: { kind: 'oauth', clientId: feed.clientId }, filter: "ListOfficeKey eq 'QC1234'" } });
    const again = await harness.call('/api/cms/feed', { method: 'PUT', cookie: admin, body: connection({ auth: { kind: 'oauth', tokenUrl: feed.tokenUrl, clientId: feed.clientId } }) });
    expect(again.status).toBe(200);
    const [stored] = await harness.database.db.select().from(feedConnections).where(eq(feedConnections.siteId, FIXTURE.siteId));
    expect(stored.secret).toBe(SECRET);
    const audit = await harness.database.db.select().from(auditLog).where(eq(auditLog.action, 'feed.connect'));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(await (await harness.call('/api/cms/feed', { cookie: admin })).text()).not.toContain(SECRET);
  });

  it('keeps a remarks field map the feed has, refuses one naming a field it has not, and rejects a malformed name', async () => {
    const missing = await harness.call('/api/cms/feed', { method: 'PUT', cookie: admin, body: connection({ remarks: { fields: { fr: 'RemarquesPubliques' } } }) });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ error: 'feed_refused', message: expect.stringContaining("Could not find a property named 'RemarquesPubliques'") });
    const malformed = await harness.call('/api/cms/feed', { method: 'PUT', cookie: admin, body: connection({ remarks: { fields: { en: 'Public Remarks' } } }) });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({ error: 'invalid_body', fields: { 'remarks.fields.en': [expect.any(String)] } });
    const mapped = await harness.call('/api/cms/feed', { method: 'PUT', cookie: admin, body: connection({ remarks: { fields: { en: 'PublicRemarks' }, language: 'fr' } }) });
    expect(mapped.status).toBe(200);
    expect(await (await harness.call('/api/cms/feed', { cookie: admin })).json()).toMatchObject({ connection: { remarks: { fields: { en: 'PublicRemarks' }, language: 'fr' } } });
    // Back to the plain connection the next tests expect.
    expect((await harness.call('/api/cms/feed', { method: 'PUT', cookie: admin, body: connection() })).status).toBe(200);
  });

  it('syncs now and shows the run with its counts', async () => {
    const sync = await harness.call('/api/cms/feed/sync', { method: 'POST', cookie: admin, body: {} });
    expect(sync.status).toBe(200);
    expect(await sync.json()).toMatchObject({ run: { outcome: 'completed', error: null, summary: { added: 3, updated: 0, removed: 0, skipped: [], demoRemoved: 10 } } });
    const { runs } = await (await harness.call('/api/cms/feed', { cookie: admin })).json();
    expect(runs[0]).toMatchObject({ outcome: 'completed', full: false, summary: { added: 3 }, endedAt: expect.any(String) });
    expect((await harness.call('/api/cms/feed/sync', { method: 'POST', cookie: admin, body: { fast: true } })).status).toBe(422);
  });

  it('answers 409 to a sync while another of the site runs', async () => {
    const [first, second] = await Promise.all([
      harness.call('/api/cms/feed/sync', { method: 'POST', cookie: admin, body: { full: true } }),
      harness.call('/api/cms/feed/sync', { method: 'POST', cookie: admin, body: {} }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });
});

describe('/api/cms/listings', () => {
  it('lists the site’s listings with their source, status, MLS number and photo count, for editors too', async () => {
    const res = await harness.call('/api/cms/listings?source=feed', { cookie: editor });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 50, counts: { demo: 0, feed: 3, manual: 0 } });
    expect(body.listings.map((listing: { listing_key: string }) => listing.listing_key).sort()).toEqual(['QA1', 'QA2', 'QA3']);
    const first = body.listings.find((listing: { listing_key: string }) => listing.listing_key === 'QA1');
    expect(first).toMatchObject({ uls: '40000001', mls_number: '40000001', source: 'feed', status: 'active', standard_status: 'Active', type: 'condo', municipality: 'Laval', photo_count: 0, address: { fr: '1 boulevard des Laurentides' } });
    const unnumbered = body.listings.find((listing: { listing_key: string }) => listing.listing_key === 'QA3');
    expect(unnumbered.mls_number).toBeNull();
  });

  it('finds a listing by its MLS number or street, and says which filter is wrong', async () => {
    const byNumber = await (await harness.call('/api/cms/listings?q=40000002', { cookie: admin })).json();
    expect(byNumber.listings.map((listing: { uls: string }) => listing.uls)).toEqual(['40000002']);
    const byStreet = await (await harness.call('/api/cms/listings?q=Laurentides&status=active', { cookie: admin })).json();
    expect(byStreet.total).toBe(3);
    const bad = await harness.call('/api/cms/listings?source=mls&limit=0', { cookie: admin });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: 'invalid_query', fields: { source: [expect.any(String)], limit: ['At least 1.'] } });
  });
});
