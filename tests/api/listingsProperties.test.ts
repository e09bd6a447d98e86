/**
 * Property-based tests (fast-check) of `GET /:microsite_id/properties`: any record of
 * parameters and values, and any raw query string, answers 2xx or 4xx — never 5xx — and a 200
 * answer always has the documented shape with a total that `format=count` agrees with.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertiesCountResponse, propertiesInitialResponse, propertiesMoreResponse } from '../../src/schema/listing';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { insertFixtureListings } from './listingsFixtures';
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

const get = (query: string) =>
  api.request(`/${FIXTURE.micrositeId}/properties?${query}`, { headers: { 'X-Site-Key': FIXTURE.siteKey, 'Content-Language': 'fr' } });

const KEYS = [
  'mun', 'type', 'price_min', 'price_max', 'bedrooms', 'bathrooms', 'forSaleForRent', 'open_house',
  'NorthEast_lat', 'NorthEast_lng', 'SouthWest_lat', 'SouthWest_lng', 'order_by', 'format', 'listingLimit', 'page', 'limit',
];
const tricky = fc.constantFrom(
  '', ' ', '0', '1', '-1', '5', '6', '00', '1e3', '1e400', '-0', '.5', '45.5', '-73.6', '+46', 'NaN', 'Infinity',
  '9999999999', '99999999999999999999', '2147483648', '66023', '66023,58227', ',', 'maison,condo', 'maison,', 'villa',
  'buy', 'rent', 'true', 'false', 'map', 'count', 'newest', 'price-asc', 'price_desc', '\u0000', '\ud800', "'; drop table listings; --",
  'a'.repeat(3000),
);
const value = fc.oneof(tricky, fc.integer({ min: -1000, max: 3_000_000 }).map(String), fc.double().map(String), fc.string({ maxLength: 20 }));
const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

async function checkAnswer(res: Response, params: URLSearchParams) {
  expect(res.status).toBeGreaterThanOrEqual(200);
  expect(res.status).toBeLessThan(500);
  const body = await res.json();
  if (res.status !== 200) {
    expect(res.status).toBe(422);
    expect(body.status).toBe('error');
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    return;
  }
  const format = params.get('format');
  if (format === 'count') propertiesCountResponse.parse(body);
  else if (format === 'map') {
    const data = propertiesInitialResponse.parse(body).data;
    expect(data.total).toBe(data.propertiesMap.length);
  } else propertiesMoreResponse.parse(body);
}

describe('GET /properties — any query', () => {
  it('answers 2xx or 4xx for any record of parameters (never 5xx)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 8 }), async (pairs) => {
        const params = new URLSearchParams(pairs);
        await checkAnswer(await get(params.toString()), params);
      }),
      { numRuns: 300 },
    );
  });

  it('answers 2xx or 4xx for any raw query string (bad percent-encoding included)', async () => {
    const raw = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('%', '%zz', 'mun=%E9', 'type=%', '&&&', '=', '==1', 'bedrooms=%00', 'a[b]=1', 'price_min=1&&price_max=2', '__proto__=1', 'constructor=1&toString=2', 'hasOwnProperty=x&__proto__[price_min]=1'),
    );
    await fc.assert(
      fc.asyncProperty(raw, async (query) => {
        const res = await get(query.replace(/#/g, '%23'));
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });

  it('a valid filter state always answers 200 and count agrees with the list', async () => {
    const filters = fc.record(
      {
        mun: fc.subarray(['66023', '58227', '65005', '23027']).map((a) => a.join(',')),
        type: fc.subarray(['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm']).map((a) => a.join(',')),
        price_min: fc.integer({ min: 0, max: 800_000 }).map(String),
        bedrooms: fc.integer({ min: 1, max: 5 }).map(String),
        bathrooms: fc.integer({ min: 1, max: 5 }).map(String),
        forSaleForRent: fc.constantFrom('buy', 'rent'),
        open_house: fc.constantFrom('1', '0'),
        order_by: fc.constantFrom('newest', 'oldest', 'price_desc', 'price-asc'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(filters, async (record) => {
        const params = new URLSearchParams(Object.entries(record).filter(([, v]) => v !== ''));
        const list = await get(params.toString());
        expect(list.status).toBe(200);
        const { total, propertiesListing } = propertiesMoreResponse.parse(await list.json()).data;
        expect(propertiesListing.length).toBe(total);
        params.set('format', 'count');
        const count = propertiesCountResponse.parse(await (await get(params.toString())).json());
        expect(count.data.total).toBe(total);
      }),
      { numRuns: 100 },
    );
  });
});
