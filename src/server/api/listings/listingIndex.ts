/**
 * In-memory search index of a site's active listings (issue 5 §5: p95 under 25 ms on the embedded
 * database with 100 000 listings, where `format=map` answers every match).
 *
 * The search fields of the site's active listings are kept in typed arrays (≈ 60 bytes a
 * listing), with the four sort orders precomputed and each listing's map point pre-serialised as
 * JSON, so a search is one linear pass (≈ 1 ms for 100 000 listings) and a map answer a string
 * join. Cards still come from the database (a primary-key lookup of the page's MLS numbers).
 *
 * Freshness: an index is rebuilt when this process wrote listings through the repository
 * (`listingsGeneration()`), and otherwise re-validated at most every
 * {@link LISTING_INDEX_RECHECK_MS} by a fingerprint query (counts, active price sum, latest
 * `updated_at`/`listed_at`), so writes by another process show up within that delay.
 * Semantics are those of `listingSearchWhere` (src/server/db/repositories/listings.ts).
 */
import type { Database } from '../../db/client';
import {
  findSiteListings,
  listingSearchFields,
  listingsFingerprint,
  listingsGeneration,
  type ListingOrder,
  type ListingSearch,
  type ListingWithMunicipality,
} from '../../db/repositories/listings';
import type { PropertyCard, PropertyMapPoint } from '../../../schema/listing';
import { toMapPoint, toPropertyCard } from './listingCards';

/** Longest time an index is used without re-checking the database fingerprint: 5 000 ms. */
export const LISTING_INDEX_RECHECK_MS = 5_000;

const TYPE_CODES = ['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm'];

/** The index of one site's active listings. */
export interface SiteListingIndex {
  size: number;
  uls: string[];
  /** Pre-serialised `propertyMapPoint` JSON of every listing, back to back (ASCII). */
  pointBytes: Buffer;
  /** Byte offset of listing i's point in {@link pointBytes}; `pointStart[size]` = total length. */
  pointStart: Uint32Array;
  municipality: Int32Array;
  municipalityIds: Map<string, number>;
  type: Uint8Array;
  rent: Uint8Array;
  price: Float64Array;
  bedrooms: Uint8Array;
  bathrooms: Uint8Array;
  latitude: Float64Array;
  longitude: Float64Array;
  /** Latest open house end, epoch ms; 0 without open houses. */
  openHouseEnd: Float64Array;
  /** 1 for listings badged `new` or `open-house` (featured first). */
  featured: Uint8Array;
  /** Listing positions in each sort order (ties by MLS number). */
  orders: Record<ListingOrder, Uint32Array>;
  /** Full rows of recently shown cards (≤ {@link CARD_ROW_CACHE_SIZE}), dropped with the index. */
  rows: Map<string, ListingWithMunicipality>;
}

/** Full listing rows kept per site index for cards (≈ 1 KiB each). */
export const CARD_ROW_CACHE_SIZE = 5_000;

interface CacheEntry {
  index: SiteListingIndex;
  generation: number;
  fingerprint: string;
  checkedAt: number;
}

const caches = new WeakMap<Database, Map<string, Promise<CacheEntry>>>();

