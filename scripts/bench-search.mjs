#!/usr/bin/env -S npx tsx
/**
 * `npm run bench:search`: the listing search API on 100 000 listings (`-- --listings 1000000`
 * for a million).
 *
 * Seeds a throw-away PGlite database (temp directory, deleted at the end) with the Quebec
 * municipalities and 100 000 listings from the seed's deterministic generator
 * (`generateListings(count, seed, municipalities)` of src/server/seed/listingsGenerator.ts), all
 * on one site, then calls `GET /api/swc/{microsite}/properties` in-process (Hono `app.request`:
 * query parsing, SQL, card mapping and JSON included, no socket) over a fixed pseudo-random set
 * of 200 filter combinations and prints p50/p95 (ms, nearest rank) of:
 * - initial: `format=map&listingLimit=25&mapWidth=544&mapHeight=760` (the map of the desktop
 *   search page: bubbles grouped on the server and lone points, + 25 cards);
 * - count: `format=count`;
 * - more: `page=2..4&limit=25`;
 * - map-bounds: the initial call inside a town-sized viewport (≈ 0.3° × 0.5°) around a random
 *   municipality (what a map move asks);
 * and checks that every map answer's bubbles and points add up to its total.
 * Prints the time to build the site's search index (what a server start does in the background),
 * the process memory with it, and the map answer of a search matching about 20 000 listings:
 * gzipped, grouped for the map's box (budget 50 KiB) and, for comparison, every point listed.
 * Budgets: p95 < 25 ms; < 10 ms up to 100 000 listings.
 *
 * Options: `--listings N` (default 100000), `--combos N` (default 200).
 * Exit code 1 when a budget is not met.
 */
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { createContentApiApp } from '../src/server/api/contentApi.ts';
import { siteListingIndex } from '../src/server/api/listings/listingIndex.ts';
import { insertListings } from '../src/server/db/repositories/listings.ts';
import { createRandom, generateListings } from '../src/server/seed/listingsGenerator.ts';
import { PRICE_STEPS } from '../src/schema/listing.ts';
import { argValue, BENCH_SITE as SITE, openBenchSite } from './benchSite.mjs';

const LISTINGS = argValue('--listings', 100_000);
const COMBOS = argValue('--combos', 200);
const BUDGET_P95_MS = LISTINGS <= 100_000 ? 10 : 25;
const MAP_BUDGET_KIB = 50;
/** The desktop search page's map pane in px (1440 px window). */
const MAP_BOX = 'mapWidth=544&mapHeight=760';
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** Bytes held by a search index: its typed arrays and serialised points, and its MLS number strings (≈ 16 B + length each). */
function indexBytes(index) {
  let bytes = 0;
  const add = (value) => {
    if (ArrayBuffer.isView(value)) bytes += value.byteLength;
    else if (value && typeof value === 'object' && !(value instanceof Map)) Object.values(value).forEach(add);
  };
  Object.values(index).forEach(add);
  for (const uls of index.uls) bytes += 16 + uls.length;
  return bytes;
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { p50: pick(0.5), p95: pick(0.95), max: sorted[sorted.length - 1] };
}

