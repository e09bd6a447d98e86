/**
 * Searches over a site's in-memory listing index (listingIndex.ts), with the semantics of
 * `listingSearchWhere` (src/server/db/repositories/listings.ts; spec 001 §4 "Search"):
 * matching, counting, the `propertiesMap` JSON of spec 001 §7 and the cards of a page.
 *
 * Matches are returned as ranks in a sort order (the rank r listing is `index.orders[order][r]`),
 * which lets {@link mapPointsJson} copy runs of consecutive matches from the pre-serialised
 * points in one go.
 */
import type { Database } from '../../db/client';
import { findListingCardRows, type ListingCardWithMunicipality, type ListingOrder, type ListingSearch } from '../../db/repositories/listings';
import { LISTING_TYPE_CODES, PROPERTY_TYPES, type PropertyCard, type PropertyMapPoint } from '../../../schema/listing';
import { toMapPoint, toPropertyCard } from './listingCards';
import { CARD_ROW_CACHE_SIZE, copyBytes, type ListingCells, type SiteListingIndex } from './listingIndex';

/** A search without its site (the index is the site's); badge filters are not indexed (an Error). */
export type IndexSearch = Omit<ListingSearch, 'siteId'>;

/** A search turned into plain numbers and masks for the scan loop. */
interface CompiledSearch {
  /** 1 rent, 0 sale, -1 both. */
  rent: number;
  priceMin: number;
  priceMax: number;
  bedrooms: number;
  bathrooms: number;
  /** Type numbers as bits; 0 = any. */
  typeMask: number;
  /** 1 per wanted municipality number; null = any. */
  municipalities: Uint8Array | null;
  /** Epoch ms; -1 = no open house filter. */
  openAfter: number;
  bounded: boolean;
  south: number;
  north: number;
  west: number;
  east: number;
}

function compile(index: SiteListingIndex, search: IndexSearch): CompiledSearch {
  if (search.badges?.length) throw new Error('listing index: badge filters are not indexed');
  let municipalities: Uint8Array | null = null;
  if (search.municipalityCodes?.length) {
    municipalities = new Uint8Array(index.municipalityIds.size);
    for (const code of search.municipalityCodes) {
      const id = index.municipalityIds.get(code);
      if (id !== undefined) municipalities[id] = 1;
    }
  }
  let typeMask = 0;
  for (const type of search.types ?? []) typeMask |= 1 << (LISTING_TYPE_CODES as readonly string[]).indexOf(type);
  const b = search.bounds;
  return {
    rent: search.transaction === 'rent' ? 1 : search.transaction === 'sale' ? 0 : -1,
    priceMin: search.priceMin ?? -Infinity,
    priceMax: search.priceMax ?? Infinity,
    bedrooms: search.bedrooms ?? 0,
    bathrooms: search.bathrooms ?? 0,
    typeMask: search.types?.length ? typeMask : 0,
    municipalities,
    openAfter: search.openHouseAfter ? search.openHouseAfter.getTime() : -1,
    bounded: Boolean(b),
    south: b?.south ?? 0,
    north: b?.north ?? 0,
    west: b?.west ?? 0,
    east: b?.east ?? 0,
  };
}

/**
 * Where a search starts, `listings[0 .. count)`: the listings of the towns asked (their lists, one
 * after the other) or those within the map bounds (read from the grid cells the bounds touch),
 * whichever list is shorter; else every listing (`listings` null). `filtered` says which filter is
 * applied already.
 */
function startingListings(index: SiteListingIndex, f: CompiledSearch, out: Uint32Array): { listings: Uint32Array | null; count: number; filtered: 'towns' | 'bounds' | null } {
  const towns = f.municipalities === null ? null : townRanges(index, f.municipalities);
  const places = f.bounded ? cellRanges(index.cells, f) : null;
  if (places && (!towns || rangesLength(places) < rangesLength(towns))) return { listings: out, count: keepInCells(index.cells, f, places, out), filtered: 'bounds' };
  if (!towns) return { listings: null, count: index.size, filtered: null };
  let count = 0;
  for (let k = 0; k < towns.length; k += 2) {
    out.set(index.municipalityListings.subarray(towns[k], towns[k + 1]), count);
    count += towns[k + 1] - towns[k];
  }
  return { listings: out, count, filtered: 'towns' };
}

