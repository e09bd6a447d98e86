/**
 * The listing search API (spec 001 §7): `GET /:microsite_id/properties` with
 * every filter alone and combined, each sort, paging, bounds, open house, buy/rent, count, map;
 * 422 for unknown parameters and bad values; site key 401/403/404; the tooltip; search filters.
 * Expectations are computed by hand from tests/api/listingsFixtures.ts.
 *
 * @postgres: the listings repository and search queries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertiesInitialResponse, propertiesMoreResponse, propertyTooltip, searchFiltersResponse } from '../../src/schema/listing';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { ids, insertFixtureListings, MUN } from './listingsFixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertFixtureListings(database.db);
  api = createContentApiApp({ db: database.db });
});
afterAll(() => database.dispose());

function get(path: string, { key = FIXTURE.siteKey as string | null, language = 'fr', microsite = FIXTURE.micrositeId } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Language': language };
  if (key !== null) headers['X-Site-Key'] = key;
  return api.request(`/${microsite}${path}`, { headers });
}

/** MLS numbers of a page answer (`{ data: { total, propertiesListing } }`). */
async function page(query: string, options?: Parameters<typeof get>[1]) {
  const res = await get(`/properties?${query}`, options);
  expect(res.status).toBe(200);
  const body = propertiesMoreResponse.parse(await res.json());
  return { total: body.data.total, uls: body.data.propertiesListing.map((card) => card.uls), cards: body.data.propertiesListing };
}

const NEWEST = ids(2, 11, 4, 5, 1, 3, 10);

