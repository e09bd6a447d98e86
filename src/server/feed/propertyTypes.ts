/**
 * RESO `PropertyType` / `PropertySubType` (Data Dictionary 2.x lookups) to Vitrine's property
 * types (spec 000 §3 "Property types": maison, condo, prop, ferme, chalet, terrain, comm) and to
 * sale or rent. The sub-type says more than the type, so it is read first; a value neither table
 * knows keeps the listing, as `other`, and is reported by the sync.
 */
import type { LISTING_TYPES } from '../db/schema';

/** A Vitrine property type, or `other` for a feed value no table knows. */
export type FeedPropertyType = (typeof LISTING_TYPES)[number] | 'other';

/** Lookup values compared without case, spaces or punctuation (`Single Family Detached` = `single-family detached`). */
const normalise = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_SUB_TYPE: Record<string, Exclude<FeedPropertyType, 'other'>> = Object.fromEntries(
  Object.entries({
    condo: ['Condominium', 'Apartment', 'Stock Cooperative', 'Own Your Own', 'Condo'],
    maison: ['Single Family Residence', 'Single Family Detached', 'Single Family Attached', 'Single Family', 'Townhouse', 'Manufactured Home', 'Manufactured On Land', 'Mobile Home'],
    prop: ['Duplex', 'Triplex', 'Quadruplex', 'Multi Family'],
    chalet: ['Cabin', 'Cottage', 'Recreational'],
    ferme: ['Farm', 'Agriculture', 'Ranch'],
    terrain: ['Unimproved Land', 'Vacant Land'],
    comm: ['Business', 'Hotel/Motel', 'Industrial', 'Mixed Use', 'Office', 'Retail', 'Warehouse'],
  } as const).flatMap(([type, values]) => values.map((value) => [normalise(value), type as Exclude<FeedPropertyType, 'other'>])),
);

const BY_TYPE: Record<string, Exclude<FeedPropertyType, 'other'>> = Object.fromEntries(
  Object.entries({
    maison: ['Residential', 'Residential Lease', 'Manufactured In Park'],
    prop: ['Residential Income'],
    ferme: ['Farm'],
    terrain: ['Land'],
    comm: ['Commercial Sale', 'Commercial Lease', 'Business Opportunity'],
  } as const).flatMap(([type, values]) => values.map((value) => [normalise(value), type as Exclude<FeedPropertyType, 'other'>])),
);

/** `PropertyType` values of listings for rent. */
const LEASE_TYPES = new Set(['Residential Lease', 'Commercial Lease'].map(normalise));

/** What a listing's RESO type and sub-type make of it. */
export interface PropertyTypeReading {
  type: FeedPropertyType;
  transaction: 'sale' | 'rent';
  /** The feed value no table knows (`PropertySubType`, else `PropertyType`), to report once; null when known. */
  unknown: string | null;
}

/**
 * Reads a listing's `PropertyType` and `PropertySubType`.
 * @example propertyTypeOf('Residential', 'Condominium') → { type: 'condo', transaction: 'sale', unknown: null }
 */
export function propertyTypeOf(propertyType: string | null | undefined, subType: string | null | undefined): PropertyTypeReading {
  const transaction = propertyType && LEASE_TYPES.has(normalise(propertyType)) ? 'rent' : 'sale';
  const bySubType = subType ? BY_SUB_TYPE[normalise(subType)] : undefined;
  if (bySubType) return { type: bySubType, transaction, unknown: null };
  const byType = propertyType ? BY_TYPE[normalise(propertyType)] : undefined;
  // A known type with an unknown sub-type is still that type; the sub-type is reported.
  if (byType) return { type: byType, transaction, unknown: subType ?? null };
  return { type: 'other', transaction, unknown: subType ?? propertyType ?? '(none)' };
}