/** Writes to `out` the listings of these cell ranges within the bounds; returns how many. */
function keepInCells({ listings, latitude, longitude }: ListingCells, f: CompiledSearch, ranges: number[], out: Uint32Array): number {
  let m = 0;
  for (let r = 0; r < ranges.length; r += 2) {
    for (let k = ranges[r]; k < ranges[r + 1]; k++) {
      const lat = latitude[k];
      if (lat < f.south || lat > f.north) continue;
      const lng = longitude[k];
      if (lng >= f.west && lng <= f.east) out[m++] = listings[k];
    }
  }
  return m;
}

/** `[begin, end, begin, end…]` of the asked towns' lists in `municipalityListings` (`wanted`: 1 per asked municipality number). */
function townRanges({ municipalityStart }: SiteListingIndex, wanted: Uint8Array): number[] {
  const ranges: number[] = [];
  for (let m = 0; m < wanted.length; m++) if (wanted[m] === 1) ranges.push(municipalityStart[m], municipalityStart[m + 1]);
  return ranges;
}

/** `[begin, end, begin, end…]` in `cells.listings` of the cells the bounds touch, a run of cells per grid row. */
function cellRanges(cells: ListingCells, f: CompiledSearch): number[] {
  const { south, west, degrees, rows, columns, start } = cells;
  const cellOf = (degreesFromEdge: number, last: number) => Math.min(last, Math.max(0, Math.floor(degreesFromEdge / degrees)));
  const ranges: number[] = [];
  if (f.north < south || f.east < west) return ranges;
  const firstRow = cellOf(f.south - south, rows - 1);
  const lastRow = cellOf(f.north - south, rows - 1);
  const firstColumn = cellOf(f.west - west, columns - 1);
  const lastColumn = cellOf(f.east - west, columns - 1);
  for (let row = firstRow; row <= lastRow; row++) ranges.push(start[row * columns + firstColumn], start[row * columns + lastColumn + 1]);
  return ranges;
}

const rangesLength = (ranges: number[]) => {
  let length = 0;
  for (let k = 0; k < ranges.length; k += 2) length += ranges[k + 1] - ranges[k];
  return length;
};

// One loop per filter, each over the listings kept so far (`from[0 .. n)`), writing those it keeps
// to `to` (which may be `from`: a listing is written at or before where it was read) and
// returning how many. A search reads only the fields it filters on, and a narrow filter first
// leaves the others few listings to read.

function keepInBounds({ latitude, longitude }: SiteListingIndex, f: CompiledSearch, from: Uint32Array, n: number, to: Uint32Array): number {
  let m = 0;
  for (let j = 0; j < n; j++) {
    const i = from[j];
    const lat = latitude[i];
    if (lat < f.south || lat > f.north) continue;
    const lng = longitude[i];
    if (lng >= f.west && lng <= f.east) to[m++] = i;
  }
  return m;
}

function keepTowns({ municipality }: SiteListingIndex, wanted: Uint8Array, from: Uint32Array, n: number, to: Uint32Array): number {
  let m = 0;
  for (let j = 0; j < n; j++) {
    const i = from[j];
    if (wanted[municipality[i]] === 1) to[m++] = i;
  }
  return m;
}

function keepTypes({ type }: SiteListingIndex, typeMask: number, from: Uint32Array, n: number, to: Uint32Array): number {
  let m = 0;
  for (let j = 0; j < n; j++) {
    const i = from[j];
    if ((typeMask & (1 << type[i])) !== 0) to[m++] = i;
  }
  return m;
}

function keepTransaction({ rent }: SiteListingIndex, wanted: number, from: Uint32Array, n: number, to: Uint32Array): number {
  let m = 0;
  for (let j = 0; j < n; j++) {
    const i = from[j];
    if (rent[i] === wanted) to[m++] = i;
  }
  return m;
}

function keepPrices({ price }: SiteListingIndex, min: number, max: number, from: Uint32Array, n: number, to: Uint32Array): number {
  let m = 0;
  for (let j = 0; j < n; j++) {
    const i = from[j];
    const p = price[i];
    if (p >= min && p <= max) to[m++] = i;
  }
  return m;
}