/** Builds the index of a site from the database (one query over its active listings). */
export async function buildListingIndex(db: Database, siteId: string): Promise<SiteListingIndex> {
  const rows = await listingSearchFields(db, siteId);
  const size = rows.length;
  const municipalityIds = new Map<string, number>();
  const index: SiteListingIndex = {
    size,
    uls: rows.map((row) => row.uls),
    pointBytes: Buffer.alloc(0),
    pointStart: new Uint32Array(size + 1),
    municipality: new Int32Array(size),
    municipalityIds,
    type: new Uint8Array(size),
    rent: new Uint8Array(size),
    price: new Float64Array(size),
    bedrooms: new Uint8Array(size),
    bathrooms: new Uint8Array(size),
    latitude: new Float64Array(size),
    longitude: new Float64Array(size),
    openHouseEnd: new Float64Array(size),
    featured: new Uint8Array(size),
    orders: { newest: new Uint32Array(0), oldest: new Uint32Array(0), price_desc: new Uint32Array(0), price_asc: new Uint32Array(0) },
    rows: new Map(),
  };
  const listedAt = new Float64Array(size);
  rows.forEach((row, i) => {
    let mun = municipalityIds.get(row.municipalityCode);
    if (mun === undefined) municipalityIds.set(row.municipalityCode, (mun = municipalityIds.size));
    index.municipality[i] = mun;
    index.type[i] = TYPE_CODES.indexOf(row.type);
    index.rent[i] = row.transaction === 'rent' ? 1 : 0;
    index.price[i] = row.price;
    index.bedrooms[i] = Math.min(255, Math.max(0, row.bedrooms));
    index.bathrooms[i] = Math.min(255, Math.max(0, row.bathrooms));
    index.latitude[i] = row.latitude;
    index.longitude[i] = row.longitude;
    index.openHouseEnd[i] = row.openHouseEnd ?? 0;
    index.featured[i] = row.badge === 'new' || row.badge === 'open-house' ? 1 : 0;
    listedAt[i] = row.listedAt;
  });
  const points = rows.map((row) => JSON.stringify(toMapPoint(row)));
  let offset = 0;
  points.forEach((json, i) => {
    index.pointStart[i] = offset;
    offset += Buffer.byteLength(json);
  });
  index.pointStart[size] = offset;
  index.pointBytes = Buffer.from(points.join(''));
  const positions = Array.from({ length: size }, (_, i) => i);
  const byUls = (a: number, b: number) => (index.uls[a] < index.uls[b] ? -1 : index.uls[a] > index.uls[b] ? 1 : 0);
  const sorted = (compare: (a: number, b: number) => number) => Uint32Array.from([...positions].sort((a, b) => compare(a, b) || byUls(a, b)));
  index.orders = {
    newest: sorted((a, b) => listedAt[b] - listedAt[a]),
    oldest: sorted((a, b) => listedAt[a] - listedAt[b]),
    price_desc: sorted((a, b) => index.price[b] - index.price[a]),
    price_asc: sorted((a, b) => index.price[a] - index.price[b]),
  };
  return index;
}

/**
 * The up-to-date index of a site's active listings (built on first use, rebuilt after a write,
 * re-validated every {@link LISTING_INDEX_RECHECK_MS}).
 */
export async function siteListingIndex(db: Database, siteId: string): Promise<SiteListingIndex> {
  let sites = caches.get(db);
  if (!sites) caches.set(db, (sites = new Map()));
  const cached = sites.get(siteId);
  if (cached) {
    const entry = await cached.catch(() => null);
    if (entry && entry.generation === listingsGeneration()) {
      if (Date.now() - entry.checkedAt < LISTING_INDEX_RECHECK_MS) return entry.index;
      const fingerprint = await listingsFingerprint(db, siteId);
      if (fingerprint === entry.fingerprint) {
        entry.checkedAt = Date.now();
        return entry.index;
      }
    }
  }
  const loading = (async (): Promise<CacheEntry> => {
    const generation = listingsGeneration();
    const fingerprint = await listingsFingerprint(db, siteId);
    const index = await buildListingIndex(db, siteId);
    return { index, generation, fingerprint, checkedAt: Date.now() };
  })();
  sites.set(siteId, loading);
  loading.catch(() => sites.delete(siteId));
  return (await loading).index;
}

/**
 * Positions of the listings matching a search (site and `active` status are the index's own), in
 * `order`; with `order` null, in storage order (enough for counting).
 */
