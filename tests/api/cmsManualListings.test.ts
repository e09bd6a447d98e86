/**
 * Manual listings in the CMS API: an editor creates a draft (on no public page), publishes it
 * (searchable, its page shown), edits its price (the page shows the new one), withdraws it (its
 * page answers 410); bad fields are answered by field; a stale edit is refused with the listing as
 * it is; feed and demo listings are read-only; a hidden address is not stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingRecordSchema } from '../../src/schema/listingRecord';
import { EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';
import { insertFixtureListings, MUN } from './listingsFixtures';

let harness: CmsHarness;
let editor: string;

beforeAll(async () => {
  harness = await openCmsHarness();
  await insertFixtureListings(harness.database.db);
  editor = await harness.logIn(EDITOR);
});
afterAll(() => harness.database.dispose());

const RECORD = {
  mls_number: '19283746',
  type: 'condo',
  transaction: 'sale',
  price: 689_000,
  address: { fr: '1200, rue Saint-Charles Ouest', en: '1200 Saint-Charles St. West' },
  address_hidden: false,
  postal_code: 'j4h 1c8',
  municipality_code: MUN.longueuil,
  latitude: 45.531,
  longitude: -73.517,
  bedrooms: 2,
  bathrooms: 1,
  powder_rooms: 1,
  living_area: 1_150,
  lot_area: null,
  year_built: 2019,
  description: { fr: 'Condo lumineux au bord du fleuve.', en: 'Bright condo by the river.' },
  photos: [],
};

interface ListingAnswer {
  listing: typeof RECORD & { uls: string; status: string; source: string; updated_at: string; url: { fr: string; en: string } };
}

const publicPage = (path: string) => harness.call(`/api/swc/page/${FIXTURE.siteId}`, { method: 'POST', body: { path, production: true } });
const searchTotal = async () => {
  const response = await harness.app.request(`http://localhost/api/swc/${FIXTURE.micrositeId}/properties?format=count`, {
    headers: { Accept: 'application/json', 'Content-Language': 'fr', 'X-Site-Key': FIXTURE.siteKey },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
};

describe('manual listings', () => {
  let created: ListingAnswer['listing'];

  it('are created as drafts, on no public page, with the MLS number as their number and the postal code written back', async () => {
    const before = await searchTotal();
    const response = await harness.call('/api/cms/listings', { method: 'POST', cookie: editor, body: RECORD });
    expect(response.status).toBe(201);
    created = ((await response.json()) as ListingAnswer).listing;
    expect(created).toMatchObject({ uls: '19283746', source: 'manual', status: 'draft', postal_code: 'J4H 1C8', price: 689_000 });
    expect(created.url.fr).toBe('/fr/proprietes/1200-rue-saint-charles-ouest-longueuil-19283746');
    expect((await publicPage(created.url.fr)).status).toBe(404);
    expect(await searchTotal()).toBe(before);
    const listed = (await (await harness.call('/api/cms/listings?source=manual', { cookie: editor })).json()) as { listings: { uls: string; status: string }[] };
    expect(listed.listings).toEqual([expect.objectContaining({ uls: '19283746', status: 'draft' })]);
  });

  it('answers bad fields by field, in English, and stores nothing', async () => {
    const response = await harness.call('/api/cms/listings', {
      method: 'POST',
      cookie: editor,
      body: { ...RECORD, price: -5, postal_code: '12345', year_built: 1200, latitude: 45.5, longitude: null, photos: ['https://board.example/photo.jpg'] },
    });
    expect(response.status).toBe(422);
    const { fields } = (await response.json()) as { fields: Record<string, string[]> };
    expect(Object.keys(fields).sort()).toEqual(['longitude', 'photos.0', 'postal_code', 'price', 'year_built']);
    expect(fields.price![0]).toMatch(/whole amount/);
    const unknown = await harness.call('/api/cms/listings', { method: 'POST', cookie: editor, body: { ...RECORD, municipality_code: '00000' } });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { fields: Record<string, string[]> }).fields.municipality_code).toEqual(['Choose a municipality.']);
    const listed = (await (await harness.call('/api/cms/listings?source=manual', { cookie: editor })).json()) as { total: number };
    expect(listed.total).toBe(1);
  });

  it('once published, are searchable and have their page', async () => {
    const before = await searchTotal();
    const response = await harness.call(`/api/cms/listings/${created.uls}/publish`, { method: 'POST', cookie: editor });
    expect(response.status).toBe(200);
    created = ((await response.json()) as ListingAnswer).listing;
    expect(created.status).toBe('active');
    expect(await searchTotal()).toBe(before! + 1);
    const page = await publicPage(created.url.en);
    expect(page.status).toBe(200);
    expect(JSON.stringify(await page.json())).toContain('689,000');
  });

  it('take an edit made from what is stored, and refuse one made from an older read with the listing as it is', async () => {
    const response = await harness.call(`/api/cms/listings/${created.uls}`, { method: 'PUT', cookie: editor, body: { ...RECORD, price: 665_000, updated_at: created.updated_at } });
    expect(response.status).toBe(200);
    const edited = ((await response.json()) as ListingAnswer).listing;
    expect(edited.price).toBe(665_000);
    expect(JSON.stringify(await (await publicPage(created.url.en)).json())).toContain('665,000');

    const stale = await harness.call(`/api/cms/listings/${created.uls}`, { method: 'PUT', cookie: editor, body: { ...RECORD, price: 1, updated_at: created.updated_at } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: 'stale_listing', listing: { price: 665_000 } });
    created = edited;
  });

  it('once withdrawn, leave the search and their page answers 410', async () => {
    const before = await searchTotal();
    const response = await harness.call(`/api/cms/listings/${created.uls}/withdraw`, { method: 'POST', cookie: editor });
    expect(((await response.json()) as ListingAnswer).listing.status).toBe('removed');
    expect(await searchTotal()).toBe(before! - 1);
    expect((await publicPage(created.url.fr)).status).toBe(410);
  });

  it('with a hidden address store neither the address, the postal code nor the point', async () => {
    const response = await harness.call('/api/cms/listings', { method: 'POST', cookie: editor, body: { ...RECORD, mls_number: null, address_hidden: true } });
    const { listing } = (await response.json()) as ListingAnswer;
    expect(listing.uls).toMatch(/^8\d{11}$/);
    expect(listing).toMatchObject({ address: { fr: '', en: '' }, postal_code: null, address_hidden: true });
    expect(listing.url.fr).toBe(`/fr/proprietes/longueuil-${listing.uls}`);
    expect([listing.latitude, listing.longitude]).not.toEqual([RECORD.latitude, RECORD.longitude]);
  });

  it('leave demo and feed listings read-only', async () => {
    const { listings } = (await (await harness.call('/api/cms/listings?source=demo&limit=1', { cookie: editor })).json()) as { listings: { uls: string }[] };
    const demo = ((await (await harness.call(`/api/cms/listings/${listings[0]!.uls}`, { cookie: editor })).json()) as ListingAnswer).listing;
    const edit = await harness.call(`/api/cms/listings/${demo.uls}`, { method: 'PUT', cookie: editor, body: { ...listingRecordSchema().parse({ ...demo, photos: [] }), updated_at: demo.updated_at } });
    expect(edit.status).toBe(409);
    expect(await edit.json()).toMatchObject({ error: 'read_only' });
    expect((await harness.call(`/api/cms/listings/${demo.uls}/withdraw`, { method: 'POST', cookie: editor })).status).toBe(409);
    expect((await harness.call('/api/cms/listings/123/publish', { method: 'POST', cookie: editor })).status).toBe(404);
  });

  it('need a signed-in user, and list the municipalities to choose from', async () => {
    expect((await harness.call('/api/cms/listings', { method: 'POST', body: RECORD })).status).toBe(401);
    const { municipalities } = (await (await harness.call('/api/cms/listings/municipalities', { cookie: editor })).json()) as { municipalities: { code: string; name: string }[] };
    expect(municipalities).toContainEqual(expect.objectContaining({ code: MUN.longueuil, name: 'Longueuil' }));
  });
});