function keepAtLeast(field: Uint8Array, least: number, from: Uint32Array, n: number, to: Uint32Array): number {
  let m = 0;
  for (let j = 0; j < n; j++) {
    const i = from[j];
    if (field[i] >= least) to[m++] = i;
  }
  return m;
}

function keepOpenHouses({ openHouseEnd }: SiteListingIndex, after: number, from: Uint32Array, n: number, to: Uint32Array): number {
  let m = 0;
  for (let j = 0; j < n; j++) {
    const i = from[j];
    if (openHouseEnd[i] > after) to[m++] = i;
  }
  return m;
}

/**
 * Writes to `out` the listings passing every filter but the towns and bounds, and returns how
 * many: one pass over every listing in memory order, each listing's fields read together (a
 * search naming neither towns nor bounds keeps most listings, and a loop per filter would read
 * them all once per filter).
 */
function keepPassing({ size, rent, price, bedrooms, bathrooms, type, openHouseEnd }: SiteListingIndex, f: CompiledSearch, out: Uint32Array): number {
  let m = 0;
  for (let i = 0; i < size; i++) {
    if (f.rent >= 0 && rent[i] !== f.rent) continue;
    const p = price[i];
    if (p < f.priceMin || p > f.priceMax) continue;
    if (bedrooms[i] < f.bedrooms || bathrooms[i] < f.bathrooms) continue;
    if (f.typeMask !== 0 && (f.typeMask & (1 << type[i])) === 0) continue;
    if (f.openAfter >= 0 && !(openHouseEnd[i] > f.openAfter)) continue;
    out[m++] = i;
  }
  return m;
}

/**
 * The listing numbers matching a search: ascending within each town or grid cell the search
 * started from ({@link startingListings}), ascending overall otherwise; written to `out`.
 */
function selectMatches(index: SiteListingIndex, f: CompiledSearch, out: Uint32Array): Uint32Array {
  const start = startingListings(index, f, out);
  if (start.listings === null) return out.subarray(0, keepPassing(index, f, out));
  let from = start.listings;
  let n = start.count;
  // Each filter writes to `out`; the first reads from where the search started.
  const next = (kept: number) => {
    from = out;
    n = kept;
  };
  if (f.municipalities !== null && start.filtered !== 'towns') next(keepTowns(index, f.municipalities, from, n, out));
  if (f.bounded && start.filtered !== 'bounds') next(keepInBounds(index, f, from, n, out));
  if (f.typeMask !== 0) next(keepTypes(index, f.typeMask, from, n, out));
  if (f.rent >= 0) next(keepTransaction(index, f.rent, from, n, out));
  if (f.openAfter >= 0) next(keepOpenHouses(index, f.openAfter, from, n, out));
  if (f.priceMin > -Infinity || f.priceMax < Infinity) next(keepPrices(index, f.priceMin, f.priceMax, from, n, out));
  if (f.bedrooms > 0) next(keepAtLeast(index.bedrooms, f.bedrooms, from, n, out));
  if (f.bathrooms > 0) next(keepAtLeast(index.bathrooms, f.bathrooms, from, n, out));
  return from.subarray(0, n);
}

/**
 * The listings matching a search: `listings[0 .. count)` their numbers (see
 * {@link selectMatches} for their order), `hits[i]` 1 for a match, and when asked their extent in
 * the index's world units (`worldX`, `worldY`; null without matches).
 */
export interface SearchHits {
  hits: Uint8Array;
  listings: Uint32Array;
  count: number;
  /** Whether `listings` is ascending (a search naming neither towns nor map bounds). */
  inIndexOrder: boolean;
  extent?: { west: number; east: number; north: number; south: number } | null;
}

/**
 * Finds the listings matching a search ({@link selectMatches}); with `withExtent`, also their
 * extent (a map fitted to the matches needs it).
 * The matches are written in the index's one hit table and selection table
 * ({@link SiteListingIndex.hitTable}, {@link SiteListingIndex.selectionTable}), valid until the
 * next search on this index: read them before any `await`. A megabyte allocated per search of a
 * million listings made the collector stop the server for whole heaps.
 */
