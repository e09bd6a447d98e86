/**
 * A mapped feed listing ({@link FeedListing}) as the `listings` row every block, search and page
 * reads: its number in the site (`uls`, the digits ending its page URL), status, badge and dates.
 * What the sync keeps itself (the photos fetched so far, the first listing date) is kept from the
 * stored row.
 */
import { createHash } from 'node:crypto';
import type { ListingRow, NewListingRow } from '../db/schema';
import type { ListingRecord } from '../../schema/listingRecord';
import type { FeedListing } from './mapProperty';

/** What the sync keeps of a stored feed listing between two versions. */
export type StoredFeedListing = Pick<ListingRow, 'uls' | 'status' | 'price' | 'previousPrice' | 'priceChangedAt' | 'photos' | 'listedAt' | 'soldAt' | 'photosFetchedFor' | 'photoSources'>;

/**
 * A listing number for a listing whose MLS number is missing or not all digits: `9` followed by
 * eleven digits taken from the SHA-256 of its `ListingKey` (stable from run to run, and longer than
 * any MLS number so the two never meet).
 */
export function derivedListingNumber(listingKey: string): string {
  const digest = createHash('sha256').update(listingKey).digest();
  return `9${(digest.readBigUInt64BE(0) % 100_000_000_000n).toString().padStart(11, '0')}`;
}

/** The number a new feed listing asks for: its MLS number when it is 1 to 12 digits, else {@link derivedListingNumber}. */
export function preferredListingNumber(listing: FeedListing): string {
  return listing.mlsNumber && /^\d{1,12}$/.test(listing.mlsNumber) ? listing.mlsNumber : derivedListingNumber(listing.listingKey);
}

const STATUS: Record<FeedListing['visibility'], ListingRow['status']> = { public: 'active', sold: 'sold', removed: 'removed' };

/**
 * The row of `listing` on site `siteId` under number `uls`.
 * @param stored the row as stored before this version, or null for a listing new to the site
 * @param now when the sync runs (a price change's date, a sale without `CloseDate`)
 */
export function feedListingRow(siteId: string, listing: FeedListing, uls: string, stored: StoredFeedListing | null, now: Date): NewListingRow {
  const status = STATUS[listing.visibility];
  // A listing taken off may come without a price: it keeps the one it had.
  const price = status === 'removed' && listing.price <= 0 && stored ? stored.price : listing.price;
  const priceChanged = stored !== null && stored.price !== price;
  return {
    uls,
    siteId,
    source: 'feed',
    listingKey: listing.listingKey,
    mlsNumber: listing.mlsNumber,
    standardStatus: listing.standardStatus || null,
    brokerName: null,
    officeId: null,
    type: listing.type,
    transaction: listing.transaction,
    status,
    price,
    previousPrice: priceChanged ? stored.price : (stored?.previousPrice ?? null),
    priceChangedAt: priceChanged ? now : (stored?.priceChangedAt ?? null),
    address: listing.address,
    addressHidden: listing.addressHidden,
    postalCode: listing.postalCode,
    municipalityCode: listing.municipalityCode,
    latitude: listing.latitude,
    longitude: listing.longitude,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    powderRooms: listing.powderRooms,
    livingArea: listing.livingArea,
    lotArea: listing.lotArea,
    yearBuilt: listing.yearBuilt,
    badge: status === 'sold' ? 'sold' : listing.transaction === 'rent' ? 'rent' : null,
    openHouses: [],
    photos: stored?.photos ?? [],
    description: listing.description,
    descriptionLang: listing.descriptionLang,
    listAgentKey: listing.listAgentKey,
    listOfficeKey: listing.listOfficeKey,
    listedAt: listing.listedAt ? new Date(listing.listedAt) : (stored?.listedAt ?? now),
    soldAt: status !== 'sold' ? null : listing.soldAt ? new Date(listing.soldAt) : (stored?.soldAt ?? now),
    modifiedAt: new Date(listing.modifiedAt),
    // A feed without PhotosChangeTimestamp: its photos are looked at again when the record changes
    // (each photo's own timestamp still decides whether it is fetched again).
    photosChangedAt: new Date(listing.photosChangedAt ?? listing.modifiedAt),
    photosFetchedFor: stored?.photosFetchedFor ?? null,
    photoSources: stored?.photoSources ?? [],
    updatedAt: now,
  };
}

/** `listing` as the fields every listing is validated by (src/schema/listingRecord.ts), its photos not fetched yet. */
export function feedListingRecord(listing: FeedListing): ListingRecord {
  return {
    mls_number: listing.mlsNumber,
    type: listing.type,
    transaction: listing.transaction,
    price: listing.price,
    address: { fr: listing.address.fr ?? '', en: listing.address.en ?? '' },
    address_hidden: listing.addressHidden,
    postal_code: listing.postalCode,
    municipality_code: listing.municipalityCode,
    latitude: listing.latitude,
    longitude: listing.longitude,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    powder_rooms: listing.powderRooms,
    living_area: listing.livingArea,
    lot_area: listing.lotArea,
    year_built: listing.yearBuilt,
    description: { fr: listing.description.fr ?? '', en: listing.description.en ?? '' },
    photos: [],
  };
}
