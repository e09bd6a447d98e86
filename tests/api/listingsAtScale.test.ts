/**
 * Listings at scale. Map answers grouped on the server (spec 001 §4 "Maps", §7 `GET /properties` with `mapWidth` and
 * `mapHeight`): 3 000 generated listings of one site over the Quebec municipalities. What a map
 * and a list read: the bubbles' counts and the lone points add up to the list's total, the map's
 * extent holds every match, bubbles never touch at the zoom they are drawn at, few matches come as
 * points as before. The site's search index builds in steps, answering other work meanwhile.
 *
 * @postgres: the listings repository feeding the index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterSize, fitZoom, worldPixels } from '../../src/lib/mapGeometry';
import { propertiesCountResponse, propertiesInitialResponse } from '../../src/schema/listing';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { MAP_POINTS_LIMIT } from '../../src/server/api/listings/listingClusters';
import { buildListingIndex, indexListings } from '../../src/server/api/listings/listingIndex';
import { matchListings } from '../../src/server/api/listings/listingSearch';
import { listingSearchFieldPages } from '../../src/server/db/repositories/listings';
import { insertListings } from '../../src/server/db/repositories/listings';
import { upsertMunicipalities } from '../../src/server/db/repositories/municipalities';
import { generateListings } from '../../src/server/seed/listingsGenerator';
import { loadQuebecMunicipalities } from '../../src/server/seed/municipalities';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

const LISTINGS = 3_000;
const BOX = { width: 800, height: 600 };

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  const towns = loadQuebecMunicipalities();
  await upsertMunicipalities(database.db, towns);
  await insertListings(database.db, generateListings(LISTINGS, 7, towns, { now: new Date('2026-06-01T12:00:00Z'), sites: [{ siteId: FIXTURE.siteId, share: 1 }] }));
  api = createContentApiApp({ db: database.db });
});
afterAll(() => database.dispose());

async function getJson(query: string) {
  const res = await api.request(`/${FIXTURE.micrositeId}/properties?${query}`, { headers: { 'X-Site-Key': FIXTURE.siteKey, 'Content-Language': 'fr' } });
  expect(res.status).toBe(200);
  return res.json();
}

const mapAnswer = async (query: string) => propertiesInitialResponse.parse(await getJson(`format=map&${query}`)).data;
const count = async (query: string) => propertiesCountResponse.parse(await getJson(`format=count&${query}`)).data.total;
const sized = `mapWidth=${BOX.width}&mapHeight=${BOX.height}`;

/** Listings drawn by an answer: the bubbles' counts plus the lone points. */
const drawn = (answer: Awaited<ReturnType<typeof mapAnswer>>) => (answer.propertiesClusters ?? []).reduce((sum, cluster) => sum + cluster.count, 0) + answer.propertiesMap.length;

function expectNoTouchingBubbles(clusters: { coords: [number, number]; count: number }[], zoom: number) {
  for (let a = 0; a < clusters.length; a++) {
    for (let b = a + 1; b < clusters.length; b++) {
      const [ax, ay] = worldPixels(clusters[a]!.coords, zoom);
      const [bx, by] = worldPixels(clusters[b]!.coords, zoom);
      expect(Math.hypot(ax - bx, ay - by)).toBeGreaterThanOrEqual((clusterSize(clusters[a]!.count) + clusterSize(clusters[b]!.count)) / 2);
    }
  }
}

