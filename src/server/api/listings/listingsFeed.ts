/**
 * Server data fed to listing blocks (spec 001 §3 "Server data feeding blocks"): when
 * the content API serves a page, each listing block among `content.fields` gets
 * `block_params.core_data` (shape `listingsFeed` of src/schema/listing.ts), computed from the
 * site's listings narrowed by the block's optional `block_params.filters` (a partial
 * `SearchFilters` set in the editor; unreadable values are ignored):
 *
 * | block                      | core_data                                                       |
 * |----------------------------|-----------------------------------------------------------------|
 * | `properties_block`         | `{ total, propertiesListing: first 8, propertiesMap: ≤ 500 }`  |
 * | `properties_slider_block`  | `{ total, propertiesListing: first 12, propertiesFilters }`    |
 * | `featured_properties_block`| `{ total, propertiesListing: ≤ 10 }` badge new/open-house first, then newest |
 * | `sold_properties_block`    | `{ mapMarkers }`: sold listings as map points (≤ 2 000)          |
 * | `categories_slider_block`  | `{ counts: { [type]: n } }`: active listings per type (every type) |
 * | `search_properties_block`  | `{ total, propertiesListing: first 25, propertiesFilters }` for the default filters |
 *
 * The search page's feed is what its first `GET /properties?format=map` would list when the
 * visitor brings no filters: the page shows its first results in the HTML, and the browser only
 * asks for the map points.
 *
 * Active listings come from the site's in-memory search index (listingIndex.ts: one pass over the
 * site's listings plus a primary-key lookup of the cards not cached yet); sold listings from one
 * SQL query. A page without listing blocks costs nothing (no query).
 */
import { z } from 'zod';
import { DEFAULT_SEARCH_FILTERS, mapBounds, orderBy, LISTING_TYPE_CODES, SEARCH_PAGE_SIZE, type ListingsFeed, type OrderBy } from '../../../schema/listing';
import type { Database } from '../../db/client';
import { listingMapPoints, type ListingSearch } from '../../db/repositories/listings';
import { toMapPoint } from './listingCards';
import { dependencyTag, noteDependency } from '../../pageCache/renderDependencies';
import { siteListingIndex } from './listingIndex';
import { countByType, indexedCards, indexedPoints, listingsAtRanks, matchHits, matchRanks } from './listingSearch';

/** Cards fed to `properties_block`. */
export const PROPERTIES_BLOCK_CARDS = 8;
/** Map points fed to `properties_block` (the nearest-to-newest first). */
export const PROPERTIES_BLOCK_MAP_POINTS = 500;
/** Cards fed to `properties_slider_block`. */
export const SLIDER_CARDS = 12;
/** Cards fed to `featured_properties_block`. */
export const FEATURED_CARDS = 10;
/** Sold listings fed to `sold_properties_block` as map markers. */
export const SOLD_MAP_MARKERS = 2000;

/** Block types that receive `core_data`. */
export const LISTING_FEED_BLOCKS = ['properties_block', 'properties_slider_block', 'featured_properties_block', 'sold_properties_block', 'categories_slider_block', 'search_properties_block'] as const;

/** A block's `block_params.filters`, read leniently: each unreadable value falls back to "any". */
const blockFilters = z.object({
  mun: z.array(z.string()).catch([]).optional(),
  type: z.array(z.enum(LISTING_TYPE_CODES)).catch([]).optional(),
  price_min: z.number().int().min(0).nullable().catch(null).optional(),
  price_max: z.number().int().min(0).nullable().catch(null).optional(),
  bedrooms: z.number().int().min(1).max(5).nullable().catch(null).optional(),
  bathrooms: z.number().int().min(1).max(5).nullable().catch(null).optional(),
  forSaleForRent: z.enum(['buy', 'rent']).catch('buy').optional(),
  open_house: z.boolean().catch(false).optional(),
  map_bounds: mapBounds.nullable().catch(null).optional(),
  order_by: z
    .union([orderBy, z.literal('')])
    .catch('')
    .optional(),
});
type BlockFilters = z.infer<typeof blockFilters>;

/** The search and order of a block's filters (active listings of the site). */
export function feedSearch(siteId: string, raw: unknown, now: Date): { search: ListingSearch; order: OrderBy; filters: BlockFilters } {
  const parsed = blockFilters.safeParse(raw ?? {});
  const filters: BlockFilters = parsed.success ? parsed.data : {};
  const b = filters.map_bounds;
  const search: ListingSearch = {
    siteId,
    transaction: filters.forSaleForRent === 'rent' ? 'rent' : 'sale',
    municipalityCodes: filters.mun ?? [],
    types: filters.type ?? [],
    priceMin: filters.price_min ?? null,
    priceMax: filters.price_max ?? null,
    bedrooms: filters.bedrooms ?? null,
    bathrooms: filters.bathrooms ?? null,
    openHouseAfter: filters.open_house ? now : null,
    bounds: b
      ? {
          south: Math.min(b.SouthWest_lat, b.NorthEast_lat),
          north: Math.max(b.SouthWest_lat, b.NorthEast_lat),
          west: Math.min(b.SouthWest_lng, b.NorthEast_lng),
          east: Math.max(b.SouthWest_lng, b.NorthEast_lng),
        }
      : null,
  };
  return { search, order: filters.order_by || 'newest', filters };
}