export function matchHits(index: SiteListingIndex, search: IndexSearch, withExtent = false): SearchHits {
  const f = compile(index, search);
  const listings = selectMatches(index, f, index.selectionTable);
  const count = listings.length;
  const hits = index.hitTable;
  hits.fill(0);
  for (let j = 0; j < count; j++) hits[listings[j]] = 1;
  const matched = { hits, listings, count, inIndexOrder: f.municipalities === null && !f.bounded };
  if (!withExtent) return matched;
  return { ...matched, extent: count === 0 ? null : 8 * count > index.size ? extentFromCells(index, hits) : extentOfListings(index, listings) };
}

/** The extent of these listings (at least one) in world units, read listing by listing. */
export function extentOfListings({ worldX, worldY }: SiteListingIndex, listings: Uint32Array): NonNullable<SearchHits['extent']> {
  let west = Infinity;
  let east = -Infinity;
  let north = Infinity;
  let south = -Infinity;
  for (let j = 0; j < listings.length; j++) {
    const i = listings[j];
    const x = worldX[i];
    const y = worldY[i];
    if (x < west) west = x;
    if (x > east) east = x;
    if (y < north) north = y;
    if (y > south) south = y;
  }
  return { west, east, north, south };
}

/**
 * The extent of the hits (at least one) in world units, from the grid cells inward from each
 * edge: the westernmost hit is in the first column of cells from the west holding a hit, and so
 * on. For a search matching many listings, the cells at the edges hold a hit at once, instead
 * of a pass over every match (4 ms for 500 000 of them). The world units grow with the longitude
 * and fall with the latitude, so the listing furthest west has the smallest `worldX`.
 */
function extentFromCells({ cells, worldX, worldY }: SiteListingIndex, hits: Uint8Array): NonNullable<SearchHits['extent']> {
  const { rows, columns } = cells;
  /** The hit of the first line of cells holding one (lines counted from an edge) with the least `sign × degrees`. */
  const edgeListing = (lines: number, length: number, cellAt: (line: number, k: number) => number, degrees: Float64Array, sign: 1 | -1): number => {
    for (let line = 0; line < lines; line++) {
      let best = -1;
      for (let along = 0; along < length; along++) {
        const cell = cellAt(line, along);
        for (let k = cells.start[cell]; k < cells.start[cell + 1]; k++) {
          if (hits[cells.listings[k]] === 1 && (best < 0 || sign * degrees[k] < sign * degrees[best])) best = k;
        }
      }
      if (best >= 0) return cells.listings[best];
    }
    throw new Error('extentFromCells: no hit');
  };
  const fromWest = (line: number, row: number) => row * columns + line;
  const fromEast = (line: number, row: number) => row * columns + columns - 1 - line;
  const fromSouth = (line: number, column: number) => line * columns + column;
  const fromNorth = (line: number, column: number) => (rows - 1 - line) * columns + column;
  return {
    west: worldX[edgeListing(columns, rows, fromWest, cells.longitude, 1)],
    east: worldX[edgeListing(columns, rows, fromEast, cells.longitude, -1)],
    // Row 0 is the southernmost.
    south: worldY[edgeListing(rows, columns, fromSouth, cells.latitude, 1)],
    north: worldY[edgeListing(rows, columns, fromNorth, cells.latitude, -1)],
  };
}

/**
 * Ranks, in `order`, of the listings matching a search (ascending), the first `limit` of them
 * (all by default). The filter runs over the listings in index order (sequential reads of the
 * field arrays), then the order is walked against that small hit table (≈ 2 ms instead of ≈ 3 ms
 * through the permutation for 100 000 listings), and stops once `limit` ranks are found.
 */
export function matchRanks(index: SiteListingIndex, search: IndexSearch, order: ListingOrder, matched: SearchHits = matchHits(index, search), limit = Infinity): Uint32Array {
  const { hits } = matched;
  const count = Math.min(matched.count, limit);
  const listings = index.orders[order];
  const ranks = new Uint32Array(count);
  let k = 0;
  for (let r = 0; k < count; r++) if (hits[listings[r]] === 1) ranks[k++] = r;
  return ranks;
}

/** Number of listings matching a search (the selection table is written: see {@link matchHits}). */
export function countMatches(index: SiteListingIndex, search: IndexSearch): number {
  return selectMatches(index, compile(index, search), index.selectionTable).length;
}

