/**
 * The listing shown on a listing page (spec 000 §3 "Property listing"): what the
 * content API puts in `block_params.listing` of the internal `property_details_block`, and in
 * `block_params.gone` of the same block when the listing is sold or removed (410 page).
 *
 * Units: prices in whole CAD (monthly rent when `for_rent`), areas in ft², coordinates
 * `[lat, lng]` in decimal degrees, dates ISO 8601 with offset.
 */
import { z } from 'zod';
import { coords, LISTING_TYPE_CODES, listingBadge } from './listing';

const bothLocales = z.object({ fr: z.string(), en: z.string() });

/** The public statuses a listing page names, by the `StandardStatus` they stand for. */
export const SHOWN_STANDARD_STATUSES = ['active-under-contract', 'coming-soon', 'pending'] as const;
export const STANDARD_STATUS_SHOWN: Record<string, (typeof SHOWN_STANDARD_STATUSES)[number]> = {
  'Active Under Contract': 'active-under-contract',
  'Coming Soon': 'coming-soon',
  Pending: 'pending',
};

/** One open house: start and end date-times (ISO 8601, America/Toronto offset). */
export const openHouse = z.object({ start: z.string(), end: z.string() });

/** Every detail of an active listing, texts in both locales. */
export const propertyDetails = z.object({
  /** The listing's number (its page URL ends with it): the MLS number unless `mls_number` says otherwise. */
  uls: z.string(),
  /** The MLS number shown when it differs from `uls`; null: the listing has none (none is shown). */
  mls_number: z.string().nullable().optional(),
  /** A feed listing's status when it is public but not simply for sale (`StandardStatus` Active Under Contract, Coming Soon, Pending). */
  standard_status: z.enum(SHOWN_STANDARD_STATUSES).optional(),
  type: z.enum(LISTING_TYPE_CODES),
  for_rent: z.boolean(),
  price: z.number().int(),
  /** Price before the last reduction, or null. */
  previous_price: z.number().int().nullable(),
  /** Street address per locale (`123, rue des Érables` / `123 Rue des Érables`). */
  address: bothLocales,
  municipality: z.string(),
  postal_code: z.string().nullable(),
  coords,
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  powder_rooms: z.number().int(),
  living_area: z.number().int().nullable(),
  lot_area: z.number().int().nullable(),
  year_built: z.number().int().nullable(),
  badge: z.nullable(listingBadge),
  open_houses: z.array(openHouse),
  /** Photo URLs (site-relative), first = cover. */
  photos: z.array(z.string()),
  description: bothLocales,
  /** The language of a locale's description when it is not the locale's (`{ en: 'fr' }`: French remarks on the English page). */
  description_lang: z.object({ fr: z.enum(['fr', 'en']).optional(), en: z.enum(['fr', 'en']).optional() }).optional(),
  listed_at: z.string(),
  /** Listing broker's name, when known. */
  broker_name: z.string().nullable(),
});
export type PropertyDetails = z.infer<typeof propertyDetails>;

/**
 * A sold or removed listing (410 page): its address and why it is gone, and the search page
 * URL per locale filtered on the same municipality and type ("similar listings").
 */
export const goneListing = z.object({
  uls: z.string(),
  status: z.enum(['sold', 'removed']),
  address: bothLocales,
  municipality: z.string(),
  type: z.enum(LISTING_TYPE_CODES),
  similar_url: bothLocales,
});
export type GoneListing = z.infer<typeof goneListing>;
