#!/usr/bin/env -S npx tsx
/**
 * `npm run bench:feed`: a listing feed replicated into a throw-away PGlite database (temp
 * directory, deleted at the end) from the RESO Web API server of the tests
 * (tests/support/resoServer.ts, on loopback), photos off:
 * - a full sync of 10 000 listings (`--listings N`), pages of 200 through nextLink, then the keys
 *   reconciled;
 * - an incremental run after 100 listings changed upstream (`--changes N`).
 * Prints each run's time, requests and the most heap the process holds after a page (garbage
 * collected first) above what it held before the run: pages are streamed, so it does not grow with
 * the number of listings (the test server's own records are held before the run starts). Run with
 * `--expose-gc` (the npm script does). Targets: full ≤ 60 s, incremental ≤ 5 s.
 * Exit code 1 when a target is missed.
 */
import { saveFeedConnection } from '../src/server/db/repositories/feedConnections.ts';
import { RESO_PROPERTY_FIELDS } from '../src/server/feed/resoProperty.ts';
import { syncFeed } from '../src/server/feed/syncFeed.ts';
import { createRandom } from '../src/server/seed/listingsGenerator.ts';
import { startResoServer } from '../tests/support/resoServer.ts';
import { argValue, BENCH_SITE as SITE, openBenchSite } from './benchSite.mjs';

const LISTINGS = argValue('--listings', 10_000);
const CHANGES = argValue('--changes', 100);
const TARGET_FULL_MS = 60_000;
const TARGET_INCREMENTAL_MS = 5_000;

const random = createRandom(7);
const { db, towns, close } = await openBenchSite('feed');
const pick = (list) => list[Math.floor(random() * list.length)];
const SUB_TYPES = ['Single Family Residence', 'Condominium', 'Duplex', 'Triplex', 'Farm', 'Cabin', 'Unimproved Land'];

/** Listing `n` as a board would send it. */
function record(n, modified) {
  const town = pick(towns);
  return {
    ...Object.fromEntries(RESO_PROPERTY_FIELDS.map((field) => [field, null])),
    ListingKey: `BK${String(n).padStart(7, '0')}`,
    ListingId: String(20_000_000 + n),
    StandardStatus: random() < 0.93 ? 'Active' : 'Closed',
    ModificationTimestamp: modified,
    ListPrice: 150_000 + Math.round(random() * 1_500_000),
    ClosePrice: 145_000 + Math.round(random() * 1_400_000),
    CloseDate: '2026-10-01',
    PropertyType: 'Residential',
    PropertySubType: pick(SUB_TYPES),
    BedroomsTotal: 1 + Math.floor(random() * 5),
    BathroomsFull: 1 + Math.floor(random() * 3),
    BathroomsHalf: Math.floor(random() * 2),
    LivingArea: 60 + Math.round(random() * 250),
    LivingAreaUnits: 'Square Meters',
    LotSizeArea: 200 + Math.round(random() * 2000),
    LotSizeUnits: 'Square Meters',
    YearBuilt: 1900 + Math.floor(random() * 126),
    StreetNumber: String(1 + Math.floor(random() * 9999)),
    StreetName: 'rue Principale',
    City: town.name,
    PostalCode: 'J4H 1A1',
    Latitude: town.latitude + (random() - 0.5) * 0.05,
    Longitude: town.longitude + (random() - 0.5) * 0.05,
    PublicRemarks: 'Belle propriété bien entretenue, près des services.',
    ListOfficeKey: 'QC1234',
    ListingContractDate: '2026-09-01',
  };
}

/**
 * Runs `work(afterPage)`; returns its result, wall time, and the most heap held after a page
 * (collected first, so garbage does not count) above what was held before the run (MiB).
 */
async function measured(work) {
  const held = () => {
    globalThis.gc();
    return process.memoryUsage().heapUsed;
  };
  const base = held();
  let peak = base;
  const started = performance.now();
  const result = await work(() => {
    peak = Math.max(peak, held());
  });
  return { result, ms: performance.now() - started, peakMiB: (Math.max(peak, held()) - base) / 2 ** 20 };
}

const start = Date.parse('2026-11-01T00:00:00Z');
const data = Array.from({ length: LISTINGS }, (_, i) => record(i + 1, new Date(start + i * 1000).toISOString()));
const feed = await startResoServer({ data: { Property: data }, maxPageSize: 200 });
let failed = false;
try {
  await saveFeedConnection(db, SITE.id, {
    serviceRoot: feed.serviceRoot,
    auth: { kind: 'oauth', tokenUrl: feed.tokenUrl, clientId: feed.clientId, clientSecret: feed.clientSecret },
    filter: "ListOfficeKey eq 'QC1234'",
  });

  const full = await measured((afterPage) => syncFeed(db, SITE.id, { full: true, afterPage }));
  for (let i = 0; i < CHANGES; i++) {
    const changed = data[Math.floor((i * LISTINGS) / CHANGES)];
    changed.ListPrice = Math.round(changed.ListPrice * 0.97);
    changed.ModificationTimestamp = new Date(start + (LISTINGS + i) * 1000).toISOString();
  }
  const incremental = await measured((afterPage) => syncFeed(db, SITE.id, { afterPage }));

  const row = (name, run, target) => {
    const { summary } = run.result;
    const over = run.result.outcome !== 'completed' || run.ms > target;
    failed ||= over;
    const counts = `+${summary.added} ~${summary.updated} -${summary.removed}, ${summary.skipped.length} skipped`;
    console.log(`${name.padEnd(12)} ${(run.ms / 1000).toFixed(1).padStart(6)} s (target ≤ ${target / 1000} s)  ${String(summary.requests).padStart(4)} requests  heap held after a page +${run.peakMiB.toFixed(1)} MiB  ${counts}${over ? '  OVER' : ''}`);
  };
  console.log(`Feed sync, ${LISTINGS} listings, photos off (${process.platform}, node ${process.version})`);
  row('full', full, TARGET_FULL_MS);
  row(`incremental`, incremental, TARGET_INCREMENTAL_MS);
} finally {
  await close();
  await feed.close();
}
process.exitCode = failed ? 1 : 0;
