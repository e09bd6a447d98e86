/**
 * Listing search values without their schemas (spec 001 §3 "Search filter state", §4, §9): sort
 * values, filter state and defaults, price steps, type labels, listing paths and the query builder,
 * in a module free of zod so a page does not download the validation library for them.
 * src/schema/listing.ts builds its schemas from these and re-exports them.
 */

/** Property type codes (spec 001 §3): the search filters and lead forms offer these. */
export const PROPERTY_TYPES = ['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm'] as const;

/** A listing's type: a {@link PROPERTY_TYPES} code, or `other` for a feed's type no code matches (filtered on only when some listing has it). */
export const LISTING_TYPE_CODES = [...PROPERTY_TYPES, 'other'] as const;

/** Sort values (spec 001 §3); the hyphenated reading is accepted and normalised. */
export const ORDER_BY_VALUES = ['newest', 'oldest', 'price_desc', 'price_asc'] as const;

export type OrderBy = (typeof ORDER_BY_VALUES)[number];

/** Map bounds of the search filter state (spec 001 §3), decimal degrees. */
export interface MapBounds {
  NorthEast_lat: number;
  NorthEast_lng: number;
  SouthWest_lat: number;
  SouthWest_lng: number;
}

/**
 * The search filter state of the browser (spec 001 §3 "Search filter state", §4 "Search"):
 * municipality codes, type codes, price range (`null` max = no maximum), minimum bedrooms and
 * bathrooms (1–5), buy/rent, open house, map bounds, sort.
 */
export interface SearchFilters {
  mun: string[];
  type: string[];
  price_min: number | null;
  price_max: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  forSaleForRent: 'buy' | 'rent';
  open_house: boolean;
  map_bounds: MapBounds | null;
  order_by: OrderBy | '';
}

/** Defaults of {@link SearchFilters} (spec 001 §3: sort default empty, open_house false). */
export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  mun: [],
  type: [],
  price_min: null,
  price_max: null,
  bedrooms: null,
  bathrooms: null,
  forSaleForRent: 'buy',
  open_house: false,
  map_bounds: null,
  order_by: '',
};

/** Smallest and largest side in px of the map box a map answer is grouped for (`mapWidth`, `mapHeight`). */
export const MAP_BOX_PX = { min: 100, max: 8000 } as const;

/** Search page size (spec 001 §9: 25 initial and per page). */
export const SEARCH_PAGE_SIZE = 25;

/**
 * Price steps of the price selects (spec 001 §9): 0 to 500 000 by 25 000, then 550 000 to
 * 1 000 000 by 50 000, then 2M, 3M, 4M, 5M, 10M.
 */
export const PRICE_STEPS: readonly number[] = [
  ...Array.from({ length: 21 }, (_, i) => i * 25_000),
  ...Array.from({ length: 10 }, (_, i) => 550_000 + i * 50_000),
  2_000_000,
  3_000_000,
  4_000_000,
  5_000_000,
  10_000_000,
];

/** Property type labels (fr-CA / en-CA), used by filters, cards and JSON-LD. */
export const PROPERTY_TYPE_LABELS: Record<(typeof LISTING_TYPE_CODES)[number], { fr: string; en: string }> = {
  maison: { fr: 'Maison', en: 'House' },
  condo: { fr: 'Condo', en: 'Condo' },
  prop: { fr: 'Plex', en: 'Plex' },
  ferme: { fr: 'Fermette', en: 'Hobby farm' },
  chalet: { fr: 'Chalet', en: 'Cottage' },
  terrain: { fr: 'Terrain', en: 'Land' },
  comm: { fr: 'Commercial', en: 'Commercial' },
  other: { fr: 'Autre', en: 'Other' },
};

/** Locale path prefix of listing pages (spec 001 §2 "Properties search"). */
export const LISTING_PATH_PREFIX = { fr: '/fr/proprietes', en: '/en/properties' } as const;

/**
 * The query string of `GET /api/swc/{microsite_id}/properties` for a filter state (spec 001 §4,
 * §7): empty, false, zero and empty-list values omitted; lists comma-separated (`mun=58227,58007`;
 * the server also accepts repeated keys); `open_house=1` or omitted; map bounds flattened to
 * `NorthEast_lat`, `NorthEast_lng`, `SouthWest_lat`, `SouthWest_lng`; `order_by` when set.
 * `extra` adds the call's own parameters: `{ format: 'map', listingLimit: 25 }` (initial),
 * `{ page, limit }` (more), `{ format: 'count' }` (count).
 */
export function toPropertiesQuery(filters: SearchFilters, extra: Record<string, string | number> = {}): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.mun.length) query.set('mun', [...filters.mun].sort().join(','));
  if (filters.type.length) query.set('type', [...filters.type].sort().join(','));
  if (filters.price_min) query.set('price_min', String(filters.price_min));
  if (filters.price_max) query.set('price_max', String(filters.price_max));
  if (filters.bedrooms) query.set('bedrooms', String(filters.bedrooms));
  if (filters.bathrooms) query.set('bathrooms', String(filters.bathrooms));
  if (filters.forSaleForRent === 'rent') query.set('forSaleForRent', 'rent');
  if (filters.open_house) query.set('open_house', '1');
  if (filters.map_bounds) {
    for (const [key, value] of Object.entries(filters.map_bounds)) query.set(key, String(value));
  }
  if (filters.order_by) query.set('order_by', filters.order_by);
  for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
  return query;
}
