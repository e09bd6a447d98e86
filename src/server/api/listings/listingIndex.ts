/**
 * In-memory search index of a site's active listings.
 *
 * The search fields of the site's active listings are kept in typed arrays (≈ 60 bytes a
 * listing) with the four sort orders precomputed, and, per order, every listing's map point
 * pre-serialised as JSON back to back in that order (≈ 4 × 60 bytes a listing: ≈ 25 MB for
 * 100 000 listings), with the listings grouped by town and by place (a grid of 0.1° cells). A
 * search starts from the towns or the map bounds it names and runs one short loop per filter
 * (listingSearch.ts); a map answer is a few large copies, since the matches of a broad search are
 * long runs of consecutive listings in the asked order. Cards still come from the database (a
 * primary-key lookup of the page's MLS numbers, cached per index).
 *
 * Freshness: an index is rebuilt when this process wrote listings through the repository
 * (`listingsGeneration()`), and otherwise re-validated at most every
 * {@link LISTING_INDEX_RECHECK_MS} by a fingerprint query (counts, active price sum, latest
 * `updated_at`/`listed_at`), so writes by another process show up within that delay; a site whose
 * fingerprint takes long to read (a million listings: about a second) is re-checked less often,
 * {@link RECHECK_COST_FACTOR} times that time apart, so the check never takes more than a twentieth
 * of the server's time. Searches arriving during a check share it.
 * Semantics are those of `listingSearchWhere` (src/server/db/repositories/listings.ts).
 */
import type { Database } from '../../db/client';
import { listingSearchFieldPages, listingsFingerprint, listingsGeneration, type ListingOrder, type ListingSearchFields, type ListingCardWithMunicipality } from '../../db/repositories/listings';
import { mercatorX, mercatorY } from '../../../lib/mapGeometry';
import { ORDER_BY_VALUES, LISTING_TYPE_CODES } from '../../../schema/listing';
import { mapPointJson } from './listingCards';

/** Positions in an index are whole fractions of the world in this many units (≈ 1 cm): see `worldX`. */
export const WORLD_UNITS = 2 ** 32;

/** Longest time an index is used without re-checking the database fingerprint: 5 000 ms. */
export const LISTING_INDEX_RECHECK_MS = 5_000;
/** A fingerprint check is made at most once per this many times its own duration. */
const RECHECK_COST_FACTOR = 20;

/**
 * The `propertyMapPoint` JSON of every listing in one sort order: the point of the listing at
 * rank r, followed by a comma, is `bytes[start[r] .. start[r + 1])` (ASCII).
 */
export interface SerialisedPoints {
  bytes: Uint8Array;
  /** `size + 1` byte offsets; `start[size]` = total length. */
  start: Uint32Array;
}

/** The index of one site's active listings; listing i is the i-th row of the build query. */
export interface SiteListingIndex {
  size: number;
  uls: string[];
  municipality: Int32Array;
  /** Number of each municipality code in {@link municipality}. */
  municipalityIds: Map<string, number>;
  /** Position of the type code in `LISTING_TYPE_CODES` (src/schema/listing.ts). */
  type: Uint8Array;
  /** 1 for rent, 0 for sale. */
  rent: Uint8Array;
  /** Whole CAD. */
  price: Float64Array;
  bedrooms: Uint8Array;
  bathrooms: Uint8Array;
  latitude: Float64Array;
  longitude: Float64Array;
  /**
   * Web Mercator world position in 2^32ths of the world (west → east, north → south; ≈ 1 cm), for
   * clustering: half the memory of doubles, and sums of a million stay exact.
   */
  worldX: Uint32Array;
  worldY: Uint32Array;
  /** Latest open house end, epoch ms; 0 without open houses. */
  openHouseEnd: Float64Array;
  /** 1 for listings badged `new` or `open-house` (featured first). */
  featured: Uint8Array;
  /** Listing numbers in each sort order, by rank (ties by MLS number). */
  orders: Record<ListingOrder, Uint32Array>;
  /** Map points in each sort order, by rank. */
  points: Record<ListingOrder, SerialisedPoints>;
  /**
   * Listing numbers of each municipality, ascending, back to back: those of municipality m are
   * `municipalityListings[municipalityStart[m] .. municipalityStart[m + 1])`. A search naming
   * towns starts from their listings instead of reading every listing.
   */
  municipalityStart: Uint32Array;
  municipalityListings: Uint32Array;
  /** The listings by place, for searches within map bounds. */
  cells: ListingCells;
  /** The hit table searches write (`matchHits`): one per index, reused by every search. */
  hitTable: Uint8Array;
  /** The matching listing numbers searches write (`matchHits`): one per index, reused by every search. */
  selectionTable: Uint32Array;
  /** Card rows of recently shown cards (≤ {@link CARD_ROW_CACHE_SIZE}), dropped with the index. */
  rows: Map<string, ListingCardWithMunicipality>;
}

