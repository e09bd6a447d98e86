// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingOrder, ListingSearchFields } from '../../db/repositories/listings';
import { ORDER_BY_VALUES, PROPERTY_TYPES } from '../../../schema/listing';
import { toMapPoint } from './listingCards';
import { indexListings } from './listingIndex';
import { countMatches, mapPointsJson, matchHits, matchListings, matchRanks, type IndexSearch } from './listingSearch';

const MUNICIPALITIES = ['66023', '65005', '58227', '23027'];

const listingArb = fc.record({
  uls: fc.integer({ min: 10_000_000, max: 10_000_400 }).map(String),
  type: fc.constantFrom(...PROPERTY_TYPES),
  transaction: fc.constantFrom('sale' as const, 'rent' as const),
  price: fc.integer({ min: 500, max: 3_000_000 }),
  municipalityCode: fc.constantFrom(...MUNICIPALITIES),
  latitude: fc.double({ min: 45, max: 47, noNaN: true }),
  longitude: fc.double({ min: -75, max: -71, noNaN: true }),
  bedrooms: fc.integer({ min: 0, max: 6 }),
  bathrooms: fc.integer({ min: 0, max: 4 }),
  openHouseEnd: fc.option(fc.integer({ min: 1_780_000_000_000, max: 1_790_000_000_000 })),
  listedAt: fc.integer({ min: 1_700_000_000_000, max: 1_790_000_000_000 }),
  badge: fc.constantFrom(null, 'new' as const, 'open-house' as const),
});
const listingsArb = fc.uniqueArray(listingArb, { selector: (l) => l.uls, maxLength: 80 }) as fc.Arbitrary<ListingSearchFields[]>;

const searchArb: fc.Arbitrary<IndexSearch> = fc.record({
  transaction: fc.constantFrom('sale' as const, 'rent' as const, null),
  municipalityCodes: fc.subarray([...MUNICIPALITIES, '99999']),
  types: fc.subarray([...PROPERTY_TYPES]),
  priceMin: fc.option(fc.integer({ min: 0, max: 2_000_000 })),
  priceMax: fc.option(fc.integer({ min: 0, max: 3_000_000 })),
  bedrooms: fc.option(fc.integer({ min: 1, max: 5 })),
  bathrooms: fc.option(fc.integer({ min: 1, max: 5 })),
  openHouseAfter: fc.option(fc.integer({ min: 1_780_000_000_000, max: 1_790_000_000_000 }).map((ms) => new Date(ms))),
  bounds: fc.option(
    fc.record({ lat: fc.double({ min: 45, max: 47, noNaN: true }), lng: fc.double({ min: -75, max: -71, noNaN: true }) }).map(({ lat, lng }) => ({
      south: lat - 0.5,
      north: lat + 0.5,
      west: lng - 1,
      east: lng + 1,
    })),
  ),
});

/** The reading of `listingSearchWhere` + `listingOrderBy`, written plainly. */
function reference(rows: ListingSearchFields[], s: IndexSearch, order: ListingOrder): ListingSearchFields[] {
  const kept = rows.filter(
    (l) =>
      (!s.transaction || l.transaction === s.transaction) &&
      (!s.municipalityCodes?.length || s.municipalityCodes.includes(l.municipalityCode)) &&
      (!s.types?.length || s.types.includes(l.type)) &&
      (s.priceMin == null || l.price >= s.priceMin) &&
      (s.priceMax == null || l.price <= s.priceMax) &&
      (s.bedrooms == null || l.bedrooms >= s.bedrooms) &&
      (s.bathrooms == null || l.bathrooms >= s.bathrooms) &&
      (!s.openHouseAfter || (l.openHouseEnd ?? 0) > s.openHouseAfter.getTime()) &&
      (!s.bounds || (l.latitude >= s.bounds.south && l.latitude <= s.bounds.north && l.longitude >= s.bounds.west && l.longitude <= s.bounds.east)),
  );
  const key = {
    newest: (l: ListingSearchFields) => -l.listedAt,
    oldest: (l: ListingSearchFields) => l.listedAt,
    price_desc: (l: ListingSearchFields) => -l.price,
    price_asc: (l: ListingSearchFields) => l.price,
  }[order];
  return kept.sort((a, b) => key(a) - key(b) || (a.uls < b.uls ? -1 : a.uls > b.uls ? 1 : 0));
}