describe('GET /properties?format=map with the map box', () => {
  it('groups every match of a broad search into bubbles and lone points that add up to the total, with the matches’ extent', async () => {
    const everyPoint = await mapAnswer('');
    const grouped = await mapAnswer(sized);
    expect(grouped.total).toBe(everyPoint.total);
    expect(grouped.total).toBeGreaterThan(MAP_POINTS_LIMIT);
    expect(grouped.propertiesClusters!.length).toBeGreaterThan(0);
    expect(drawn(grouped)).toBe(grouped.total);
    expect(grouped.propertiesListing).toHaveLength(25);
    expect(grouped.propertiesListing.map((card) => card.uls)).toEqual(everyPoint.propertiesListing.map((card) => card.uls));

    const lats = everyPoint.propertiesMap.map((point) => point.coords[0]);
    const lngs = everyPoint.propertiesMap.map((point) => point.coords[1]);
    const [[south, west], [north, east]] = grouped.propertiesBounds!;
    expect(south).toBeCloseTo(Math.min(...lats), 4);
    expect(north).toBeCloseTo(Math.max(...lats), 4);
    expect(west).toBeCloseTo(Math.min(...lngs), 4);
    expect(east).toBeCloseTo(Math.max(...lngs), 4);
    expectNoTouchingBubbles(grouped.propertiesClusters!, fitZoom(grouped.propertiesBounds!, BOX.width, BOX.height));
    // Lone points are listings of the search.
    const matched = new Set(everyPoint.propertiesMap.map((point) => point.uls));
    for (const point of grouped.propertiesMap) expect(matched.has(point.uls)).toBe(true);
    // A bubble splits one level deeper at least.
    const zoom = fitZoom(grouped.propertiesBounds!, BOX.width, BOX.height);
    for (const cluster of grouped.propertiesClusters!) expect(cluster.expansionZoom).toBeGreaterThan(zoom);
  });

  it('groups the matches inside the map bounds, agreeing with the list’s count of that area', async () => {
    const bounds = 'SouthWest_lat=45.3&SouthWest_lng=-74.2&NorthEast_lat=45.8&NorthEast_lng=-73.2';
    const total = await count(bounds);
    expect(total).toBeGreaterThan(MAP_POINTS_LIMIT);
    const grouped = await mapAnswer(`${bounds}&${sized}`);
    expect(grouped.total).toBe(total);
    expect(drawn(grouped)).toBe(total);
    expect(grouped.propertiesBounds).toBeUndefined();
    for (const cluster of grouped.propertiesClusters!) {
      expect(cluster.coords[0]).toBeGreaterThanOrEqual(45.3);
      expect(cluster.coords[0]).toBeLessThanOrEqual(45.8);
      expect(cluster.coords[1]).toBeGreaterThanOrEqual(-74.2);
      expect(cluster.coords[1]).toBeLessThanOrEqual(-73.2);
    }
    expectNoTouchingBubbles(
      grouped.propertiesClusters!,
      fitZoom(
        [
          [45.3, -74.2],
          [45.8, -73.2],
        ],
        BOX.width,
        BOX.height,
        0,
        18,
      ),
    );
  });

  it('answers every point, as without the map box, when the matches are few or the map is zoomed to a street', async () => {
    const few = 'price_min=900000';
    const total = await count(few);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(MAP_POINTS_LIMIT);
    const answer = await mapAnswer(`${few}&${sized}`);
    expect(answer.propertiesClusters).toBeUndefined();
    expect(answer.propertiesMap).toHaveLength(total);

    const everyPoint = await mapAnswer('');
    const [lat, lng] = everyPoint.propertiesMap[0]!.coords;
    const street = `SouthWest_lat=${lat - 0.001}&SouthWest_lng=${lng - 0.002}&NorthEast_lat=${lat + 0.001}&NorthEast_lng=${lng + 0.002}`;
    const close = await mapAnswer(`${street}&${sized}`);
    expect(close.propertiesClusters ?? []).toEqual([]);
    expect(close.propertiesMap.length).toBe(close.total);
  });

  it('keeps a broad map answer of a big search small', async () => {
    const res = await api.request(`/${FIXTURE.micrositeId}/properties?format=map&${sized}`, { headers: { 'X-Site-Key': FIXTURE.siteKey } });
    const everyPoint = await api.request(`/${FIXTURE.micrositeId}/properties?format=map`, { headers: { 'X-Site-Key': FIXTURE.siteKey } });
    expect((await res.arrayBuffer()).byteLength).toBeLessThan((await everyPoint.arrayBuffer()).byteLength / 3);
  });
});

describe('the search index build', () => {
  it('pauses between steps, so the server answers meanwhile, and indexes what a build in one go does', async () => {
    let turns = 0;
    let building = true;
    const tick = () => {
      if (!building) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const index = await buildListingIndex(database.db, FIXTURE.siteId);
    building = false;
    expect(turns).toBeGreaterThan(5);

    const rows = [];
    for await (const page of listingSearchFieldPages(database.db, FIXTURE.siteId, 1_000)) rows.push(...page);
    const inOneGo = indexListings(rows.reverse());
    expect(index.size).toBe(inOneGo.size);
    for (const order of ['newest', 'price_asc'] as const) {
      expect(matchListings(index, { transaction: 'sale', priceMax: 500_000 }, order).map((i) => index.uls[i])).toEqual(
        matchListings(inOneGo, { transaction: 'sale', priceMax: 500_000 }, order).map((i) => inOneGo.uls[i]),
      );
    }
  });
});