/**
 * The listings grouped by the cell of a latitude/longitude grid they stand in: cell c (row-major,
 * row 0 the southernmost) holds `listings[start[c] .. start[c + 1])`, ascending. A search within
 * map bounds reads the cells the bounds touch instead of every listing.
 */
export interface ListingCells {
  /** South-west corner of cell 0, degrees. */
  south: number;
  west: number;
  /** A cell's side, degrees (≥ {@link CELL_DEGREES}: larger when the listings spread wide). */
  degrees: number;
  rows: number;
  columns: number;
  start: Uint32Array;
  listings: Uint32Array;
  /** The latitude and longitude of `listings[k]`, in the same order: a search reads them in a row. */
  latitude: Float64Array;
  longitude: Float64Array;
}

/** A grid cell's side: 0.1° (≈ 11 km north to south), about a third of a town-sized map. */
const CELL_DEGREES = 0.1;
/** Most cells a grid has (listings spread over the world get larger cells). */
const MAX_CELLS = 2 ** 18;

/** Card rows kept per site index (≈ 0.5 KiB each). */
export const CARD_ROW_CACHE_SIZE = 5_000;

interface CacheEntry {
  index: SiteListingIndex;
  generation: number;
  fingerprint: string;
  checkedAt: number;
  /** Time between two checks of the fingerprint, ms (≥ {@link LISTING_INDEX_RECHECK_MS}). */
  recheckMs: number;
  /** The check in progress: resolves true when the index is still current. */
  rechecking?: Promise<boolean>;
}

const caches = new WeakMap<Database, Map<string, Promise<CacheEntry>>>();

/** Listings per step of a build between two pauses (a pause lets the server answer requests meanwhile). */
const BUILD_STEP_ROWS = 50_000;
/** Orders are sorted on packed (rank, listing) doubles up to this many listings (2^21), by comparison above. */
const PACKED_SORT_SLOTS = 2 ** 21;

const byUlsString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Listing numbers in ascending order of `key` (equal keys in listing order). Up to
 * {@link PACKED_SORT_SLOTS} listings, each key's rank among the sorted keys and the listing number
 * are packed in one double and sorted natively (a tenth of a comparison sort's time at a million).
 */
function orderBy(key: Float64Array): Uint32Array {
  const size = key.length;
  if (size > PACKED_SORT_SLOTS) {
    return Uint32Array.from(Array.from({ length: size }, (_, i) => i).sort((a, b) => key[a] - key[b] || a - b));
  }
  const sorted = Float64Array.from(key).sort();
  const packed = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    // The first position of this key among the sorted keys: equal keys share it.
    let low = 0;
    let high = size;
    const value = key[i];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle] < value) low = middle + 1;
      else high = middle;
    }
    packed[i] = low * PACKED_SORT_SLOTS + i;
  }
  packed.sort();
  const order = new Uint32Array(size);
  for (let r = 0; r < size; r++) order[r] = packed[r] % PACKED_SORT_SLOTS;
  return order;
}

/** The per-listing arrays an index build fills, and each listing's map point JSON (with its comma). */
interface IndexFields extends Pick<
  SiteListingIndex,
  'municipalityIds' | 'municipality' | 'type' | 'rent' | 'price' | 'bedrooms' | 'bathrooms' | 'latitude' | 'longitude' | 'worldX' | 'worldY' | 'openHouseEnd' | 'featured'
