/**
 * Hand-made listings for the search API tests (tests/api/listings*.test.ts): eleven listings on
 * the fixture site and one on the other site, over four municipalities, with dates, prices and
 * counts chosen so every expected order is computed by hand in the tests.
 *
 * Active `sale` listings of the fixture site (newest first, ties by MLS number):
 * 10000002, 10000011, 10000004, 10000005, 10000001, 10000003, 10000010.
 */
import type { Database } from '../../src/server/db/client';
import { insertListings } from '../../src/server/db/repositories/listings';
import { upsertMunicipalities } from '../../src/server/db/repositories/municipalities';
import type { NewListingRow } from '../../src/server/db/schema';
import { FIXTURE } from './fixtures';

export const MUN = { longueuil: '58227', montreal: '66023', laval: '65005', quebec: '23027' } as const;

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/listings/maison-0${i + 1}.svg`);

/** Listing `10000NNN` with defaults (active sale on the fixture site). */
function listing(n: number, row: Partial<NewListingRow> & Pick<NewListingRow, 'type' | 'price' | 'municipalityCode' | 'latitude' | 'longitude'>): NewListingRow {
  return {
    uls: `100000${String(n).padStart(2, '0')}`,
    siteId: FIXTURE.siteId,
    address: { fr: `${n}, rue Principale`, en: `${n} Principale St.` },
    photos: photos(2),
    listedAt: new Date('2026-01-01T12:00:00Z'),
    ...row,
  };
}

export const LISTINGS: NewListingRow[] = [
  listing(1, {
    type: 'maison', price: 450_000, municipalityCode: MUN.longueuil, latitude: 45.53, longitude: -73.51,
    bedrooms: 3, bathrooms: 2, powderRooms: 1, livingArea: 1850, lotArea: 5200, badge: 'new',
    address: { fr: '123, rue Saint-Charles Ouest', en: '123 Saint-Charles St. West' },
    photos: photos(6), listedAt: new Date('2026-01-10T12:00:00Z'),
  }),
  listing(2, {
    type: 'condo', price: 325_000, municipalityCode: MUN.montreal, latitude: 45.5, longitude: -73.57,
    bedrooms: 2, bathrooms: 1, livingArea: 900, badge: 'open-house',
    openHouses: [{ start: '2099-05-03T13:00:00-04:00', end: '2099-05-03T15:00:00-04:00' }],
    listedAt: new Date('2026-02-01T12:00:00Z'),
  }),
  listing(3, {
    type: 'prop', price: 780_000, municipalityCode: MUN.montreal, latitude: 45.52, longitude: -73.6,
    bedrooms: 5, bathrooms: 3, livingArea: 3200, listedAt: new Date('2025-12-05T12:00:00Z'),
  }),
  listing(4, {
    type: 'terrain', price: 150_000, municipalityCode: MUN.laval, latitude: 45.58, longitude: -73.75,
    lotArea: 12_000, photos: [], listedAt: new Date('2026-01-20T12:00:00Z'),
  }),
  listing(5, {
    type: 'chalet', price: 325_000, municipalityCode: MUN.quebec, latitude: 46.81, longitude: -71.21,
    bedrooms: 3, bathrooms: 1, livingArea: 1400,
    openHouses: [{ start: '2020-05-03T13:00:00-04:00', end: '2020-05-03T15:00:00-04:00' }],
    listedAt: new Date('2026-01-20T12:00:00Z'),
  }),
  listing(6, {
    type: 'condo', transaction: 'rent', price: 1_800, municipalityCode: MUN.montreal, latitude: 45.49, longitude: -73.58,
    bedrooms: 1, bathrooms: 1, livingArea: 650, badge: 'rent', listedAt: new Date('2026-02-10T12:00:00Z'),
  }),
  listing(7, {
    type: 'maison', status: 'sold', price: 500_000, municipalityCode: MUN.longueuil, latitude: 45.54, longitude: -73.49,
    bedrooms: 4, bathrooms: 2, badge: 'sold', soldAt: new Date('2026-02-05T12:00:00Z'),
  }),
  listing(8, {
    type: 'maison', status: 'removed', price: 600_000, municipalityCode: MUN.longueuil, latitude: 45.52, longitude: -73.5,
    bedrooms: 4, bathrooms: 2,
  }),
  listing(9, {
    siteId: FIXTURE.otherSiteId, type: 'maison', price: 999_000, municipalityCode: MUN.longueuil, latitude: 45.53, longitude: -73.52,
    bedrooms: 4, bathrooms: 3,
  }),
  listing(10, {
    type: 'comm', price: 1_200_000, municipalityCode: MUN.quebec, latitude: 46.8, longitude: -71.22,
    bathrooms: 2, livingArea: 8000, badge: 'commercial', listedAt: new Date('2025-11-01T12:00:00Z'),
  }),
  listing(11, {
    type: 'ferme', price: 325_000, municipalityCode: MUN.laval, latitude: 45.6, longitude: -73.8,
    bedrooms: 4, bathrooms: 2, livingArea: 2100, lotArea: 400_000, listedAt: new Date('2026-02-01T12:00:00Z'),
  }),
];

/** Inserts the four municipalities and {@link LISTINGS} (the fixture sites must exist). */
export async function insertFixtureListings(db: Database): Promise<void> {
  await upsertMunicipalities(db, [
    { code: MUN.longueuil, name: 'Longueuil', latitude: 45.53, longitude: -73.51, population: 254_000 },
    { code: MUN.montreal, name: 'Montréal', latitude: 45.5, longitude: -73.57, population: 1_762_000 },
    { code: MUN.laval, name: 'Laval', latitude: 45.57, longitude: -73.75, population: 438_000 },
    { code: MUN.quebec, name: 'Québec', latitude: 46.81, longitude: -71.21, population: 549_000 },
  ]);
  await insertListings(db, LISTINGS);
}

/** MLS numbers from short numbers: `ids(2, 11)` → `['10000002', '10000011']`. */
export const ids = (...n: number[]) => n.map((i) => `100000${String(i).padStart(2, '0')}`);
