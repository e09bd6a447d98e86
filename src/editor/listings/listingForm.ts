/**
 * The manual listing form's values (what the inputs hold, as typed) and their conversion to and
 * from a {@link ListingRecord}: numbers typed with spaces, commas or a `$` are read as whole
 * numbers (`689 000 $` → 689000); an empty optional field is null. Validation is the schema every
 * listing follows (src/schema/listingRecord.ts), with its messages in the screen's language.
 */
import type { Locale } from '../../lib/locales';
import { listingRecordSchema, type ListingRecord } from '../../schema/listingRecord';

/** The inputs' values: text as typed. */
export interface ListingFormValues {
  mls_number: string;
  type: ListingRecord['type'];
  transaction: ListingRecord['transaction'];
  price: string;
  address_fr: string;
  address_en: string;
  address_hidden: boolean;
  postal_code: string;
  municipality_code: string;
  latitude: string;
  longitude: string;
  bedrooms: string;
  bathrooms: string;
  powder_rooms: string;
  living_area: string;
  lot_area: string;
  year_built: string;
  description_fr: string;
  description_en: string;
  photos: string[];
}

/** A form field with its own input (photos are a list). */
export type ListingFormField = Exclude<keyof ListingFormValues, 'photos' | 'type' | 'transaction' | 'address_hidden'>;

const text = (value: number | null) => (value === null ? '' : String(value));

/** The values showing `record`. */
export function formValuesOf(record: ListingRecord): ListingFormValues {
  return {
    mls_number: record.mls_number ?? '',
    type: record.type,
    transaction: record.transaction,
    price: record.price > 0 ? String(record.price) : '',
    address_fr: record.address.fr,
    address_en: record.address.en,
    address_hidden: record.address_hidden,
    postal_code: record.postal_code ?? '',
    municipality_code: record.municipality_code,
    latitude: text(record.latitude),
    longitude: text(record.longitude),
    bedrooms: String(record.bedrooms),
    bathrooms: String(record.bathrooms),
    powder_rooms: String(record.powder_rooms),
    living_area: text(record.living_area),
    lot_area: text(record.lot_area),
    year_built: text(record.year_built),
    description_fr: record.description.fr,
    description_en: record.description.en,
    photos: record.photos,
  };
}

/** A typed whole number (`689 000 $`, `1,150`), NaN when it is not one, null when empty. */
function whole(value: string): number | null {
  const compact = value.replace(/[\s\u00a0\u202f,$]/g, '');
  if (compact === '') return null;
  return /^-?\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A typed decimal (`45.53`, `45,53`), NaN when it is not one, null when empty. */
function decimal(value: string): number | null {
  const compact = value.trim().replace(',', '.');
  if (compact === '') return null;
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** What the schema reads from the values (before validation: numbers may be NaN, required ones null). */
function draftRecord(values: ListingFormValues): Record<keyof ListingRecord, unknown> {
  return {
    mls_number: values.mls_number,
    type: values.type,
    transaction: values.transaction,
    price: whole(values.price) ?? Number.NaN,
    address: { fr: values.address_hidden ? '' : values.address_fr, en: values.address_hidden ? '' : values.address_en },
    address_hidden: values.address_hidden,
    postal_code: values.address_hidden ? '' : values.postal_code,
    municipality_code: values.municipality_code,
    latitude: values.address_hidden ? null : decimal(values.latitude),
    longitude: values.address_hidden ? null : decimal(values.longitude),
    bedrooms: whole(values.bedrooms) ?? 0,
    bathrooms: whole(values.bathrooms) ?? 0,
    powder_rooms: whole(values.powder_rooms) ?? 0,
    living_area: whole(values.living_area),
    lot_area: whole(values.lot_area),
    year_built: whole(values.year_built),
    description: { fr: values.description_fr, en: values.description_en },
    photos: values.photos,
  };
}

/** The form field a schema or server path names (`address.fr` → `address_fr`, `photos.2` → `photos`). */
export function formFieldOfPath(path: string): ListingFormField | 'photos' | null {
  const [head, second] = path.split('.');
  if (head === 'photos') return 'photos';
  if ((head === 'address' || head === 'description') && (second === 'fr' || second === 'en')) return `${head}_${second}`;
  const flat = ['mls_number', 'price', 'postal_code', 'municipality_code', 'latitude', 'longitude', 'bedrooms', 'bathrooms', 'powder_rooms', 'living_area', 'lot_area', 'year_built'] as const;
  return flat.find((field) => field === head) ?? null;
}

/** The errors of `values` by form field, in `locale`, or the record to send. */
export function readListingForm(values: ListingFormValues, locale: Locale): { ok: true; record: ListingRecord } | { ok: false; errors: Partial<Record<ListingFormField | 'photos', string>> } {
  const result = listingRecordSchema(locale).safeParse(draftRecord(values));
  if (result.success) return { ok: true, record: result.data };
  const errors: Partial<Record<ListingFormField | 'photos', string>> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOfPath(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