> {
  listedAt: Float64Array;
  pointJson: string[];
}

/** Fills the arrays of listings `from` … `to` - 1 (plain loop, kept out of the build's generator so it optimises). */
function fillFields(rows: ListingSearchFields[], f: IndexFields, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const row = rows[i];
    let mun = f.municipalityIds.get(row.municipalityCode);
    if (mun === undefined) f.municipalityIds.set(row.municipalityCode, (mun = f.municipalityIds.size));
    f.municipality[i] = mun;
    f.type[i] = (LISTING_TYPE_CODES as readonly string[]).indexOf(row.type);
    f.rent[i] = row.transaction === 'rent' ? 1 : 0;
    f.price[i] = row.price;
    f.bedrooms[i] = Math.min(255, Math.max(0, row.bedrooms));
    f.bathrooms[i] = Math.min(255, Math.max(0, row.bathrooms));
    f.latitude[i] = row.latitude;
    f.longitude[i] = row.longitude;
    f.worldX[i] = Math.min(WORLD_UNITS - 1, mercatorX(row.longitude) * WORLD_UNITS);
    f.worldY[i] = Math.min(WORLD_UNITS - 1, mercatorY(row.latitude) * WORLD_UNITS);
    f.openHouseEnd[i] = row.openHouseEnd ?? 0;
    f.featured[i] = row.badge === 'new' || row.badge === 'open-house' ? 1 : 0;
    f.listedAt[i] = row.listedAt;
    f.pointJson[i] = `${mapPointJson(row)},`;
  }
}

/**
 * The listing numbers grouped by `groupOf[i]` (0 … groups - 1), ascending within a group (a
 * counting sort): group g holds `listings[start[g] .. start[g + 1])`.
 */
function groupListings(groupOf: Int32Array | Uint32Array, groups: number): { start: Uint32Array; listings: Uint32Array } {
  const start = new Uint32Array(groups + 1);
  for (let i = 0; i < groupOf.length; i++) start[groupOf[i] + 1]++;
  for (let g = 0; g < groups; g++) start[g + 1] += start[g];
  const next = start.slice(0, groups);
  const listings = new Uint32Array(groupOf.length);
  for (let i = 0; i < groupOf.length; i++) listings[next[groupOf[i]]++] = i;
  return { start, listings };
}

/** The listings' grid cells ({@link ListingCells}). */
function listingCells(latitude: Float64Array, longitude: Float64Array): ListingCells {
  let south = Infinity;
  let north = -Infinity;
  let west = Infinity;
  let east = -Infinity;
  for (let i = 0; i < latitude.length; i++) {
    south = Math.min(south, latitude[i]);
    north = Math.max(north, latitude[i]);
    west = Math.min(west, longitude[i]);
    east = Math.max(east, longitude[i]);
  }
  if (latitude.length === 0) south = north = west = east = 0;
  const degrees = Math.max(CELL_DEGREES, Math.sqrt(((north - south + CELL_DEGREES) * (east - west + CELL_DEGREES)) / MAX_CELLS));
  const rows = Math.floor((north - south) / degrees) + 1;
  const columns = Math.floor((east - west) / degrees) + 1;
  const cell = new Uint32Array(latitude.length);
  for (let i = 0; i < latitude.length; i++) cell[i] = Math.floor((latitude[i] - south) / degrees) * columns + Math.floor((longitude[i] - west) / degrees);
  const { start, listings } = groupListings(cell, rows * columns);
  const inOrder = { latitude: new Float64Array(listings.length), longitude: new Float64Array(listings.length) };
  for (let k = 0; k < listings.length; k++) {
    inOrder.latitude[k] = latitude[listings[k]];
    inOrder.longitude[k] = longitude[listings[k]];
  }
  return { south, west, degrees, rows, columns, start, listings, ...inOrder };
}

