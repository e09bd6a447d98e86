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
import { CARD_ROW_CACHE_SIZE, copyBytes, type SiteListingIndex } from './listingIndex';

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

/** Whether listing i matches (small and monomorphic so the scan loops inline it). */
function passes(index: SiteListingIndex, f: CompiledSearch, i: number): boolean {
  if (f.rent >= 0 && index.rent[i] !== f.rent) return false;
  const price = index.price[i];
  if (price < f.priceMin || price > f.priceMax) return false;
  if (index.bedrooms[i] < f.bedrooms || index.bathrooms[i] < f.bathrooms) return false;
  if (f.typeMask !== 0 && (f.typeMask & (1 << index.type[i])) === 0) return false;
  if (f.municipalities !== null && f.municipalities[index.municipality[i]] !== 1) return false;
  if (f.openAfter >= 0 && !(index.openHouseEnd[i] > f.openAfter)) return false;
  if (f.bounded) {
    const lat = index.latitude[i];
    const lng = index.longitude[i];
    if (lat < f.south || lat > f.north || lng < f.west || lng > f.east) return false;
  }
  return true;
}

/**
 * The listings matching a search: `hits[i]` is 1 for a match, `count` of them, and when asked
 * their extent in the index's world units (`worldX`, `worldY`; null without matches).
 */
export interface SearchHits {
  hits: Uint8Array;
  count: number;
  extent?: { west: number; east: number; north: number; south: number } | null;
}

/**
 * Marks the listings matching a search, reading the field arrays in memory order; with
 * `withExtent`, also their extent (the same pass: a map fitted to the matches needs it).
 * The hits are written in the index's one hit table ({@link SiteListingIndex.hitTable}), valid
 * until the next search on this index: read them before any `await`. A megabyte allocated per
 * search of a million listings made the collector stop the server for whole heaps.
 */
export function matchHits(index: SiteListingIndex, search: IndexSearch, withExtent = false): SearchHits {
  const f = compile(index, search);
  const hits = index.hitTable;
  hits.fill(0);
  let count = 0;
  if (!withExtent) {
    for (let i = 0; i < index.size; i++) {
      if (passes(index, f, i)) {
        hits[i] = 1;
        count++;
      }
    }
    return { hits, count };
  }
  const { worldX, worldY } = index;
  let west = Infinity;
  let east = -Infinity;
  let north = Infinity;
  let south = -Infinity;
  for (let i = 0; i < index.size; i++) {
    if (!passes(index, f, i)) continue;
    hits[i] = 1;
    count++;
    const x = worldX[i];
    const y = worldY[i];
    if (x < west) west = x;
    if (x > east) east = x;
    if (y < north) north = y;
    if (y > south) south = y;
  }
  return { hits, count, extent: count > 0 ? { west, east, north, south } : null };
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

/** Number of listings matching a search. */
export function countMatches(index: SiteListingIndex, search: IndexSearch): number {
  const f = compile(index, search);
  let n = 0;
  for (let i = 0; i < index.size; i++) if (passes(index, f, i)) n++;
  return n;
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
  const f = compile(index, search);
  const matches: number[] = [];
  for (let i = 0; i < index.size; i++) if (passes(index, f, i)) matches.push(i);
  return matches;
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
export function countByType(index: SiteListingIndex, { hits }: SearchHits): Record<string, number> {
  const perType = new Uint32Array(LISTING_TYPE_CODES.length);
  for (let i = 0; i < index.size; i++) if (hits[i] === 1) perType[index.type[i]]++;
  const counts: Record<string, number> = Object.fromEntries(PROPERTY_TYPES.map((type) => [type, 0]));
  LISTING_TYPE_CODES.forEach((type, n) => {
    if (perType[n] > 0) counts[type] = perType[n];
  });
  return counts;
}
