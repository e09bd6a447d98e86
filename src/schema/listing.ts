/**
 * Listings on the wire (spec 000 §3 "Property listing"; spec 001 §3 "Property listing (cards)",
 * "Property tooltip", "Search filter state", §7 `GET /properties`, `/property/{uls}/tooltip`,
 * `/search-filters`). Shared by the content API (answers), the API client (parsing)
 * and the blocks (props).
 *
 * Units: prices in whole CAD (monthly rent for `rent` listings); areas in ft²; coordinates in
 * decimal degrees, always `[lat, lng]`.
 */
import { z } from 'zod';
import { fieldMeta } from './content';
import { PROPERTY_TYPES } from './leadForms';

export { PROPERTY_TYPES };

/** Card badges (spec 000 §3). */
export const LISTING_BADGE_VALUES = ['sold', 'open-house', 'new', 'new-build', 'rent', 'foreclosed', 'collection', 'commercial'] as const;
export const listingBadge = z.enum(LISTING_BADGE_VALUES);

/** `[lat, lng]` in decimal degrees. */
export const coords = z.tuple([z.number(), z.number()]);

/** A listing card (spec 001 §3 "Property listing (cards)"), texts in the request's locale. */
export const propertyCard = z.object({
  /** MLS number. */
  uls: z.string(),
  type: z.enum(PROPERTY_TYPES),
  /** Street address, then municipality: `123, rue Saint-Charles Ouest, Longueuil`. */
  address: z.string(),
  /** Municipality name (DESCRIPTION). */
  municipality: z.string(),
  price: z.number().int(),
  /** `true` for a rental (price per month). */
  for_rent: z.boolean(),
  /** The listing page in the request's locale: `/fr/proprietes/{slug}-{uls}`. */
  url: z.string(),
  /** Up to 5 photo URLs for the card carousel; the first is `property_image`. */
  carousel_images: z.array(z.string()),
  property_image: z.string().nullable(),
  specs: z.object({
    bed: z.number().int().nullable(),
    bath: z.number().int().nullable(),
    /** Living area in ft² (lot area for land). */
    area: z.number().int().nullable(),
  }),
  coords,
  badge: listingBadge.nullable(),
});
export type PropertyCard = z.infer<typeof propertyCard>;

/** A map point: compact so a map of 20 000 results stays light. */
export const propertyMapPoint = z.object({ uls: z.string(), coords, price: z.number().int() });
export type PropertyMapPoint = z.infer<typeof propertyMapPoint>;

/** `GET /property/{uls}/tooltip` data (spec 001 §3 "Property tooltip"). */
export const propertyTooltip = propertyCard.pick({
  uls: true,
  address: true,
  carousel_images: true,
  price: true,
  specs: true,
  type: true,
  url: true,
  for_rent: true,
});
export type PropertyTooltip = z.infer<typeof propertyTooltip>;

/** Sort values (spec 001 §3); the hyphenated reading is accepted and normalised. */
export const ORDER_BY_VALUES = ['newest', 'oldest', 'price_desc', 'price_asc'] as const;
export type OrderBy = (typeof ORDER_BY_VALUES)[number];
export const orderBy = z
  .enum([...ORDER_BY_VALUES, 'price-desc', 'price-asc'])
  .transform((v) => v.replace('-', '_') as OrderBy);

/** Map bounds of the search filter state (spec 001 §3). */
export const mapBounds = z.object({
  NorthEast_lat: z.number().min(-90).max(90),
  NorthEast_lng: z.number().min(-180).max(180),
  SouthWest_lat: z.number().min(-90).max(90),
  SouthWest_lng: z.number().min(-180).max(180),
});
export type MapBounds = z.infer<typeof mapBounds>;

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

/** `GET /properties` answers (spec 001 §7): body `{ data: ... }`. */
export const propertiesInitialResponse = z.object({
  data: z.object({ total: z.number().int(), propertiesMap: z.array(propertyMapPoint), propertiesListing: z.array(propertyCard) }),
});
export const propertiesMoreResponse = z.object({
  data: z.object({ total: z.number().int(), propertiesListing: z.array(propertyCard) }),
});
export const propertiesCountResponse = z.object({ data: z.object({ total: z.number().int() }) });

/** `GET /search-filters` answer (spec 001 §7): municipalities with listings and property types. */
export const searchFiltersResponse = z.object({
  data: z.object({
    municipalities: z.array(z.object({ MUN_CODE: z.string(), DESCRIPTION: z.string(), count: z.number().int() })),
    property_types: z.array(
      z.object({ code: z.enum(PROPERTY_TYPES), label: z.object({ fr: z.string(), en: z.string() }), count: z.number().int() }),
    ),
  }),
});
export type SearchFiltersData = z.infer<typeof searchFiltersResponse>['data'];

/** Property type labels (fr-CA / en-CA), used by filters, cards and JSON-LD. */
export const PROPERTY_TYPE_LABELS: Record<(typeof PROPERTY_TYPES)[number], { fr: string; en: string }> = {
  maison: { fr: 'Maison', en: 'House' },
  condo: { fr: 'Condo', en: 'Condo' },
  prop: { fr: 'Plex', en: 'Plex' },
  ferme: { fr: 'Fermette', en: 'Hobby farm' },
  chalet: { fr: 'Chalet', en: 'Cottage' },
  terrain: { fr: 'Terrain', en: 'Land' },
  comm: { fr: 'Commercial', en: 'Commercial' },
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

/**
 * Server data fed into listing blocks when the content API assembles a page (spec 001 §3 "Server
 * data feeding blocks"), in `block_params.core_data`:
 * - `properties_block`: `{ total, propertiesListing, propertiesMap }`
 * - `properties_slider_block`: `{ total, propertiesListing, propertiesFilters }`
 * - `featured_properties_block`: `{ total, propertiesListing }`
 * - `sold_properties_block`: `{ mapMarkers }` (sold listings as map points)
 * - `categories_slider_block`: `{ counts: { [type]: number } }` (active listings per type)
 * Which listings: the block's own `block_params.filters` (a partial {@link SearchFilters} set in
 * the editor) applied to the site's active listings, newest first.
 */
export const listingsFeed = z.object({
  total: z.number().int().default(0),
  propertiesListing: z.array(propertyCard).default([]),
  propertiesMap: z.array(propertyMapPoint).default([]),
  propertiesFilters: z.record(z.string(), z.unknown()).optional(),
  mapMarkers: z.array(propertyMapPoint).default([]),
  counts: z.record(z.string(), z.number().int()).optional(),
});
fieldMeta.add(listingsFeed, { serverData: true });
export type ListingsFeed = z.infer<typeof listingsFeed>;