/** Copies the points of ranks `from` … `to` - 1 of an order from the listing-order JSON `all`. */
function copyPoints(all: Buffer, offset: Uint32Array, listings: Uint32Array, out: SerialisedPoints, from: number, to: number): void {
  const { bytes, start } = out;
  for (let r = from; r < to; r++) {
    const i = listings[r];
    const begin = offset[i];
    const end = offset[i + 1];
    start[r + 1] = copyBytes(all, begin, end, bytes, start[r]);
  }
}

/** Runs shorter than this many bytes are copied byte by byte (cheaper than a native copy call). */
const SHORT_COPY_BYTES = 96;

/** Copies `source[begin .. end)` to `target` at `at`; returns the position after it. */
export function copyBytes(source: Uint8Array, begin: number, end: number, target: Uint8Array, at: number): number {
  if (end - begin < SHORT_COPY_BYTES) for (let j = begin; j < end; j++) target[at++] = source[j];
  else {
    target.set(source.subarray(begin, end), at);
    at += end - begin;
  }
  return at;
}

/**
 * The steps of an index build: each `yield` is a point where a build in the server pauses so
 * requests are answered meanwhile (the work between two is at most {@link BUILD_STEP_ROWS}
 * listings or one sort). Listings are numbered in MLS number order, which breaks every order's ties.
 */
function* indexSteps(given: ListingSearchFields[]): Generator<void, SiteListingIndex> {
  let rows = given;
  for (let i = 1; i < rows.length; i++) {
    if (rows[i - 1].uls > rows[i].uls) {
      rows = [...given].sort((a, b) => byUlsString(a.uls, b.uls));
      yield;
      break;
    }
  }
  const size = rows.length;
  const fields: IndexFields = {
    municipalityIds: new Map<string, number>(),
    municipality: new Int32Array(size),
    type: new Uint8Array(size),
    rent: new Uint8Array(size),
    price: new Float64Array(size),
    bedrooms: new Uint8Array(size),
    bathrooms: new Uint8Array(size),
    latitude: new Float64Array(size),
    longitude: new Float64Array(size),
    worldX: new Uint32Array(size),
    worldY: new Uint32Array(size),
    openHouseEnd: new Float64Array(size),
    featured: new Uint8Array(size),
    listedAt: new Float64Array(size),
    pointJson: new Array<string>(size),
  };
  for (let from = 0; from < size; from += BUILD_STEP_ROWS) {
    fillFields(rows, fields, from, Math.min(size, from + BUILD_STEP_ROWS));
    yield;
  }
  const { listedAt, price, pointJson } = fields;
  const uls = rows.map((row) => row.uls);

  const negated = (values: Float64Array) => values.map((value) => -value);
  const orders = {} as Record<ListingOrder, Uint32Array>;
  for (const [order, key] of [
    ['newest', () => negated(listedAt)],
    ['oldest', () => listedAt],
    ['price_desc', () => negated(price)],
    ['price_asc', () => price],
  ] as const) {
    orders[order] = orderBy(key());
    yield;
  }

  // Every point's JSON once, in listing order; each order's bytes are copied from it.
  const all = Buffer.from(pointJson.join(''));
  const offset = new Uint32Array(size + 1);
  for (let i = 0; i < size; i++) offset[i + 1] = offset[i] + Buffer.byteLength(pointJson[i]);
  pointJson.length = 0;
  yield;
  const points = {} as Record<ListingOrder, SerialisedPoints>;
  for (const order of ORDER_BY_VALUES) {
    const serialised = { bytes: new Uint8Array(all.length), start: new Uint32Array(size + 1) };
    for (let from = 0; from < size; from += 4 * BUILD_STEP_ROWS) {
      copyPoints(all, offset, orders[order], serialised, from, Math.min(size, from + 4 * BUILD_STEP_ROWS));
      yield;
    }
    points[order] = serialised;
  }
  const { municipalityIds, municipality, type, rent, bedrooms, bathrooms, latitude, longitude, worldX, worldY, openHouseEnd, featured } = fields;
  const { start: municipalityStart, listings: municipalityListings } = groupListings(municipality, municipalityIds.size);
  const cells = listingCells(latitude, longitude);
  yield;

  return {
    size,
    uls,
    municipality,
    municipalityIds,
    type,
    rent,
    price,
    bedrooms,
    bathrooms,
    latitude,
    longitude,
    worldX,
    worldY,
    openHouseEnd,
    featured,
    orders,
    points,
    municipalityStart,
    municipalityListings,
    cells,
    hitTable: new Uint8Array(size),
    selectionTable: new Uint32Array(size),
    rows: new Map(),
  };
}

