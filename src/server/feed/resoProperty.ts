/**
 * A `Property` record of a board's RESO Web API feed, as Vitrine reads it: the RESO Data
 * Dictionary 2.x fields a listing page, card, map and search use (asked for with `$select`), each
 * parsed leniently (a feed sends `null` for what it does not know; OData may send decimals as
 * strings). Checking what a listing needs (a price, a municipality…) is the mapping's job
 * (src/server/feed/mapProperty.ts), so that a bad record is reported with its reason.
 */
import { z } from 'zod';

/** The Data Dictionary fields of `Property` a sync asks for (`$select`), in the dictionary's spelling. */
export const RESO_PROPERTY_FIELDS = [
  'ListingKey',
  'ListingId',
  'StandardStatus',
  'ModificationTimestamp',
  'PhotosChangeTimestamp',
  'ListPrice',
  'ClosePrice',
  'PropertyType',
  'PropertySubType',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'BathroomsFull',
  'BathroomsHalf',
  'LivingArea',
  'LivingAreaUnits',
  'LotSizeArea',
  'LotSizeUnits',
  'YearBuilt',
  'UnparsedAddress',
  'StreetNumber',
  'StreetDirPrefix',
  'StreetName',
  'StreetSuffix',
  'StreetDirSuffix',
  'UnitNumber',
  'City',
  'PostalCode',
  'Latitude',
  'Longitude',
  'PublicRemarks',
  'ListAgentKey',
  'ListOfficeKey',
  'ListingContractDate',
  'CloseDate',
  'InternetEntireListingDisplayYN',
  'InternetAddressDisplayYN',
] as const;

/** The `StandardStatus` values of the Data Dictionary (a feed may send others: they take the listing off). */
export const RESO_STANDARD_STATUSES = [
  'Active',
  'Active Under Contract',
  'Coming Soon',
  'Pending',
  'Closed',
  'Withdrawn',
  'Expired',
  'Canceled',
  'Hold',
  'Delete',
  'Incomplete',
] as const;

/** A number as OData JSON sends it: a number, or a decimal written as a string (`IEEE754Compatible`). */
const resoNumber = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
const text = z.string().trim().transform((value) => (value === '' ? null : value));

/**
 * One `Property` record: every field optional and nullable except `ListingKey`, the record's
 * identity. Fields Vitrine does not read are kept out (`$select` asks only for
 * {@link RESO_PROPERTY_FIELDS}; a field map may read others from the raw record).
 */
export const resoPropertySchema = z.object({
  ListingKey: z.string().trim().min(1),
  ListingId: text.nullish(),
  StandardStatus: text.nullish(),
  ModificationTimestamp: text.nullish(),
  PhotosChangeTimestamp: text.nullish(),
  ListPrice: resoNumber.nullish(),
  ClosePrice: resoNumber.nullish(),
  PropertyType: text.nullish(),
  PropertySubType: text.nullish(),
  BedroomsTotal: resoNumber.nullish(),
  BathroomsTotalInteger: resoNumber.nullish(),
  BathroomsFull: resoNumber.nullish(),
  BathroomsHalf: resoNumber.nullish(),
  LivingArea: resoNumber.nullish(),
  LivingAreaUnits: text.nullish(),
  LotSizeArea: resoNumber.nullish(),
  LotSizeUnits: text.nullish(),
  YearBuilt: resoNumber.nullish(),
  UnparsedAddress: text.nullish(),
  StreetNumber: text.nullish(),
  StreetDirPrefix: text.nullish(),
  StreetName: text.nullish(),
  StreetSuffix: text.nullish(),
  StreetDirSuffix: text.nullish(),
  UnitNumber: text.nullish(),
  City: text.nullish(),
  PostalCode: text.nullish(),
  Latitude: resoNumber.nullish(),
  Longitude: resoNumber.nullish(),
  PublicRemarks: text.nullish(),
  ListAgentKey: text.nullish(),
  ListOfficeKey: text.nullish(),
  ListingContractDate: text.nullish(),
  CloseDate: text.nullish(),
  InternetEntireListingDisplayYN: z.boolean().nullish(),
  InternetAddressDisplayYN: z.boolean().nullish(),
});

/** A parsed `Property` record. */
export type ResoProperty = z.infer<typeof resoPropertySchema>;
