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
import { LISTING_TYPE_CODES, PROPERTY_TYPES } from './listingValues';
import { ORDER_BY_VALUES, DEFAULT_SEARCH_FILTERS, SEARCH_PAGE_SIZE, PRICE_STEPS, PROPERTY_TYPE_LABELS, LISTING_PATH_PREFIX, toPropertiesQuery } from './listingValues';
import type { MapBounds, OrderBy, SearchFilters } from './listingValues';
import { propertyCard, propertyMapPoint } from './listingWire';

export { LISTING_TYPE_CODES, PROPERTY_TYPES };
export {
  LISTING_BADGE_VALUES,
  listingBadge,
  coords,
  propertyCard,
  propertyMapPoint,
  propertyMapCluster,
  propertyTooltip,
  propertiesInitialResponse,
  propertiesMoreResponse,
  propertiesCountResponse,
  searchFiltersResponse,
} from './listingWire';
export type { PropertyCard, PropertyMapCluster, PropertyMapPoint, PropertyTooltip, SearchFiltersData } from './listingWire';

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

export { ORDER_BY_VALUES, DEFAULT_SEARCH_FILTERS, SEARCH_PAGE_SIZE, PRICE_STEPS, PROPERTY_TYPE_LABELS, LISTING_PATH_PREFIX, toPropertiesQuery };
export type { MapBounds, OrderBy, SearchFilters };