/** Builds an index from the search fields of a site's active listings at once (no database access, no pause). */
export function indexListings(rows: ListingSearchFields[]): SiteListingIndex {
  const steps = indexSteps(rows);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Lets the event loop answer what waits (timers, sockets) before the next step of a long task. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds the index of a site from the database: its active listings read by pages of
 * {@link BUILD_STEP_ROWS} in MLS number order, the build pausing between steps, so a server
 * building the index of a million listings still answers pages meanwhile.
 */
export async function buildListingIndex(db: Database, siteId: string): Promise<SiteListingIndex> {
  const rows: ListingSearchFields[] = [];
  for await (const page of listingSearchFieldPages(db, siteId, BUILD_STEP_ROWS)) {
    for (const row of page) rows.push(row);
    await pause();
  }
  const steps = indexSteps(rows);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/**
 * The up-to-date index of a site's active listings (built on first use, rebuilt after a write,
 * re-validated every {@link LISTING_INDEX_RECHECK_MS} or more for a big site).
 */
export async function siteListingIndex(db: Database, siteId: string): Promise<SiteListingIndex> {
  let sites = caches.get(db);
  if (!sites) caches.set(db, (sites = new Map()));
  const cached = sites.get(siteId);
  if (cached) {
    const entry = await cached.catch(() => null);
    if (entry && entry.generation === listingsGeneration()) {
      if (Date.now() - entry.checkedAt < entry.recheckMs) return entry.index;
      entry.rechecking ??= recheck(db, siteId, entry).finally(() => (entry.rechecking = undefined));
      if (await entry.rechecking) return entry.index;
      // Another search saw the same change and is building already.
      const current = sites.get(siteId);
      if (current && current !== cached) return (await current).index;
    }
  }
  const loading = (async (): Promise<CacheEntry> => {
    const generation = listingsGeneration();
    const started = performance.now();
    const fingerprint = await listingsFingerprint(db, siteId);
    const recheckMs = Math.max(LISTING_INDEX_RECHECK_MS, RECHECK_COST_FACTOR * (performance.now() - started));
    const index = await buildListingIndex(db, siteId);
    return { index, generation, fingerprint, checkedAt: Date.now(), recheckMs };
  })();
  sites.set(siteId, loading);
  loading.catch(() => sites.delete(siteId));
  return (await loading).index;
}

/** Reads the fingerprint again: true when the index is still current (and when it is next due). */
async function recheck(db: Database, siteId: string, entry: CacheEntry): Promise<boolean> {
  const started = performance.now();
  const fingerprint = await listingsFingerprint(db, siteId);
  entry.recheckMs = Math.max(LISTING_INDEX_RECHECK_MS, RECHECK_COST_FACTOR * (performance.now() - started));
  if (fingerprint !== entry.fingerprint) return false;
  entry.checkedAt = Date.now();
  return true;
}

/**
 * Builds the listing search index of each site, one after the other, and prints how long each
 * took: called at server start without waiting, so the first search finds its index ready while
 * pages are answered meanwhile (the build pauses between steps). Stops between sites once
 * `stopped()` says so (the server closing); a failed build is printed and left to the first search.
 */
export async function warmListingIndexes(db: Database, siteIds: string[], stopped: () => boolean = () => false): Promise<void> {
  for (const siteId of siteIds) {
    if (stopped()) return;
    const started = performance.now();
    try {
      const index = await siteListingIndex(db, siteId);
      if (index.size > 0) console.info(`[search] listing index of site ${siteId}: ${index.size} active listings in ${((performance.now() - started) / 1000).toFixed(2)} s`);
    } catch (error) {
      if (!stopped()) console.warn(`[search] listing index of site ${siteId} not built at start:`, error);
    }
  }
}
