// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListingSearchFields } from '../../db/repositories/listings';
import { generateListings } from '../../seed/listingsGenerator';
import { loadQuebecMunicipalities } from '../../seed/municipalities';
import { clusterMatches, type ClusteredMap } from './listingClusters';
import { indexListings, type SiteListingIndex } from './listingIndex';
import { matchHits, type IndexSearch } from './listingSearch';

const BOX = { width: 544, height: 760 };

/** The search fields of generated active listings (what the index build reads from the database). */
function searchFields(count: number, seed: number): ListingSearchFields[] {
  return generateListings(count, seed, loadQuebecMunicipalities(), { now: new Date('2026-06-01T12:00:00Z'), sites: [{ siteId: 'site', share: 1 }] })
    .filter((row) => row.status === 'active')
    .map((row) => ({
      uls: row.uls,
      type: row.type,
      transaction: row.transaction ?? 'sale',
      price: row.price,
      municipalityCode: row.municipalityCode,
      latitude: row.latitude,
      longitude: row.longitude,
      bedrooms: row.bedrooms ?? 0,
      bathrooms: row.bathrooms ?? 0,
      openHouseEnd: null,
      listedAt: (row.listedAt ?? new Date(0)).getTime(),
      badge: row.badge ?? null,
    }));
}

/** The fitted map of a search, its points as MLS numbers (listing numbers differ between indexes). */
function fittedMap(index: SiteListingIndex, search: IndexSearch): Omit<ClusteredMap, 'points'> & { points: string[] } {
  const map = clusterMatches(index, matchHits(index, search, true), null, BOX);
  return { ...map, points: map.points.map((listing) => index.uls[listing]!).sort() };
}

/** Both maps show the same bubbles (places within a metre) and the same lone listings. */
function expectSameMap(actual: ReturnType<typeof fittedMap>, expected: ReturnType<typeof fittedMap>) {
  expect(actual.zoom).toBe(expected.zoom);
  expect(actual.extent).toEqual(expected.extent);
  expect(actual.points).toEqual(expected.points);
  expect(actual.clusters.map((c) => [c.count, c.expansionZoom])).toEqual(expected.clusters.map((c) => [c.count, c.expansionZoom]));
  actual.clusters.forEach((cluster, k) => {
    expect(Math.abs(cluster.coords[0] - expected.clusters[k]!.coords[0])).toBeLessThanOrEqual(1e-5);
    expect(Math.abs(cluster.coords[1] - expected.clusters[k]!.coords[1])).toBeLessThanOrEqual(1e-5);
  });
}

describe('clusterMatches on a map fitted to the matches', () => {
  const rows = searchFields(4_000, 11);
  const index = indexListings(rows);
  const searches: [string, IndexSearch][] = [
    ['no filter', {}],
    ['houses', { types: ['maison'] }],
    ['two bathrooms', { bathrooms: 2 }],
    ['for sale under 900 000 $', { transaction: 'sale', priceMax: 900_000 }],
    ['three bedrooms', { bedrooms: 3 }],
    ['the busiest towns', { municipalityCodes: [...new Set(rows.slice(0, 40).map((row) => row.municipalityCode))] }],
  ];

  it.each(searches)('%s: the same bubbles and points as a map of an index holding only the matches', (_, search) => {
    const matched = matchHits(index, search);
    const kept = new Set(Array.from(matched.listings, (listing) => index.uls[listing]));
    const onlyMatches = indexListings(rows.filter((row) => kept.has(row.uls)));
    const map = fittedMap(index, search);
    expect(map.clusters.reduce((n, c) => n + c.count, map.points.length)).toBe(matched.count);
    expectSameMap(map, fittedMap(onlyMatches, {}));
  });

  it.each([
    ['a town-sized map', 0.15, 0.25],
    ['a region', 1.5, 2.5],
  ])('%s: the same bubbles and points within map bounds as a map of an index holding only the matches', (_, halfHeight, halfWidth) => {
    const busiest = rows[0]!;
    const bounds = { south: busiest.latitude - halfHeight, north: busiest.latitude + halfHeight, west: busiest.longitude - halfWidth, east: busiest.longitude + halfWidth };
    const matched = matchHits(index, { bounds });
    expect(30 * matched.count).toBeGreaterThan(index.size);
    const kept = new Set(Array.from(matched.listings, (listing) => index.uls[listing]));
    const onlyMatches = indexListings(rows.filter((row) => kept.has(row.uls)));
    const mapOf = (of: SiteListingIndex, search: IndexSearch) => {
      const map = clusterMatches(of, matchHits(of, search), bounds, BOX);
      return { ...map, points: map.points.map((listing) => of.uls[listing]!).sort() };
    };
    expectSameMap(mapOf(index, { bounds }), mapOf(onlyMatches, {}));
  });

  it('answers the same for most listings gathered in one town of an index spread far beyond it', () => {
    const town = rows.filter((row) => row.municipalityCode === rows[0]!.municipalityCode).slice(0, 40);
    const far = town.slice(0, 30).map((row, k) => ({ ...row, uls: `9${row.uls}`, latitude: 60 + k * 0.01, longitude: -140 + k * 0.01, type: 'terrain' }));
    const spread = indexListings([...town, ...far]);
    const search: IndexSearch = { types: [...new Set(town.map((row) => row.type))].filter((type) => type !== 'terrain') };
    const matched = matchHits(spread, search);
    expect(2 * matched.count).toBeGreaterThan(spread.size);
    const kept = new Set(Array.from(matched.listings, (listing) => spread.uls[listing]));
    expectSameMap(fittedMap(spread, search), fittedMap(indexListings(town.filter((row) => kept.has(row.uls))), {}));
  });
});
