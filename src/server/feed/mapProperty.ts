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
import { LISTING_LIMITS, maxYearBuilt, normalizePostalCode } from '../../schema/listingRecord';
import { propertyTypeOf, type FeedPropertyType } from './propertyTypes';
import { resoPropertySchema, type ResoProperty } from './resoProperty';

/** ft² in one unit of a RESO area, by the unit's name lower-cased without spaces (`Square Meters` → `squaremeters`). */
const SQUARE_FEET_PER_UNIT: Record<string, number> = {
  squarefeet: 1,
  sqft: 1,
  squaremeters: 10.763_910_4,
  squaremetres: 10.763_910_4,
  sqm: 10.763_910_4,
  acres: 43_560,
  hectares: 107_639.104,
};

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
  /** The municipality of a feed's `City` (name as the board writes it), or null when none matches (the sync: findMunicipalityByName). */
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

/** `value` when it is a positive finite number, else null (a feed's null, zero or nonsense). */
const positive = (value: number | null | undefined): number | null => (value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : null);

/** `value` in ft² from a RESO area and its units (`Square Feet`, `Square Meters`, `Acres`, `Hectares`); null when unusable. */
export function areaInSquareFeet(value: number | null | undefined, units: string | null | undefined): number | null {
  const area = positive(value);
  const factor = SQUARE_FEET_PER_UNIT[(units ?? 'Square Feet').toLowerCase().replace(/[^a-z]/g, '')];
  return area === null || factor === undefined ? null : Math.round(area * factor);
}

const isoInstant = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const count = (value: number | null | undefined) => Math.floor(positive(value) ?? 0);

/** Where a listing of this `StandardStatus` stands on the site; a listing the board keeps off the internet is off. */
function visibilityOf(status: string, hiddenByBoard: boolean): FeedListing['visibility'] {
  if (hiddenByBoard) return 'removed';
  if (PUBLIC_STATUSES.has(status)) return 'public';
  return status === 'Closed' ? 'sold' : 'removed';
}

/** The record's own map point, or null when it has none or an impossible one (0, 0 included). */
function mapPoint({ Latitude: latitude, Longitude: longitude }: ResoProperty): { latitude: number; longitude: number } | null {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return null;
  return { latitude, longitude };
}

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
  // PublicRemarks named as one language's field is that language's; otherwise it is the remarks
  // of its own language (when said), before falling back on the other language's field.
  const singleIsMapped = Object.values(fields).includes('PublicRemarks');
  for (const locale of ['fr', 'en'] as const) {
    const other = locale === 'fr' ? 'en' : 'fr';
    const singleFits = single && !singleIsMapped && (!singleLanguage || singleLanguage === locale);
    if (separate[locale]) description[locale] = separate[locale];
    else if (singleFits) description[locale] = single;
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
  const parsed = resoPropertySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = raw && typeof raw === 'object' ? (raw as { ListingKey?: unknown }).ListingKey : undefined;
    return { ok: false, listingKey: typeof key === 'string' && key.trim() ? key.trim() : null, reason: `${issue.path.join('.') || 'record'}: ${issue.message}` };
  }
  const record = parsed.data;
  const listingKey = record.ListingKey;
  const skip = (reason: string): MappingResult => ({ ok: false, listingKey, reason });
  const notes: string[] = [];

  const modifiedAt = isoInstant(record.ModificationTimestamp);
  if (!modifiedAt) return skip(`ModificationTimestamp: expected a date and time, got ${JSON.stringify(record.ModificationTimestamp ?? null)}`);

  const status = record.StandardStatus ?? '';
  const visibility = visibilityOf(status, record.InternetEntireListingDisplayYN === false);

  const { type, transaction, unknown } = propertyTypeOf(record.PropertyType, record.PropertySubType);
  if (unknown) notes.push(`unknown property type: ${unknown}`);

  const priceSource = visibility === 'sold' ? (record.ClosePrice ?? record.ListPrice) : record.ListPrice;
  const amount = positive(priceSource);
  const price = amount === null ? null : Math.round(amount);
  if (price === null && visibility !== 'removed') {
    const field = visibility === 'sold' && record.ClosePrice !== undefined && record.ClosePrice !== null ? 'ClosePrice' : 'ListPrice';
    return skip(`${field}: expected a positive amount, got ${JSON.stringify(priceSource ?? null)}`);
  }

  if (!record.City) return skip('City: missing (a listing is placed in a municipality)');
  const municipality = context.municipalityOf(record.City);
  if (!municipality) return skip(`City: "${record.City}" matches no municipality`);

  const addressHidden = record.InternetAddressDisplayYN === false;
  const street = addressHidden ? null : streetAddress(record);
  const ownPoint = mapPoint(record);
  if (!ownPoint && !addressHidden) notes.push('no map point: placed at the municipality’s centre');
  // A hidden address must not show on the map either.
  const point = ownPoint && !addressHidden ? ownPoint : municipality;

  const fullBaths = record.BathroomsFull ?? null;
  const bathrooms = fullBaths !== null ? count(fullBaths) : count(record.BathroomsTotalInteger);
  const powderRooms = fullBaths !== null ? count(record.BathroomsHalf) : 0;
  const yearBuilt = record.YearBuilt && Number.isInteger(record.YearBuilt) && record.YearBuilt >= LISTING_LIMITS.minYear && record.YearBuilt <= maxYearBuilt() ? record.YearBuilt : null;

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
      postalCode: addressHidden ? null : normalizePostalCode(record.PostalCode),
      municipalityCode: municipality.code,
      latitude: point.latitude,
      longitude: point.longitude,
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