describe('GET /properties — filters', () => {
  it('lists the active sale listings of the site, newest first (ties by MLS number)', async () => {
    expect(await page('')).toEqual(expect.objectContaining({ total: 7, uls: NEWEST }));
  });

  it.each([
    ['mun=66023', ids(2, 3)],
    ['mun=66023,65005', ids(2, 11, 4, 3)],
    ['mun=66023&mun=65005', ids(2, 11, 4, 3)],
    ['mun=99999', []],
    ['type=condo', ids(2)],
    ['type=maison,terrain', ids(4, 1)],
    ['type=maison&type=terrain', ids(4, 1)],
    ['price_min=325000', ids(2, 11, 5, 1, 3, 10)],
    ['price_max=325000', ids(2, 11, 4, 5)],
    ['price_min=300000&price_max=500000', ids(2, 11, 5, 1)],
    ['price_min=325000&price_max=325000', ids(2, 11, 5)],
    ['bedrooms=3', ids(11, 5, 1, 3)],
    ['bedrooms=5', ids(3)],
    ['bathrooms=2', ids(11, 1, 3, 10)],
    ['forSaleForRent=buy', NEWEST],
    ['forSaleForRent=rent', ids(6)],
    ['open_house=1', ids(2)],
    ['open_house=true', ids(2)],
    ['open_house=0', NEWEST],
    ['open_house=false', NEWEST],
    ['mun=66023,58227&bedrooms=2&price_max=500000', ids(2, 1)],
    ['mun=66023,58227&bedrooms=2&price_max=500000&order_by=price_desc', ids(1, 2)],
    ['type=condo,maison,prop&bathrooms=1&bedrooms=2&price_min=400000', ids(1, 3)],
    ['forSaleForRent=rent&mun=66023&type=condo&bedrooms=1', ids(6)],
    ['forSaleForRent=rent&mun=58227', []],
  ])('%s → %j', async (query, expected) => {
    const result = await page(query);
    expect(result.uls).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it.each([
    ['SouthWest_lat=45.45&SouthWest_lng=-73.70&NorthEast_lat=45.55&NorthEast_lng=-73.50', ids(2, 1, 3)],
    ['SouthWest_lat=45.45&SouthWest_lng=-73.50&NorthEast_lat=45.55&NorthEast_lng=-73.70', ids(2, 1, 3)],
    ['SouthWest_lat=46.7&SouthWest_lng=-71.3&NorthEast_lat=46.9&NorthEast_lng=-71.1', ids(5, 10)],
    ['SouthWest_lat=45.45&SouthWest_lng=-73.70&NorthEast_lat=45.55&NorthEast_lng=-73.50&type=prop', ids(3)],
    ['SouthWest_lat=10&SouthWest_lng=10&NorthEast_lat=11&NorthEast_lng=11', []],
  ])('map bounds %s → %j', async (query, expected) => {
    expect((await page(query)).uls).toEqual(expected);
  });

  it.each([
    ['', NEWEST],
    ['order_by=newest', NEWEST],
    ['order_by=oldest', ids(10, 3, 1, 4, 5, 2, 11)],
    ['order_by=price_desc', ids(10, 3, 1, 2, 5, 11, 4)],
    ['order_by=price-desc', ids(10, 3, 1, 2, 5, 11, 4)],
    ['order_by=price_asc', ids(4, 2, 5, 11, 1, 3, 10)],
    ['order_by=price-asc', ids(4, 2, 5, 11, 1, 3, 10)],
    ['order_by=', NEWEST],
  ])('order %s', async (query, expected) => {
    expect((await page(query)).uls).toEqual(expected);
  });
});

describe('GET /properties — calls', () => {
  it('pages never repeat or skip a listing, in every order', async () => {
    for (const order of ['newest', 'oldest', 'price_desc', 'price_asc']) {
      const all = (await page(`order_by=${order}&limit=100`)).uls;
      const seen: string[] = [];
      for (let n = 1; n <= 4; n++) {
        const result = await page(`order_by=${order}&page=${n}&limit=2`);
        expect(result.total).toBe(7);
        seen.push(...result.uls);
      }
      expect(seen).toEqual(all);
      expect((await page(`order_by=${order}&page=5&limit=2`)).uls).toEqual([]);
    }
    expect((await page('page=2&limit=3')).uls).toEqual(ids(5, 1, 3));
    expect((await page('page=1')).uls).toEqual(NEWEST);
  });

  it('format=map answers every match as a compact point and the first listingLimit cards', async () => {
    const res = await get('/properties?format=map&listingLimit=3&type=condo,chalet,ferme,terrain');
    expect(res.status).toBe(200);
    const body = await res.json();
    const data = propertiesInitialResponse.parse(body).data;
    expect(data.total).toBe(4);
    expect(data.propertiesListing.map((c) => c.uls)).toEqual(ids(2, 11, 4));
    expect(data.propertiesMap).toEqual([
      { uls: '10000002', coords: [45.5, -73.57], price: 325_000 },
      { uls: '10000011', coords: [45.6, -73.8], price: 325_000 },
      { uls: '10000004', coords: [45.58, -73.75], price: 150_000 },
      { uls: '10000005', coords: [46.81, -71.21], price: 325_000 },
    ]);
    for (const point of body.data.propertiesMap) expect(Object.keys(point).sort()).toEqual(['coords', 'price', 'uls']);
    const defaults = propertiesInitialResponse.parse(await (await get('/properties?format=map')).json()).data;
    expect(defaults.propertiesListing).toHaveLength(7);
    expect(defaults.total).toBe(7);
  });

  it('format=count answers the same total as the list', async () => {
    for (const query of ['', 'mun=66023', 'open_house=1', 'forSaleForRent=rent', 'bedrooms=3&price_max=500000', 'SouthWest_lat=45.45&SouthWest_lng=-73.70&NorthEast_lat=45.55&NorthEast_lng=-73.50']) {
      const res = await get(`/properties?format=count${query ? `&${query}` : ''}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ data: { total: (await page(query)).total } });
    }
  });

  it('answers cards in the request locale with address, URL, 5 photos, specs, coordinates and badge', async () => {
    const fr = (await page('mun=58227')).cards[0];
    expect(fr).toEqual({
      uls: '10000001',
      type: 'maison',
      address: '123, rue Saint-Charles Ouest, Longueuil',
      municipality: 'Longueuil',
      price: 450_000,
      for_rent: false,
      url: '/fr/proprietes/123-rue-saint-charles-ouest-longueuil-10000001',
      carousel_images: ['/listings/maison-01.svg', '/listings/maison-02.svg', '/listings/maison-03.svg', '/listings/maison-04.svg', '/listings/maison-05.svg'],
      property_image: '/listings/maison-01.svg',
      specs: { bed: 3, bath: 2, area: 1850 },
      coords: [45.53, -73.51],
      badge: 'new',
    });
    const en = (await page('mun=58227', { language: 'en-CA' })).cards[0];
    expect(en.address).toBe('123 Saint-Charles St. West, Longueuil');
    expect(en.url).toBe('/en/properties/123-saint-charles-st-west-longueuil-10000001');
    const land = (await page('type=terrain')).cards[0];
    expect(land).toMatchObject({ specs: { bed: null, bath: null, area: 12_000 }, carousel_images: [], property_image: null, badge: null });
    const montreal = (await page('mun=66023&type=condo')).cards[0];
    expect(montreal.url).toBe('/fr/proprietes/2-rue-principale-montreal-10000002');
    const rent = (await page('forSaleForRent=rent')).cards[0];
    expect(rent).toMatchObject({ for_rent: true, price: 1_800, badge: 'rent' });
  });

  it('caches the answers only briefly and privately', async () => {
    const res = await get('/properties?format=count');
    expect(res.headers.get('cache-control')).toBe('private, max-age=30');
  });
});

describe('GET /properties — refused input', () => {
  it.each([
    ['foo=1', 'foo'],
    ['municipality=66023', 'municipality'],
    ['type=villa', 'type'],
    ['type=condo,', null],
    ['price_min=abc', 'price_min'],
    ['price_min=-5', 'price_min'],
    ['price_min=1.5', 'price_min'],
    ['price_min=400000&price_max=300000', 'price_max'],
    ['price_max=99999999999', 'price_max'],
    ['bedrooms=0', 'bedrooms'],
    ['bedrooms=6', 'bedrooms'],
    ['bathrooms=two', 'bathrooms'],
    ['forSaleForRent=sell', 'forSaleForRent'],
    ['open_house=yes', 'open_house'],
    ['order_by=cheapest', 'order_by'],
    ['format=list', 'format'],
    ['format=map&listingLimit=0', 'listingLimit'],
    ['format=map&listingLimit=101', 'listingLimit'],
    ['listingLimit=10', 'listingLimit'],
    ['page=0', 'page'],
    ['limit=101', 'limit'],
    ['format=count&page=2', 'page'],
    ['format=map&mapWidth=800', 'mapHeight'],
    ['format=map&mapWidth=50&mapHeight=600', 'mapWidth'],
    ['format=map&mapWidth=800&mapHeight=9000', 'mapHeight'],
    ['mapWidth=800&mapHeight=600', 'mapWidth'],
    ['bedrooms=2&bedrooms=3', 'bedrooms'],
    ['SouthWest_lat=45&SouthWest_lng=-74', 'NorthEast_lat'],
    ['SouthWest_lat=46&SouthWest_lng=-74&NorthEast_lat=45&NorthEast_lng=-73', 'SouthWest_lat'],
    ['SouthWest_lat=95&SouthWest_lng=-74&NorthEast_lat=96&NorthEast_lng=-73', 'SouthWest_lat'],
    ['SouthWest_lat=x&SouthWest_lng=-74&NorthEast_lat=46&NorthEast_lng=-73', 'SouthWest_lat'],
    ['mun=66023;drop', 'mun'],
    ['constructor=1', 'constructor'],
    ['toString=1', 'toString'],
  ])('%s → 422 on %s', async (query, param) => {
    const res = await get(`/properties?${query}`);
    if (param === null) {
      expect(res.status).toBe(200);
      return;
    }
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.status).toBe('error');
    expect(body.errors[param]).toEqual([expect.any(String)]);
  });

  it('reports every bad parameter at once', async () => {
    const res = await get('/properties?foo=1&bedrooms=9&order_by=x');
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['bedrooms', 'foo', 'order_by']);
  });
});

describe('site key', () => {
  it.each(['/properties', '/property/10000001/tooltip', '/search-filters'])('%s: 401 without key, 403 wrong key, 404 unknown site', async (path) => {
    expect((await get(path, { key: null })).status).toBe(401);
    expect((await get(path, { key: 'wrong' })).status).toBe(403);
    expect((await get(path, { microsite: 'nobody' })).status).toBe(404);
    expect((await get(path, { key: 'other-key', microsite: FIXTURE.otherMicrositeId })).status).not.toBeGreaterThanOrEqual(500);
  });

  it('never shows another site’s listings', async () => {
    const res = await get('/properties', { key: 'other-key', microsite: FIXTURE.otherMicrositeId });
    expect(propertiesMoreResponse.parse(await res.json()).data.propertiesListing.map((c) => c.uls)).toEqual(ids(9));
  });
});

describe('GET /property/:uls/tooltip', () => {
  it('answers the active listing’s tooltip in the request locale', async () => {
    const res = await get('/property/10000001/tooltip', { language: 'en' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(propertyTooltip.parse(body.data)).toEqual({
      uls: '10000001',
      address: '123 Saint-Charles St. West, Longueuil',
      carousel_images: ['/listings/maison-01.svg', '/listings/maison-02.svg', '/listings/maison-03.svg', '/listings/maison-04.svg', '/listings/maison-05.svg'],
      price: 450_000,
      specs: { bed: 3, bath: 2, area: 1850 },
      type: 'maison',
      url: '/en/properties/123-saint-charles-st-west-longueuil-10000001',
      for_rent: false,
    });
  });

  it.each([
    ['sold', '10000007'],
    ['removed', '10000008'],
    ['of another site', '10000009'],
    ['unknown', '55555555'],
    ['malformed', 'abc%20def%3B'],
  ])('404 {data:null} for a listing %s', async (_label, uls) => {
    const res = await get(`/property/${uls}/tooltip`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ data: null });
  });
});

describe('GET /search-filters', () => {
  it('lists municipalities having active listings with counts, by name, and every type with its count', async () => {
    const res = await get('/search-filters');
    expect(res.status).toBe(200);
    const { data } = searchFiltersResponse.parse(await res.json());
    expect(data.municipalities).toEqual([
      { MUN_CODE: MUN.laval, DESCRIPTION: 'Laval', count: 2 },
      { MUN_CODE: MUN.longueuil, DESCRIPTION: 'Longueuil', count: 1 },
      { MUN_CODE: MUN.montreal, DESCRIPTION: 'Montréal', count: 3 },
      { MUN_CODE: MUN.quebec, DESCRIPTION: 'Québec', count: 2 },
    ]);
    expect(data.property_types).toEqual([
      { code: 'maison', label: { fr: 'Maison', en: 'House' }, count: 1 },
      { code: 'condo', label: { fr: 'Condo', en: 'Condo' }, count: 2 },
      { code: 'prop', label: { fr: 'Plex', en: 'Plex' }, count: 1 },
      { code: 'ferme', label: { fr: 'Fermette', en: 'Hobby farm' }, count: 1 },
      { code: 'chalet', label: { fr: 'Chalet', en: 'Cottage' }, count: 1 },
      { code: 'terrain', label: { fr: 'Terrain', en: 'Land' }, count: 1 },
      { code: 'comm', label: { fr: 'Commercial', en: 'Commercial' }, count: 1 },
    ]);
  });
});

describe('freshness of the search index', () => {
  it('shows listings written through the repository at once, and other writes within the recheck delay', async () => {
    const { insertListings } = await import('../../src/server/db/repositories/listings');
    const { LISTINGS } = await import('./listingsFixtures');
    const { LISTING_INDEX_RECHECK_MS } = await import('../../src/server/api/listings/listingIndex');
    const { listings } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const count = async () => (await (await get('/properties?format=count')).json()).data.total;
    expect(await count()).toBe(7);
    await insertListings(database.db, [{ ...LISTINGS[0], uls: '10000012', listedAt: new Date('2026-03-01T12:00:00Z') }]);
    expect(await count()).toBe(8);
    expect((await page('page=1&limit=1')).uls).toEqual(ids(12));

    // A write that bypasses the repository (another process): seen after the recheck delay.
    await database.db.update(listings).set({ status: 'sold' }).where(eq(listings.uls, '10000012'));
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + LISTING_INDEX_RECHECK_MS + 1000;
      expect(await count()).toBe(7);
      expect((await get('/property/10000012/tooltip')).status).toBe(404);
    } finally {
      Date.now = realNow;
    }
  });
});