export function matchListings(index: SiteListingIndex, search: Omit<ListingSearch, 'siteId'>, order: ListingOrder | null): number[] {
  const rent = search.transaction === 'rent' ? 1 : search.transaction === 'sale' ? 0 : -1;
  const muns = search.municipalityCodes?.length
    ? new Set(search.municipalityCodes.map((code) => index.municipalityIds.get(code) ?? -1))
    : null;
  const types = search.types?.length ? new Set(search.types.map((type) => TYPE_CODES.indexOf(type))) : null;
  const priceMin = search.priceMin ?? -Infinity;
  const priceMax = search.priceMax ?? Infinity;
  const bedrooms = search.bedrooms ?? 0;
  const bathrooms = search.bathrooms ?? 0;
  const openAfter = search.openHouseAfter ? search.openHouseAfter.getTime() : null;
  const b = search.bounds;
  if (search.badges?.length) throw new Error('matchListings: badge filters are not indexed');
  const matches: number[] = [];
  const visit = (i: number) => {
    if (rent >= 0 && index.rent[i] !== rent) return;
    const price = index.price[i];
    if (price < priceMin || price > priceMax) return;
    if (index.bedrooms[i] < bedrooms || index.bathrooms[i] < bathrooms) return;
    if (types && !types.has(index.type[i])) return;
    if (muns && !muns.has(index.municipality[i])) return;
    if (openAfter !== null && !(index.openHouseEnd[i] > openAfter)) return;
    if (b) {
      const lat = index.latitude[i];
      const lng = index.longitude[i];
      if (lat < b.south || lat > b.north || lng < b.west || lng > b.east) return;
    }
    matches.push(i);
  };
  if (order === null) for (let i = 0; i < index.size; i++) visit(i);
  else for (const i of index.orders[order]) visit(i);
  return matches;
}

/**
 * The JSON array of the map points of these listings (`[{"uls":…,"coords":[lat,lng],"price":…},…]`)
 * as bytes, copied from the pre-serialised points (no per-request serialisation), between an
 * optional ASCII/UTF-8 `prefix` and `suffix` written into the same buffer (one copy in all).
 */
export function mapPointsJson(index: SiteListingIndex, positions: number[], prefix = '', suffix = ''): Uint8Array<ArrayBuffer> {
  let length = Buffer.byteLength(prefix) + Buffer.byteLength(suffix) + 2 + Math.max(0, positions.length - 1);
  for (const i of positions) length += index.pointStart[i + 1] - index.pointStart[i];
  const out = Buffer.allocUnsafe(length);
  let at = out.write(prefix, 0);
  out[at++] = 0x5b; // [
  positions.forEach((i, n) => {
    if (n > 0) out[at++] = 0x2c; // ,
    at += index.pointBytes.copy(out, at, index.pointStart[i], index.pointStart[i + 1]);
  });
  out[at++] = 0x5d; // ]
  at += out.write(suffix, at);
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, at);
}

/**
 * The full rows of these MLS numbers, in this order, from the index's row cache or the database
 * (one query for the missing ones). A listing no longer in the database is skipped.
 */
export async function indexedRows(db: Database, siteId: string, index: SiteListingIndex, ulsList: string[]): Promise<ListingWithMunicipality[]> {
  const missing = ulsList.filter((uls) => !index.rows.has(uls));
  if (missing.length > 0) {
    for (const row of await findSiteListings(db, siteId, missing)) {
      if (index.rows.size >= CARD_ROW_CACHE_SIZE) index.rows.delete(index.rows.keys().next().value as string);
      index.rows.set(row.listing.uls, row);
    }
  }
  return ulsList.flatMap((uls) => {
    const row = index.rows.get(uls);
    return row ? [row] : [];
  });
}

/** The cards of these index positions, in this order (active rows only, from the row cache or the database). */
export async function indexedCards(
  db: Database,
  siteId: string,
  locale: 'fr' | 'en',
  index: SiteListingIndex,
  positions: number[],
): Promise<PropertyCard[]> {
  const rows = await indexedRows(db, siteId, index, positions.map((i) => index.uls[i]));
  return rows.filter((row) => row.listing.status === 'active').map((row) => toPropertyCard(locale, row.listing, row.municipalityName));
}

/** The map points of these index positions, as objects. */
export function indexedPoints(index: SiteListingIndex, positions: number[]): PropertyMapPoint[] {
  return positions.map((i) =>
    toMapPoint({ uls: index.uls[i], latitude: index.latitude[i], longitude: index.longitude[i], price: index.price[i] }),
  );
}

/** Number of the matching listings per property type code. */
export function countByType(index: SiteListingIndex, positions: number[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(TYPE_CODES.map((type) => [type, 0]));
  for (const i of positions) counts[TYPE_CODES[index.type[i]]] += 1;
  return counts;
}
