/**
 * In-memory search index of a site's active listings.
 *
 * The search fields of the site's active listings are kept in typed arrays (≈ 60 bytes a
 * listing) with the four sort orders precomputed, and, per order, every listing's map point
 * pre-serialised as JSON back to back in that order (≈ 4 × 60 bytes a listing: ≈ 25 MB for
 * 100 000 listings). A search is one linear pass (listingSearch.ts) and a map answer a few
 * large copies, since the matches of a broad search are long runs of consecutive listings in
 * the asked order. Cards still come from the database (a primary-key lookup of the page's MLS
 * numbers, cached per index).
 *
 * Freshness: an index is rebuilt when this process wrote listings through the repository
 * (`listingsGeneration()`), and otherwise re-validated at most every
 * {@link LISTING_INDEX_RECHECK_MS} by a fingerprint query (counts, active price sum, latest
 * `updated_at`/`listed_at`), so writes by another process show up within that delay.
 * Semantics are those of `listingSearchWhere` (src/server/db/repositories/listings.ts).
 */
import type { Database } from '../../db/client';
import {
  listingSearchFields,
  listingsFingerprint,
  listingsGeneration,
  type ListingOrder,
  type ListingSearchFields,
  type ListingCardWithMunicipality,
} from '../../db/repositories/listings';
import { mercatorX, mercatorY } from '../../../lib/mapGeometry';
import { ORDER_BY_VALUES, LISTING_TYPE_CODES } from '../../../schema/listing';
import { toMapPoint } from './listingCards';

/** Longest time an index is used without re-checking the database fingerprint: 5 000 ms. */
export const LISTING_INDEX_RECHECK_MS = 5_000;

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
  /** Web Mercator world position, fractions 0…1 (west → east, north → south), for clustering. */
  worldX: Float64Array;
  worldY: Float64Array;
  /** Latest open house end, epoch ms; 0 without open houses. */
  openHouseEnd: Float64Array;
  /** 1 for listings badged `new` or `open-house` (featured first). */
  featured: Uint8Array;
  /** Listing numbers in each sort order, by rank (ties by MLS number). */
  orders: Record<ListingOrder, Uint32Array>;
  /** Map points in each sort order, by rank. */
  points: Record<ListingOrder, SerialisedPoints>;
  /** Card rows of recently shown cards (≤ {@link CARD_ROW_CACHE_SIZE}), dropped with the index. */
  rows: Map<string, ListingCardWithMunicipality>;
}

/** Card rows kept per site index (≈ 0.5 KiB each). */
export const CARD_ROW_CACHE_SIZE = 5_000;

interface CacheEntry {
  index: SiteListingIndex;
  generation: number;
  fingerprint: string;
  checkedAt: number;
}

const caches = new WeakMap<Database, Map<string, Promise<CacheEntry>>>();

/** Builds an index from the search fields of a site's active listings (no database access). */
export function indexListings(rows: ListingSearchFields[]): SiteListingIndex {
  const size = rows.length;
  const municipalityIds = new Map<string, number>();
  const municipality = new Int32Array(size);
  const type = new Uint8Array(size);
  const rent = new Uint8Array(size);
  const price = new Float64Array(size);
  const bedrooms = new Uint8Array(size);
  const bathrooms = new Uint8Array(size);
  const latitude = new Float64Array(size);
  const longitude = new Float64Array(size);
  const worldX = new Float64Array(size);
  const worldY = new Float64Array(size);
  const openHouseEnd = new Float64Array(size);
  const featured = new Uint8Array(size);
  const listedAt = new Float64Array(size);
  const uls = rows.map((row) => row.uls);
  rows.forEach((row, i) => {
    let mun = municipalityIds.get(row.municipalityCode);
    if (mun === undefined) municipalityIds.set(row.municipalityCode, (mun = municipalityIds.size));
    municipality[i] = mun;
    type[i] = (LISTING_TYPE_CODES as readonly string[]).indexOf(row.type);
    rent[i] = row.transaction === 'rent' ? 1 : 0;
    price[i] = row.price;
    bedrooms[i] = Math.min(255, Math.max(0, row.bedrooms));
    bathrooms[i] = Math.min(255, Math.max(0, row.bathrooms));
    latitude[i] = row.latitude;
    longitude[i] = row.longitude;
    worldX[i] = mercatorX(row.longitude);
    worldY[i] = mercatorY(row.latitude);
    openHouseEnd[i] = row.openHouseEnd ?? 0;
    featured[i] = row.badge === 'new' || row.badge === 'open-house' ? 1 : 0;
    listedAt[i] = row.listedAt;
  });

  const byUls = (a: number, b: number) => (uls[a] < uls[b] ? -1 : uls[a] > uls[b] ? 1 : 0);
  const numbers = Array.from({ length: size }, (_, i) => i);
  const sorted = (compare: (a: number, b: number) => number) => Uint32Array.from([...numbers].sort((a, b) => compare(a, b) || byUls(a, b)));
  const orders: Record<ListingOrder, Uint32Array> = {
    newest: sorted((a, b) => listedAt[b] - listedAt[a]),
    oldest: sorted((a, b) => listedAt[a] - listedAt[b]),
    price_desc: sorted((a, b) => price[b] - price[a]),
    price_asc: sorted((a, b) => price[a] - price[b]),
  };

  const pointJson = rows.map((row) => `${JSON.stringify(toMapPoint(row))},`);
  const pointBytes = pointJson.map((json) => Buffer.byteLength(json));
  const serialise = (order: Uint32Array): SerialisedPoints => {
    const start = new Uint32Array(size + 1);
    for (let r = 0; r < size; r++) start[r + 1] = start[r] + pointBytes[order[r]];
    const bytes = Buffer.from(Array.from(order, (i) => pointJson[i]).join(''));
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), start };
  };
  const points = Object.fromEntries(ORDER_BY_VALUES.map((order) => [order, serialise(orders[order])])) as Record<ListingOrder, SerialisedPoints>;

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
    rows: new Map(),
  };
}

/** Builds the index of a site from the database (one query over its active listings). */
export async function buildListingIndex(db: Database, siteId: string): Promise<SiteListingIndex> {
  return indexListings(await listingSearchFields(db, siteId));
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