/** A house for sale at this place (fields overridden by `other`). */
function houseAt(uls: string, latitude: number, longitude: number, other: Partial<ListingSearchFields> = {}): ListingSearchFields {
  return {
    uls,
    type: 'maison',
    transaction: 'sale',
    price: 400_000,
    municipalityCode: '66023',
    latitude,
    longitude,
    bedrooms: 3,
    bathrooms: 1,
    openHouseEnd: null,
    listedAt: 1_780_000_000_000,
    badge: null,
    ...other,
  };
}

describe('listing index search', () => {
  it('matches, counts and serialises the map points like the SQL search, in every order', () => {
    fc.assert(
      fc.property(listingsArb, searchArb, fc.constantFrom(...ORDER_BY_VALUES), (rows, search, order) => {
        const index = indexListings(rows);
        const expected = reference(rows, search, order);
        expect(matchListings(index, search, order).map((i) => index.uls[i])).toEqual(expected.map((l) => l.uls));
        expect(countMatches(index, search)).toBe(expected.length);
        const json = Buffer.from(mapPointsJson(index, order, matchRanks(index, search, order), '{"map":', ',"end":"é"}')).toString();
        expect(JSON.parse(json)).toEqual({ map: expected.map(toMapPoint), end: 'é' });
      }),
      { numRuns: 300 },
    );
  });

  it('measures the extent of the matches in world units, for few matches as for most listings', () => {
    fc.assert(
      fc.property(listingsArb, searchArb, (rows, search) => {
        const index = indexListings(rows);
        const matches = reference(rows, search, 'newest').map((l) => index.uls.indexOf(l.uls));
        const xs = matches.map((i) => index.worldX[i]!);
        const ys = matches.map((i) => index.worldY[i]!);
        const expected = matches.length === 0 ? null : { west: Math.min(...xs), east: Math.max(...xs), north: Math.min(...ys), south: Math.max(...ys) };
        expect(matchHits(index, search, true).extent).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('measures the extent of many matches sharing the grid cells at the edges', () => {
    const spots = [45.01, 45.05, 45.09].flatMap((latitude, row) => [-73.09, -73.05, -73.01].map((longitude, column) => ({ latitude, longitude, n: 3 * row + column })));
    const index = indexListings(spots.map(({ latitude, longitude, n }) => houseAt(String(10_000_000 + n), latitude, longitude, { type: n === 4 ? 'condo' : 'maison' })));
    const at = (uls: string) => index.uls.indexOf(uls);
    const extent = (search: IndexSearch) => matchHits(index, search, true).extent;
    // Corners 10000000 (south-west) and 10000008 (north-east).
    expect(extent({ types: ['maison'] })).toEqual({ west: index.worldX[at('10000000')], east: index.worldX[at('10000008')], north: index.worldY[at('10000008')], south: index.worldY[at('10000000')] });
    expect(extent({ types: ['condo'] })).toEqual({ west: index.worldX[at('10000004')], east: index.worldX[at('10000004')], north: index.worldY[at('10000004')], south: index.worldY[at('10000004')] });
  });

  it('answers an empty map for an empty index or no match', () => {
    const index = indexListings([]);
    expect(Buffer.from(mapPointsJson(index, 'newest', matchRanks(index, {}, 'newest'))).toString()).toBe('[]');
  });

  it('finds listings on the edges of the map bounds and of the grid cells, with or without towns named', () => {
    const at = (uls: string, latitude: number, longitude: number, municipalityCode = '66023') => houseAt(uls, latitude, longitude, { municipalityCode });
    const index = indexListings([at('10000001', 45.1, -73.2), at('10000002', 45.3, -73.0), at('10000003', 45.2, -73.1, '65005'), at('10000004', 46.9, -71.2), at('10000005', 45.30001, -73.1)]);
    const found = (search: IndexSearch) => matchListings(index, search, 'price_asc').map((i) => index.uls[i]);
    const bounds = { south: 45.1, north: 45.3, west: -73.2, east: -73.0 };
    expect(found({ bounds })).toEqual(['10000001', '10000002', '10000003']);
    expect(countMatches(index, { bounds })).toBe(3);
    expect(found({ bounds, municipalityCodes: ['66023'] })).toEqual(['10000001', '10000002']);
    expect(found({ bounds, municipalityCodes: ['65005', '99999'] })).toEqual(['10000003']);
    expect(found({ bounds: { south: 10, north: 20, west: -10, east: 10 } })).toEqual([]);
    expect(found({ bounds: { south: 40, north: 50, west: -80, east: -60 }, municipalityCodes: ['66023'] })).toEqual(['10000001', '10000002', '10000004', '10000005']);
  });

  it('refuses badge filters, which the index does not keep', () => {
    expect(() => countMatches(indexListings([]), { badges: ['new'] })).toThrow(/badge/);
  });
});
