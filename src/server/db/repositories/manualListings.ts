/**
 * Manual listings (exclusive or off-market, typed in QA): created as drafts with a number of their
 * own, edited while nobody else changed them since they were read, published and withdrawn. A
 * feed or demo listing is never written here. Every write returns the row; the caller announces it
 * after the commit ({@link announceListingsChange}).
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ListingRecord } from '../../../schema/listingRecord';
import type { ListingStatus } from '../../../schema/listingOrigin';
import type { Database } from '../client';
import { listings, municipalities, type ListingRow, type NewListingRow } from '../schema';

/** The listing's editable fields as the QA form and the CMS API read them. */
export function listingRecordOf(row: ListingRow): ListingRecord {
  return {
    mls_number: row.mlsNumber,
    type: row.type,
    transaction: row.transaction,
    price: row.price,
    address: { fr: row.address.fr ?? '', en: row.address.en ?? '' },
    address_hidden: row.addressHidden,
    postal_code: row.postalCode,
    municipality_code: row.municipalityCode,
    latitude: row.latitude,
    longitude: row.longitude,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    powder_rooms: row.powderRooms,
    living_area: row.livingArea,
    lot_area: row.lotArea,
    year_built: row.yearBuilt,
    description: { fr: row.description.fr ?? '', en: row.description.en ?? '' },
    photos: row.photos,
  };
}

/**
 * The columns a record sets; coordinates left out are the municipality's centre. A hidden address
 * is not stored (nor its postal code and point), as for a feed listing: what must not be shown is
 * never where a page could show it.
 */
function recordColumns(record: ListingRecord, centre: { latitude: number; longitude: number }) {
  const localized = (value: { fr: string; en: string }) => Object.fromEntries(Object.entries(value).filter(([, text]) => text !== ''));
  const hidden = record.address_hidden;
  return {
    mlsNumber: record.mls_number,
    type: record.type,
    transaction: record.transaction,
    price: record.price,
    address: hidden ? {} : localized(record.address),
    addressHidden: hidden,
    postalCode: hidden ? null : record.postal_code,
    municipalityCode: record.municipality_code,
    latitude: hidden ? centre.latitude : (record.latitude ?? centre.latitude),
    longitude: hidden ? centre.longitude : (record.longitude ?? centre.longitude),
    bedrooms: record.bedrooms,
    bathrooms: record.bathrooms,
    powderRooms: record.powder_rooms,
    livingArea: record.living_area,
    lotArea: record.lot_area,
    yearBuilt: record.year_built,
    description: localized(record.description),
    photos: record.photos,
    badge: record.transaction === 'rent' ? ('rent' as const) : null,
  };
}

/** A municipality's name and centre (decimal degrees), or null when no municipality has this code. */
export async function findMunicipality(db: Database, code: string): Promise<{ name: string; latitude: number; longitude: number } | null> {
  const [row] = await db
    .select({ name: municipalities.name, latitude: municipalities.latitude, longitude: municipalities.longitude })
    .from(municipalities)
    .where(eq(municipalities.code, code))
    .limit(1);
  return row ?? null;
}

/**
 * The number of a new manual listing: its MLS number when that is 1 to 12 digits and free on the
 * site, else `8` followed by eleven random digits (feed listings' derived numbers start with 9).
 */
async function freeListingNumber(db: Database, siteId: string, mlsNumber: string | null): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidates = [
      ...(attempt === 0 && mlsNumber && /^\d{1,12}$/.test(mlsNumber) ? [mlsNumber] : []),
      ...Array.from({ length: 4 }, () => `8${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`),
    ];
    const taken = await db
      .select({ uls: listings.uls })
      .from(listings)
      .where(and(eq(listings.siteId, siteId), inArray(listings.uls, candidates)));
    const free = candidates.find((candidate) => !taken.some((row) => row.uls === candidate));
    if (free) return free;
  }
  throw new Error('No free listing number found');
}

/** Creates a manual listing as a draft (on no public page until published). `centre`: its municipality's. */
export async function createManualListing(db: Database, siteId: string, record: ListingRecord, centre: { latitude: number; longitude: number }): Promise<ListingRow> {
  const uls = await freeListingNumber(db, siteId, record.mls_number);
  const now = new Date();
  const row: NewListingRow = { uls, siteId, source: 'manual', status: 'draft', ...recordColumns(record, centre), listedAt: now, updatedAt: now };
  const [created] = await db.insert(listings).values(row).returning();
  return created!;
}

/** A listing of the site locked until the transaction ends (two saves of it take turns), or null. */
async function lockedListing(tx: Database, siteId: string, uls: string): Promise<ListingRow | null> {
  const [row] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.siteId, siteId), eq(listings.uls, uls)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The outcome of a manual listing write. */
export type ManualListingWrite =
  { ok: true; row: ListingRow } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'read_only'; row: ListingRow } | { ok: false; reason: 'stale'; row: ListingRow };

/**
 * Writes `record` over a manual listing read at `readAt` (its `updated_at`): refused when the
 * listing is not manual, or changed since. A price change keeps the former price and its date
 * (price-reduced alerts), as a feed update does.
 */
export async function updateManualListing(
  db: Database,
  siteId: string,
  uls: string,
  record: ListingRecord,
  centre: { latitude: number; longitude: number },
  readAt: Date,
): Promise<ManualListingWrite> {
  return db.transaction(async (tx) => {
    const current = await lockedListing(tx, siteId, uls);
    if (!current) return { ok: false, reason: 'not_found' };
    if (current.source !== 'manual') return { ok: false, reason: 'read_only', row: current };
    if (current.updatedAt.getTime() !== readAt.getTime()) return { ok: false, reason: 'stale', row: current };
    const now = new Date();
    const priceChanged = current.price !== record.price;
    const [row] = await tx
      .update(listings)
      .set({
        ...recordColumns(record, centre),
        ...(priceChanged ? { previousPrice: current.price, priceChangedAt: now } : {}),
        updatedAt: now,
      })
      .where(and(eq(listings.siteId, siteId), eq(listings.uls, uls)))
      .returning();
    return { ok: true, row: row! };
  });
}

/**
 * Publishes (`active`: searchable, its page shown) or withdraws (`removed`: its page 410) a manual
 * listing. The first publication dates the listing (newest-first sorts, "new" badges).
 */
export async function setManualListingStatus(db: Database, siteId: string, uls: string, status: Extract<ListingStatus, 'active' | 'removed'>): Promise<ManualListingWrite> {
  return db.transaction(async (tx) => {
    const current = await lockedListing(tx, siteId, uls);
    if (!current) return { ok: false, reason: 'not_found' };
    if (current.source !== 'manual') return { ok: false, reason: 'read_only', row: current };
    const now = new Date();
    const [row] = await tx
      .update(listings)
      .set({ status, updatedAt: now, ...(status === 'active' && current.status === 'draft' ? { listedAt: now } : {}) })
      .where(and(eq(listings.siteId, siteId), eq(listings.uls, uls)))
      .returning();
    return { ok: true, row: row! };
  });
}
