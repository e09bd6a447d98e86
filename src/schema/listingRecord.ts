/**
 * The listing as Vitrine stores and shows it, whatever its source: the schema a manual listing
 * typed in QA (`/api/cms/listings`, the QA form before sending) and a mapped feed listing (the
 * sync, before storing) are both validated by. Prices in whole CAD, areas in ft², coordinates in
 * decimal degrees; addresses and descriptions per site language. Field messages in French or
 * English ({@link listingRecordSchema}).
 */
import { z } from 'zod';
import type { Locale } from '../lib/locales';
import { LISTING_TYPE_CODES } from './listingValues';

/** The latest year built accepted: five years ahead (new construction sold on plans). */
export function maxYearBuilt(now: Date = new Date()): number {
  return now.getUTCFullYear() + 5;
}

/** Bounds of a listing's fields: a price above 100 M$ or a year before 1600 is a typing error. */
export const LISTING_LIMITS = {
  /** whole CAD */
  maxPrice: 100_000_000,
  maxRooms: 999,
  /** ft² */
  maxArea: 500_000_000,
  minYear: 1600,
  maxPhotos: 60,
  maxAddress: 200,
  maxDescription: 20_000,
} as const;

/** A listing's fields (`null`: not known). */
export interface ListingRecord {
  /** The MLS number shown (`ListingId` for a feed listing); null when there is none. */
  mls_number: string | null;
  type: (typeof LISTING_TYPE_CODES)[number];
  transaction: 'sale' | 'rent';
  /** Asking price, or monthly rent, whole CAD. */
  price: number;
  /** Street address per site language; both empty: the municipality only is shown. */
  address: { fr: string; en: string };
  /** Only the municipality is shown (cards, page, map, structured data). */
  address_hidden: boolean;
  postal_code: string | null;
  /** A municipality code (`GET /municipalities` `MUN_CODE`). */
  municipality_code: string;
  /** Decimal degrees; null: the municipality's centre. */
  latitude: number | null;
  longitude: number | null;
  bedrooms: number;
  bathrooms: number;
  powder_rooms: number;
  /** ft² */
  living_area: number | null;
  /** ft² */
  lot_area: number | null;
  year_built: number | null;
  description: { fr: string; en: string };
  /** Site-relative image URLs (`/media/…`), first = cover. */
  photos: string[];
}

const MESSAGES = {
  en: {
    required: 'Required.',
    mls: 'Letters, digits and hyphens, at most 20.',
    price: `A whole amount from 1 to ${LISTING_LIMITS.maxPrice.toLocaleString('en-CA')} $.`,
    tooLong: (max: number) => `At most ${max.toLocaleString('en-CA')} characters.`,
    postalCode: 'A Canadian postal code, e.g. H2X 1Y4.',
    municipality: 'Choose a municipality.',
    latitude: 'A latitude from -90 to 90.',
    longitude: 'A longitude from -180 to 180.',
    bothCoordinates: 'Both coordinates, or neither (the municipality’s centre).',
    rooms: `A whole number from 0 to ${LISTING_LIMITS.maxRooms}.`,
    area: 'A whole number of square feet, above 0.',
    year: (max: number) => `A year from ${LISTING_LIMITS.minYear} to ${max}.`,
    photo: 'An image of the media library.',
    photos: `At most ${LISTING_LIMITS.maxPhotos} photos.`,
    choice: 'Choose one of the options.',
  },
  fr: {
    required: 'Obligatoire.',
    mls: 'Lettres, chiffres et traits d’union, 20 au plus.',
    price: `Un montant entier de 1 à ${LISTING_LIMITS.maxPrice.toLocaleString('fr-CA')} $.`,
    tooLong: (max: number) => `${max.toLocaleString('fr-CA')} caractères au plus.`,
    postalCode: 'Un code postal canadien, p. ex. H2X 1Y4.',
    municipality: 'Choisissez une municipalité.',
    latitude: 'Une latitude de -90 à 90.',
    longitude: 'Une longitude de -180 à 180.',
    bothCoordinates: 'Les deux coordonnées, ou aucune (le centre de la municipalité).',
    rooms: `Un nombre entier de 0 à ${LISTING_LIMITS.maxRooms}.`,
    area: 'Un nombre entier de pieds carrés, plus grand que 0.',
    year: (max: number) => `Une année de ${LISTING_LIMITS.minYear} à ${max}.`,
    photo: 'Une image de la médiathèque.',
    photos: `${LISTING_LIMITS.maxPhotos} photos au plus.`,
    choice: 'Choisissez une des options.',
  },
} as const;