/** Listing numbers of these ranks of `order`. */
export function listingsAtRanks(index: SiteListingIndex, order: ListingOrder, ranks: Uint32Array): number[] {
  const listings = index.orders[order];
  return Array.from(ranks, (r) => listings[r]);
}

/**
 * Listing numbers of the listings matching a search, in `order`; with `order` null, in index
 * order (enough for counting per type).
 */
export function matchListings(index: SiteListingIndex, search: IndexSearch, order: ListingOrder | null): number[] {
  if (order !== null) return listingsAtRanks(index, order, matchRanks(index, search, order));
  return Array.from(matchHits(index, search).listings.slice().sort());
}

/**
 * The JSON array of the map points at these ranks of `order`
 * (`[{"uls":…,"coords":[lat,lng],"price":…},…]`) as bytes, between an optional ASCII/UTF-8
 * `prefix` and `suffix` written into the same buffer. Runs of consecutive ranks are copied in
 * one go from the pre-serialised points (no per-request serialisation).
 */
export function mapPointsJson(index: SiteListingIndex, order: ListingOrder, ranks: Uint32Array, prefix = '', suffix = ''): Uint8Array<ArrayBuffer> {
  const { bytes, start } = index.points[order];
  const head = Buffer.from(`${prefix}[`);
  const tail = Buffer.from(`]${suffix}`);
  let length = head.length + tail.length;
  for (let k = 0; k < ranks.length; k++) length += start[ranks[k] + 1] - start[ranks[k]];
  const out = new Uint8Array(length);
  out.set(head, 0);
  let at = head.length;
  let k = 0;
  while (k < ranks.length) {
    // The run ranks[k] .. ranks[k] + m - 1.
    const first = ranks[k];
    let m = 1;
    while (k + m < ranks.length && ranks[k + m] === first + m) m++;
    at = copyBytes(bytes, start[first], start[first + m], out, at);
    k += m;
  }
  if (ranks.length > 0) at -= 1; // the last point's comma
  out.set(tail, at);
  return out.subarray(0, at + tail.length);
}

/**
 * The card rows of these MLS numbers, in this order, from the index's row cache or the database
 * (one query for the missing ones). A listing no longer in the database is skipped.
 */
export async function indexedRows(db: Database, siteId: string, index: SiteListingIndex, ulsList: string[]): Promise<ListingCardWithMunicipality[]> {
  const missing = ulsList.filter((uls) => !index.rows.has(uls));
  if (missing.length > 0) {
    for (const row of await findListingCardRows(db, siteId, missing)) {
      if (index.rows.size >= CARD_ROW_CACHE_SIZE) index.rows.delete(index.rows.keys().next().value as string);
      index.rows.set(row.listing.uls, row);
    }
  }
  return ulsList.flatMap((uls) => {
    const row = index.rows.get(uls);
    return row ? [row] : [];
  });
}

/** The cards of these listing numbers, in this order (active rows only, from the row cache or the database). */
export async function indexedCards(db: Database, siteId: string, locale: 'fr' | 'en', index: SiteListingIndex, listings: number[]): Promise<PropertyCard[]> {
  const rows = await indexedRows(
    db,
    siteId,
    index,
    listings.map((i) => index.uls[i]),
  );
  return rows.filter((row) => row.listing.status === 'active').map((row) => toPropertyCard(locale, row.listing, row.municipalityName));
}

/** The map points of these listing numbers, as objects. */
export function indexedPoints(index: SiteListingIndex, listings: number[]): PropertyMapPoint[] {
  return listings.map((i) => toMapPoint({ uls: index.uls[i], latitude: index.latitude[i], longitude: index.longitude[i], price: index.price[i] }));
}

/** Number of the matching listings per property type code (`other` only when some listing has it). */
export function countByType(index: SiteListingIndex, { listings, count }: SearchHits): Record<string, number> {
  const perType = new Uint32Array(LISTING_TYPE_CODES.length);
  for (let j = 0; j < count; j++) perType[index.type[listings[j]]]++;
  const counts: Record<string, number> = Object.fromEntries(PROPERTY_TYPES.map((type) => [type, 0]));
  LISTING_TYPE_CODES.forEach((type, n) => {
    if (perType[n] > 0) counts[type] = perType[n];
  });
  return counts;
}
