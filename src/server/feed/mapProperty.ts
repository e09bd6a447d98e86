/**
 * One RESO `Property` record to the listing Vitrine shows (cards, listing page, map, search, alert
 * e-mails): identity by `ListingKey`, the MLS number from `ListingId`, prices in whole CAD, areas in
 * ft², the status deciding whether the listing is public, sold or taken off, and the board's
 * display rules (`InternetEntireListingDisplayYN`, `InternetAddressDisplayYN`) applied here, so
 * what must not be shown is never stored. A record Vitrine cannot show is skipped with its reason;
 * the sync reports it and goes on.
 */
import type { StoredLocalized } from '../db/schema';
import type { Locale } from '../../lib/locales';
import { propertyTypeOf, type FeedPropertyType } from './propertyTypes';
import { resoPropertySchema, type ResoProperty } from './resoProperty';

/** ft² in one m², one acre, one hectare. */
const SQFT_PER = { sqm: 10.763_910_4, acre: 43_560, hectare: 107_639.104 } as const;

/** `StandardStatus` values a site keeps public (their status shown); `Closed` is sold; any other takes the listing off. */
const PUBLIC_STATUSES = new Set(['Active', 'Active Under Contract', 'Coming Soon', 'Pending']);

/** A municipality as the mapping needs it: its code and centre (the map point of a listing without one, or whose address is hidden). */
export interface MunicipalityPoint {
  code: string;
  latitude: number;
  longitude: number;
}

/** What the mapping needs besides the record. */
export interface MappingContext {
  /** The municipality of a feed's `City` (name as the board writes it), or null when none matches. */
  municipalityOf(city: string): MunicipalityPoint | null;
  /**
   * Where each site language's description comes from: by default `PublicRemarks` for both, in
   * `remarksLanguage` (shown with a `lang` attribute on the other language's site). A feed carrying
   * French and English remarks separately names its fields (`{ fr: 'PublicRemarksFrench' }`).
   */
  remarks?: { fields?: Partial<Record<Locale, string>>; remarksLanguage?: Locale };
}

/** A listing as the feed gives it, ready to store (areas ft², prices whole CAD, dates ISO 8601). */
export interface FeedListing {
  listingKey: string;
  /** `ListingId`: the MLS number, shown when present. */
  mlsNumber: string | null;
  /** `public`: searchable and shown; `sold`: on the sold blocks, its page 410; `removed`: off the site, its page 410. */
  visibility: 'public' | 'sold' | 'removed';
  /** `StandardStatus` as the feed wrote it (shown on public listings: "Pending"…). */
  standardStatus: string;
  type: FeedPropertyType;
  transaction: 'sale' | 'rent';
  /** Asking price, or the sale price once sold, whole CAD. */
  price: number;
  /** Street address (the same text on both sites); empty when the board forbids showing it. */
  address: StoredLocalized;
  addressHidden: boolean;
  postalCode: string | null;
  municipalityCode: string;
  /** Decimal degrees; the municipality's centre when the record has none or its address is hidden. */
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  /** Half baths, shown as `2 + 1`. */
  powderRooms: number;
  /** ft², null when unknown. */
  livingArea: number | null;
  lotArea: number | null;
  yearBuilt: number | null;
  description: StoredLocalized;
  /** The language of each site's description when it differs from the site's (`{ en: 'fr' }`: French remarks on the English site). */
  descriptionLang: Partial<Record<Locale, Locale>>;
  listAgentKey: string | null;
  listOfficeKey: string | null;
  /** ISO dates: `ListingContractDate`, `CloseDate`. */
  listedAt: string | null;
  soldAt: string | null;
  /** ISO timestamps: the sync's checkpoint, and what tells it to fetch the photos again. */
  modifiedAt: string;
  photosChangedAt: string | null;
}

/** The outcome of one record: the listing (with notes for the run's report), or why it was skipped. */
export type MappingResult =
  | { ok: true; listing: FeedListing; notes: string[] }
  | { ok: false; listingKey: string | null; reason: string };

/** `value` in ft² from a RESO area and its units (`Square Feet`, `Square Meters`, `Acres`, `Hectares`); null when unusable. */
export function areaInSquareFeet(value: number | null | undefined, units: string | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  const unit = (units ?? 'Square Feet').toLowerCase().replace(/[^a-z]/g, '');
  const factor =
    unit === 'squarefeet' || unit === 'sqft' ? 1 : unit === 'squaremeters' || unit === 'squaremetres' || unit === 'sqm' ? SQFT_PER.sqm : unit === 'acres' ? SQFT_PER.acre : unit === 'hectares' ? SQFT_PER.hectare : null;
  return factor === null ? null : Math.round(value * factor);
}