type Block = { block_type: string; block_params?: Record<string, unknown>; fields?: Record<string, unknown> };

/**
 * The feed of one listing block, or null for other block types.
 * @param locale texts and URLs of the cards.
 */
export async function listingFeedFor(db: Database, siteId: string, locale: 'fr' | 'en', block: Block, now: Date = new Date()): Promise<ListingsFeed | null> {
  if (!(LISTING_FEED_BLOCKS as readonly string[]).includes(block.block_type)) return null;
  noteDependency(dependencyTag.listings(siteId));
  // The search page lists what a visitor without filters asks for; its block has none of its own.
  const ownFilters = block.block_type === 'search_properties_block' ? undefined : block.block_params?.filters;
  const { search, order, filters } = feedSearch(siteId, ownFilters, now);
  const empty: ListingsFeed = { total: 0, propertiesListing: [], propertiesMap: [], mapMarkers: [] };
  if (block.block_type === 'sold_properties_block') {
    const sold = { ...search, status: 'sold' as const, transaction: null, openHouseAfter: null };
    return { ...empty, mapMarkers: (await listingMapPoints(db, sold, 'newest', SOLD_MAP_MARKERS)).map(toMapPoint) };
  }
  // Active listings: from the site's in-memory search index (see listingIndex.ts).
  const index = await siteListingIndex(db, siteId);
  if (block.block_type === 'categories_slider_block') {
    return { ...empty, counts: countByType(index, matchHits(index, { ...search, types: [] })) };
  }
  // Only the first listings of the order are walked (a million matches need no million-long list).
  const matched = matchHits(index, search);
  const first = (limit: number) => listingsAtRanks(index, order, matchRanks(index, search, order, matched, limit));
  const cards = (positions: number[]) => indexedCards(db, siteId, locale, index, positions);
  switch (block.block_type) {
    case 'properties_block': {
      const points = first(PROPERTIES_BLOCK_MAP_POINTS);
      return {
        ...empty,
        total: matched.count,
        propertiesListing: await cards(points.slice(0, PROPERTIES_BLOCK_CARDS)),
        propertiesMap: indexedPoints(index, points),
      };
    }
    case 'search_properties_block':
    case 'properties_slider_block':
      return {
        ...empty,
        total: matched.count,
        propertiesListing: await cards(first(block.block_type === 'search_properties_block' ? SEARCH_PAGE_SIZE : SLIDER_CARDS)),
        propertiesFilters: { ...DEFAULT_SEARCH_FILTERS, ...filters },
      };
    default: {
      // featured_properties_block: badged new/open-house first, then the newest others.
      const flagged = firstWhere(index.orders[order], matched.hits, (i) => index.featured[i] === 1, FEATURED_CARDS);
      const others = firstWhere(index.orders[order], matched.hits, (i) => index.featured[i] !== 1, FEATURED_CARDS - flagged.length);
      return { ...empty, total: matched.count, propertiesListing: await cards([...flagged, ...others]) };
    }
  }
}

/** The first `limit` listings of an order that match (`hits`) and pass `keep`. */
function firstWhere(order: Uint32Array, hits: Uint8Array, keep: (listing: number) => boolean, limit: number): number[] {
  const found: number[] = [];
  for (let r = 0; r < order.length && found.length < limit; r++) {
    const i = order[r];
    if (hits[i] === 1 && keep(i)) found.push(i);
  }
  return found;
}

/**
 * The page's blocks with `block_params.core_data` filled on every listing block (other blocks are
 * returned as they are; the input is not mutated). Without listing blocks, the same array is
 * returned and no query runs.
 */
export async function injectListingFeeds<T extends Block>(db: Database, siteId: string, locale: 'fr' | 'en', blocks: T[], now: Date = new Date()): Promise<T[]> {
  if (!blocks.some((block) => (LISTING_FEED_BLOCKS as readonly string[]).includes(block?.block_type))) return blocks;
  const result: T[] = [];
  for (const block of blocks) {
    const feed = await listingFeedFor(db, siteId, locale, block, now);
    result.push(feed ? { ...block, block_params: { ...(block.block_params ?? {}), core_data: feed } } : block);
  }
  return result;
}
