/**
 * Listing answers of the content API (spec 000 §3 "Property listing"; spec 001 §3 "Property
 * listing (cards)", "Property tooltip", §7 `GET /properties`, `/property/{uls}/tooltip`,
 * `/search-filters`), written with zod's small functional API (`zod/mini`). src/schema/listing.ts
 * re-exports them for the server; the public pages use only their types (the search block reads
 * the answers with a shape check, without a schema library).
 *
 * Units: prices in whole CAD (monthly rent for `rent` listings); areas in ft²; coordinates in
 * decimal degrees, always `[lat, lng]`.
 */
import * as z from 'zod/mini';
import { LISTING_TYPE_CODES } from './listingValues';

/** Card badges (spec 000 §3). */
export const LISTING_BADGE_VALUES = ['sold', 'open-house', 'new', 'new-build', 'rent', 'foreclosed', 'collection', 'commercial'] as const;
export const listingBadge = z.enum(LISTING_BADGE_VALUES);

/** `[lat, lng]` in decimal degrees. */
export const coords = z.tuple([z.number(), z.number()]);

/** A listing card (spec 001 §3 "Property listing (cards)"), texts in the request's locale. */
export const propertyCard = z.object({
  /** MLS number. */
  uls: z.string(),
  type: z.enum(LISTING_TYPE_CODES),
  /** Street address, then municipality: `123, rue Saint-Charles Ouest, Longueuil`. */
  address: z.string(),
  /** Municipality name (DESCRIPTION). */
  municipality: z.string(),
  price: z.int(),
  /** `true` for a rental (price per month). */
  for_rent: z.boolean(),
  /** The listing page in the request's locale: `/fr/proprietes/{slug}-{uls}`. */
  url: z.string(),
  /** Up to 5 photo URLs for the card carousel; the first is `property_image`. */
  carousel_images: z.array(z.string()),
  property_image: z.nullable(z.string()),
  specs: z.object({
    bed: z.nullable(z.int()),
    bath: z.nullable(z.int()),
    /** Living area in ft² (lot area for land). */
    area: z.nullable(z.int()),
  }),
  coords,
  badge: z.nullable(listingBadge),
});
export type PropertyCard = z.infer<typeof propertyCard>;

/** A map point: compact so a map of 20 000 results stays light. */
export const propertyMapPoint = z.object({ uls: z.string(), coords, price: z.int() });
export type PropertyMapPoint = z.infer<typeof propertyMapPoint>;

/**
 * A cluster bubble of a map answer grouped on the server: `[lat, lng]` centre, number of
 * listings, and the zoom at which it splits (a click zooms there).
 */
export const propertyMapCluster = z.object({ coords, count: z.int(), expansionZoom: z.int() });
export type PropertyMapCluster = z.infer<typeof propertyMapCluster>;

/** `GET /property/{uls}/tooltip` data (spec 001 §3 "Property tooltip"). */
export const propertyTooltip = z.pick(propertyCard, {
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

/**
 * `GET /properties` answers (spec 001 §7): body `{ data: ... }`. An initial answer asked with
 * the map's size (`mapWidth`, `mapHeight`) for more listings than a map draws one by one has
 * them grouped: `propertiesClusters` plus the lone listings in `propertiesMap`, and, without
 * map bounds, `propertiesBounds` (`[[south, west], [north, east]]` of every match, to fit the map).
 */
export const propertiesInitialResponse = z.object({
  data: z.object({
    total: z.int(),
    propertiesMap: z.array(propertyMapPoint),
    propertiesClusters: z.optional(z.array(propertyMapCluster)),
    propertiesBounds: z.optional(z.tuple([coords, coords])),
    propertiesListing: z.array(propertyCard),
  }),
});
export const propertiesMoreResponse = z.object({
  data: z.object({ total: z.int(), propertiesListing: z.array(propertyCard) }),
});
export const propertiesCountResponse = z.object({ data: z.object({ total: z.int() }) });

/** `GET /search-filters` answer (spec 001 §7): municipalities with listings and property types. */
export const searchFiltersResponse = z.object({
  data: z.object({
    municipalities: z.array(z.object({ MUN_CODE: z.string(), DESCRIPTION: z.string(), count: z.int() })),
    property_types: z.array(z.object({ code: z.enum(LISTING_TYPE_CODES), label: z.object({ fr: z.string(), en: z.string() }), count: z.int() })),
  }),
});
export type SearchFiltersData = z.infer<typeof searchFiltersResponse>['data'];