/** A Canadian postal code (`H2X 1Y4`, `h2x1y4`), written back as `H2X 1Y4`. */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;

/**
 * The schema of a {@link ListingRecord} with its messages in `locale` (the server answers in
 * English; the QA form checks in its own language before sending). Strings are trimmed, a postal
 * code upper-cased with its space, an empty optional field is null; the year built may be up to
 * five years ahead (new construction sold on plans).
 */
export function listingRecordSchema(locale: Locale = 'en', now: Date = new Date()) {
  const m = MESSAGES[locale];
  const maxYear = maxYearBuilt(now);
  const text = (max: number) => z.string({ error: m.required }).trim().max(max, m.tooLong(max));
  const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());
  const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);
  return z
    .object({
      mls_number: optional(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9-]{1,20}$/, m.mls),
      ),
      type: z.enum(LISTING_TYPE_CODES, { error: m.choice }),
      transaction: z.enum(['sale', 'rent'], { error: m.choice }),
      price: whole(1, LISTING_LIMITS.maxPrice, m.price),
      address: z.object({ fr: text(LISTING_LIMITS.maxAddress), en: text(LISTING_LIMITS.maxAddress) }),
      address_hidden: z.boolean().default(false),
      postal_code: optional(
        z
          .string()
          .trim()
          .regex(POSTAL_CODE, m.postalCode)
          .transform((value) => value.toUpperCase().replace(POSTAL_CODE, '$1 $2')),
      ),
      municipality_code: z.string({ error: m.municipality }).trim().min(1, m.municipality).max(20, m.municipality),
      latitude: optional(z.number({ error: m.latitude }).min(-90, m.latitude).max(90, m.latitude)),
      longitude: optional(z.number({ error: m.longitude }).min(-180, m.longitude).max(180, m.longitude)),
      bedrooms: whole(0, LISTING_LIMITS.maxRooms, m.rooms),
      bathrooms: whole(0, LISTING_LIMITS.maxRooms, m.rooms),
      powder_rooms: whole(0, LISTING_LIMITS.maxRooms, m.rooms),
      living_area: optional(whole(1, LISTING_LIMITS.maxArea, m.area)),
      lot_area: optional(whole(1, LISTING_LIMITS.maxArea, m.area)),
      year_built: optional(whole(LISTING_LIMITS.minYear, maxYear, m.year(maxYear))),
      description: z.object({ fr: text(LISTING_LIMITS.maxDescription), en: text(LISTING_LIMITS.maxDescription) }),
      photos: z.array(z.string().regex(/^\/media\/[A-Za-z0-9._-]+$/, m.photo)).max(LISTING_LIMITS.maxPhotos, m.photos),
    })
    .superRefine((listing, context) => {
      if ((listing.latitude === null) !== (listing.longitude === null)) {
        context.addIssue({ code: 'custom', path: [listing.latitude === null ? 'latitude' : 'longitude'], message: m.bothCoordinates });
      }
    });
}

/** An empty listing for the QA form: a house for sale, no field filled. */
export function emptyListingRecord(): ListingRecord {
  return {
    mls_number: null,
    type: 'maison',
    transaction: 'sale',
    price: 0,
    address: { fr: '', en: '' },
    address_hidden: false,
    postal_code: null,
    municipality_code: '',
    latitude: null,
    longitude: null,
    bedrooms: 0,
    bathrooms: 0,
    powder_rooms: 0,
    living_area: null,
    lot_area: null,
    year_built: null,
    description: { fr: '', en: '' },
    photos: [],
  };
}

/** `value` as a Canadian postal code written `H2X 1Y4`, or null when it is not one. */
export function normalizePostalCode(value: string | null | undefined): string | null {
  const match = POSTAL_CODE.exec(value?.trim() ?? '');
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
}

/** Why `record` is not a listing Vitrine can show (`price: A whole amount…`, the first issue), or null. */
export function listingRecordProblem(record: ListingRecord, now: Date = new Date()): string | null {
  const result = listingRecordSchema('en', now).safeParse(record);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}