const isoInstant = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const count = (value: number | null | undefined) => (value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

function streetAddress(record: ResoProperty): string | null {
  if (record.UnparsedAddress) return record.UnparsedAddress;
  if (!record.StreetName) return null;
  const street = [record.StreetNumber, record.StreetDirPrefix, record.StreetName, record.StreetSuffix, record.StreetDirSuffix].filter(Boolean).join(' ');
  return record.UnitNumber ? `${record.UnitNumber}-${street}` : street;
}

function descriptionOf(raw: Record<string, unknown>, record: ResoProperty, context: MappingContext) {
  const description: StoredLocalized = {};
  const descriptionLang: Partial<Record<Locale, Locale>> = {};
  const fields = context.remarks?.fields ?? {};
  const separate: Partial<Record<Locale, string>> = {};
  for (const locale of ['fr', 'en'] as const) {
    const field = fields[locale];
    const value = field ? raw[field] : undefined;
    if (typeof value === 'string' && value.trim()) separate[locale] = value.trim();
  }
  const single = record.PublicRemarks ?? null;
  const singleLanguage = context.remarks?.remarksLanguage;
  for (const locale of ['fr', 'en'] as const) {
    const other = locale === 'fr' ? 'en' : 'fr';
    if (separate[locale]) description[locale] = separate[locale];
    else if (separate[other]) {
      description[locale] = separate[other];
      descriptionLang[locale] = other;
    } else if (single) {
      description[locale] = single;
      if (singleLanguage && singleLanguage !== locale) descriptionLang[locale] = singleLanguage;
    }
  }
  return { description, descriptionLang };
}

/**
 * Maps one raw `Property` record (JSON as the feed sent it).
 * @returns the listing with notes (an unknown property type, a missing map point), or the reason it
 *   is skipped: no `ListingKey`, no valid `ModificationTimestamp`, no usable price on a public or
 *   sold listing, a `City` no municipality matches. Never throws.
 */
export function mapResoProperty(raw: unknown, context: MappingContext): MappingResult {
  const keyOf = (value: unknown) =>
    value && typeof value === 'object' && typeof (value as { ListingKey?: unknown }).ListingKey === 'string' ? ((value as { ListingKey: string }).ListingKey.trim() || null) : null;
  const parsed = resoPropertySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, listingKey: keyOf(raw), reason: `${issue.path.join('.') || 'record'}: ${issue.message}` };
  }
  const record = parsed.data;
  const listingKey = record.ListingKey;
  const skip = (reason: string): MappingResult => ({ ok: false, listingKey, reason });
  const notes: string[] = [];

  const modifiedAt = isoInstant(record.ModificationTimestamp);
  if (!modifiedAt) return skip(`ModificationTimestamp: expected a date and time, got ${JSON.stringify(record.ModificationTimestamp ?? null)}`);

  const status = record.StandardStatus ?? '';
  const hiddenByBoard = record.InternetEntireListingDisplayYN === false;
  const visibility: FeedListing['visibility'] = hiddenByBoard ? 'removed' : PUBLIC_STATUSES.has(status) ? 'public' : status === 'Closed' ? 'sold' : 'removed';

  const { type, transaction, unknown } = propertyTypeOf(record.PropertyType, record.PropertySubType);
  if (unknown) notes.push(`unknown property type: ${unknown}`);

  const priceSource = visibility === 'sold' ? (record.ClosePrice ?? record.ListPrice) : record.ListPrice;
  const price = priceSource !== null && priceSource !== undefined && Number.isFinite(priceSource) && priceSource > 0 ? Math.round(priceSource) : null;
  if (price === null && visibility !== 'removed') {
    const field = visibility === 'sold' && record.ClosePrice !== undefined && record.ClosePrice !== null ? 'ClosePrice' : 'ListPrice';
    return skip(`${field}: expected a positive amount, got ${JSON.stringify(priceSource ?? null)}`);
  }

  if (!record.City) return skip('City: missing (a listing is placed in a municipality)');
  const municipality = context.municipalityOf(record.City);
  if (!municipality) return skip(`City: "${record.City}" matches no municipality`);

  const addressHidden = record.InternetAddressDisplayYN === false;
  const street = addressHidden ? null : streetAddress(record);
  const hasPoint =
    record.Latitude !== null && record.Latitude !== undefined && record.Longitude !== null && record.Longitude !== undefined &&
    Math.abs(record.Latitude) <= 90 && Math.abs(record.Longitude) <= 180 && !(record.Latitude === 0 && record.Longitude === 0);
  if (!hasPoint && !addressHidden) notes.push('no map point: placed at the municipality’s centre');
  const exact = hasPoint && !addressHidden;

  const fullBaths = record.BathroomsFull ?? null;
  const bathrooms = fullBaths !== null ? count(fullBaths) : count(record.BathroomsTotalInteger);
  const powderRooms = fullBaths !== null ? count(record.BathroomsHalf) : 0;
  const yearBuilt = record.YearBuilt && Number.isInteger(record.YearBuilt) && record.YearBuilt >= 1600 && record.YearBuilt <= 2200 ? record.YearBuilt : null;

  return {
    ok: true,
    notes,
    listing: {
      listingKey,
      mlsNumber: record.ListingId ?? null,
      visibility,
      standardStatus: status,
      type,
      transaction,
      price: price ?? 0,
      address: street ? { fr: street, en: street } : {},
      addressHidden,
      postalCode: addressHidden ? null : (record.PostalCode ?? null),
      municipalityCode: municipality.code,
      latitude: exact ? record.Latitude! : municipality.latitude,
      longitude: exact ? record.Longitude! : municipality.longitude,
      bedrooms: count(record.BedroomsTotal),
      bathrooms,
      powderRooms,
      livingArea: areaInSquareFeet(record.LivingArea, record.LivingAreaUnits),
      lotArea: areaInSquareFeet(record.LotSizeArea, record.LotSizeUnits),
      yearBuilt,
      ...descriptionOf(raw as Record<string, unknown>, record, context),
      listAgentKey: record.ListAgentKey ?? null,
      listOfficeKey: record.ListOfficeKey ?? null,
      listedAt: isoInstant(record.ListingContractDate),
      soldAt: visibility === 'sold' ? isoInstant(record.CloseDate) : null,
      modifiedAt,
      photosChangedAt: isoInstant(record.PhotosChangeTimestamp),
    },
  };
}