const { db, towns, close } = await openBenchSite('search');
try {
  const started = performance.now();
  // The generated rows are dropped once written: a server holds no listing rows, and a heap
  // holding a million of them would time its collections, not the search.
  let rows = generateListings(LISTINGS, 42, towns, { now: new Date('2026-06-01T12:00:00Z'), sites: [{ siteId: SITE.id, share: 1 }] });
  await insertListings(db, rows);
  const seeded = rows.length;
  rows = null;
  await db.execute(sql`ANALYZE listings`);
  console.log(`seeded ${seeded} listings over ${towns.length} municipalities in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const buildStarted = performance.now();
  const index = await siteListingIndex(db, SITE.id);
  const buildMs = performance.now() - buildStarted;
  if (global.gc) global.gc();
  const memory = process.memoryUsage();
  console.log(
    `search index of ${index.size} active listings built in ${(buildMs / 1000).toFixed(2)} s (the server builds it at start, pausing between steps); ` +
      `index ${mib(indexBytes(index))}; process ${mib(memory.rss)} RSS (the embedded database included), JS heap ${mib(memory.heapUsed)}`,
  );

  const api = createContentApiApp({ db });
  const headers = { 'X-Site-Key': SITE.siteKey, 'Content-Language': 'fr' };
  const call = async (query) => {
    const t0 = performance.now();
    const res = await api.request(`/${SITE.micrositeId}/properties?${query}`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${res.status} for ${query}: ${body.toString().slice(0, 200)}`);
    return { ms, body };
  };

  // A fixed set of filter combinations (same PRNG seed → same set on every run).
  const random = createRandom(2026);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const chance = (p) => random() < p;
  const byPopulation = [...towns].sort((a, b) => b.population - a.population);
  const combos = Array.from({ length: COMBOS }, () => {
    const q = new URLSearchParams();
    if (chance(0.5)) q.set('mun', Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(byPopulation.slice(0, 60)).code).join(','));
    if (chance(0.4)) q.set('type', [...new Set(Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm'])))].join(','));
    const rent = chance(0.1);
    if (rent) q.set('forSaleForRent', 'rent');
    if (chance(0.4)) {
      const steps = rent ? [500, 1000, 1500, 2000, 3000] : PRICE_STEPS.filter((p) => p > 0);
      const a = pick(steps);
      const b = pick(steps);
      if (chance(0.5)) q.set('price_min', String(Math.min(a, b)));
      if (chance(0.7)) q.set('price_max', String(Math.max(a, b)));
    }
    if (chance(0.3)) q.set('bedrooms', String(1 + Math.floor(random() * 4)));
    if (chance(0.2)) q.set('bathrooms', String(1 + Math.floor(random() * 3)));
    if (chance(0.1)) q.set('open_house', '1');
    if (chance(0.5)) q.set('order_by', pick(['newest', 'oldest', 'price_desc', 'price_asc']));
    const town = pick(byPopulation.slice(0, 120));
    const bounds = {
      SouthWest_lat: (town.latitude - 0.15).toFixed(5),
      SouthWest_lng: (town.longitude - 0.25).toFixed(5),
      NorthEast_lat: (town.latitude + 0.15).toFixed(5),
      NorthEast_lng: (town.longitude + 0.25).toFixed(5),
    };
    return { filters: q, bounds };
  });

  const withExtra = (q, extra) => {
    const copy = new URLSearchParams(q);
    for (const [k, v] of Object.entries(extra)) copy.set(k, String(v));
    return copy.toString();
  };
  const kinds = {
    initial: (c) => `${withExtra(c.filters, { format: 'map', listingLimit: 25 })}&${MAP_BOX}`,
    count: (c) => withExtra(c.filters, { format: 'count' }),
    more: (c, i) => withExtra(c.filters, { page: 2 + (i % 3), limit: 25 }),
    'map-bounds': (c) => {
      const q = new URLSearchParams(c.filters);
      q.delete('mun');
      return `${withExtra(q, { ...c.bounds, format: 'map', listingLimit: 25 })}&${MAP_BOX}`;
    },
  };

  // Warm-up (query plans, JIT): 20 calls of each kind, not measured.
  for (const build of Object.values(kinds)) for (let i = 0; i < 20; i++) await call(build(combos[i], i));

  /** Listings a map answer draws: bubbles' counts plus lone points. */
  const drawn = (data) => (data.propertiesClusters ?? []).reduce((sum, cluster) => sum + cluster.count, data.propertiesMap.length);
  const results = {};
  let totalMatches = 0;
  let disagreements = 0;
  for (const [kind, build] of Object.entries(kinds)) {
    const times = [];
    for (let i = 0; i < combos.length; i++) {
      const { ms, body } = await call(build(combos[i], i));
      times.push(ms);
      if (kind === 'initial' || kind === 'map-bounds') {
        const { data } = JSON.parse(body.toString());
        if (kind === 'initial') totalMatches += data.total;
        if (drawn(data) !== data.total) disagreements += 1;
      }
    }
    results[kind] = stats(times);
  }

  // A search matching about 20 000 listings: the lowest price ceiling reaching that many.
  let ceiling = null;
  for (const step of PRICE_STEPS.filter((p) => p > 0)) {
    const { body } = await call(`format=count&price_max=${step}`);
    if (JSON.parse(body.toString()).data.total >= 20_000) {
      ceiling = step;
      break;
    }
  }
  const twentyThousand = ceiling ? `price_max=${ceiling}&` : '';
  const grouped = await call(`${twentyThousand}format=map&listingLimit=25&${MAP_BOX}`);
  const groupedData = JSON.parse(grouped.body.toString()).data;
  const groupedKiB = gzipSync(grouped.body).length / 1024;
  const everyPoint = await call(`${twentyThousand}format=map&listingLimit=25`);
  const everyPointKiB = gzipSync(everyPoint.body).length / 1024;
  const mapAgrees = drawn(groupedData) === groupedData.total;

  console.log(`\n${COMBOS} filter combinations (mean ${Math.round(totalMatches / COMBOS)} matches each), in-process HTTP, ms:`);
  console.log('query        p50     p95     max');
  let over = false;
  for (const [kind, s] of Object.entries(results)) {
    const flag = s.p95 > BUDGET_P95_MS ? '  over budget' : '';
    if (flag) over = true;
    console.log(`${kind.padEnd(11)} ${s.p50.toFixed(1).padStart(6)}  ${s.p95.toFixed(1).padStart(6)}  ${s.max.toFixed(1).padStart(6)}${flag}`);
  }
  console.log(`map answers whose bubbles and points do not add up to their total: ${disagreements}`);
  console.log(
    `\nmap answer of ${groupedData.total} results (${twentyThousand || 'every listing, '}${MAP_BOX}): ${groupedData.propertiesClusters?.length ?? 0} bubbles + ${groupedData.propertiesMap.length} points + 25 cards, ` +
      `${(grouped.body.length / 1024).toFixed(1)} KiB JSON, ${groupedKiB.toFixed(1)} KiB gzipped (budget ${MAP_BUDGET_KIB}); bubbles + points ${mapAgrees ? '=' : '≠'} total`,
  );
  console.log(`  the same answer with every point listed (no map box): ${(everyPoint.body.length / 1024).toFixed(0)} KiB JSON, ${everyPointKiB.toFixed(0)} KiB gzipped`);
  const mapOver = groupedKiB > MAP_BUDGET_KIB || !mapAgrees || disagreements > 0;
  console.log(`budget: p95 < ${BUDGET_P95_MS} ms → ${over ? 'OVER' : 'met'}; map ≤ ${MAP_BUDGET_KIB} KiB gzipped with agreeing counts → ${mapOver ? 'NOT MET' : 'met'}`);
  process.exitCode = over || mapOver ? 1 : 0;
} finally {
  await close();
}
