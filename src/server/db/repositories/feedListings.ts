/**
 * The listings of a site's feed as the sync reads and writes them: found by `ListingKey`, their
 * numbers checked before a new listing takes one, taken off when the feed no longer lists them,
 * and the seed's demo listings removed once real ones arrive. Functions take the database or a
 * transaction; none announces the change (the sync does after each commit).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StoredFeedListing } from '../../feed/feedListingRow';
import type { Database } from '../client';
import { listings, type StoredPhotoSource } from '../schema';

/** The site's stored listings with these `ListingKey`s, by key. */
export async function storedFeedListings(db: Database, siteId: string, listingKeys: string[]): Promise<Map<string, StoredFeedListing>> {
  if (listingKeys.length === 0) return new Map();
  const rows = await db
    .select({
      listingKey: listings.listingKey,
      uls: listings.uls,
      status: listings.status,
      price: listings.price,
      previousPrice: listings.previousPrice,
      priceChangedAt: listings.priceChangedAt,
      photos: listings.photos,
      listedAt: listings.listedAt,
      soldAt: listings.soldAt,
      photosFetchedFor: listings.photosFetchedFor,
      photoSources: listings.photoSources,
    })
    .from(listings)
    .where(and(eq(listings.siteId, siteId), inArray(listings.listingKey, listingKeys)));
  return new Map(rows.map(({ listingKey, ...row }) => [listingKey as string, row]));
}

/** Which of these numbers a listing of the site already has, with that listing's `ListingKey` (null for demo and manual listings). */
export async function takenListingNumbers(db: Database, siteId: string, numbers: string[]): Promise<Map<string, string | null>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ uls: listings.uls, listingKey: listings.listingKey })
    .from(listings)
    .where(and(eq(listings.siteId, siteId), inArray(listings.uls, numbers)));
  return new Map(rows.map((row) => [row.uls, row.listingKey]));
}

/** `ListingKey`s of the site's feed listings still on the site (active or sold). */
export async function shownFeedListingKeys(db: Database, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ listingKey: listings.listingKey })
    .from(listings)
    .where(and(eq(listings.siteId, siteId), eq(listings.source, 'feed'), ne(listings.status, 'removed')));
  return rows.map((row) => row.listingKey as string);
}

/** Takes these feed listings off the site (their pages answer 410). @returns their numbers */
export async function removeFeedListings(db: Database, siteId: string, listingKeys: string[]): Promise<string[]> {
  const removed: string[] = [];
  for (let i = 0; i < listingKeys.length; i += 500) {
    const rows = await db
      .update(listings)
      .set({ status: 'removed', updatedAt: sql`now()` })
      .where(and(eq(listings.siteId, siteId), eq(listings.source, 'feed'), inArray(listings.listingKey, listingKeys.slice(i, i + 500))))
      .returning({ uls: listings.uls });
    removed.push(...rows.map((row) => row.uls));
  }
  return removed;
}

/** Deletes the seed's demo listings of the site. @returns how many */
export async function deleteDemoListings(db: Database, siteId: string): Promise<number> {
  const rows = await db
    .delete(listings)
    .where(and(eq(listings.siteId, siteId), eq(listings.source, 'demo')))
    .returning({ uls: listings.uls });
  return rows.length;
}

/** A feed listing whose photos are due (never fetched, changed since, or a photo failed last time). */
export interface ListingPhotosDue {
  uls: string;
  listingKey: string;
  photosChangedAt: Date | null;
  photoSources: StoredPhotoSource[];
}

/** The site's feed listings on the site whose photos are due, oldest change first. */
export async function listingPhotosDue(db: Database, siteId: string): Promise<ListingPhotosDue[]> {
  const rows = await db
    .select({ uls: listings.uls, listingKey: listings.listingKey, photosChangedAt: listings.photosChangedAt, photoSources: listings.photoSources })
    .from(listings)
    .where(
      and(
        eq(listings.siteId, siteId),
        eq(listings.source, 'feed'),
        ne(listings.status, 'removed'),
        sql`${listings.photosFetchedFor} is distinct from ${listings.photosChangedAt}`,
      ),
    )
    .orderBy(listings.photosChangedAt);
  return rows.map((row) => ({ ...row, listingKey: row.listingKey as string }));
}

/**
 * Stores a listing's photos (media-library URLs, cover first) and where they came from; `complete`
 * marks them fetched for `photosChangedAt` (false: a photo failed, the next run tries again).
 */
export async function saveListingPhotos(db: Database, siteId: string, uls: string, photos: { urls: string[]; sources: StoredPhotoSource[]; fetchedFor: Date | null; complete: boolean }): Promise<void> {
  await db
    .update(listings)
    .set({ photos: photos.urls, photoSources: photos.sources, ...(photos.complete ? { photosFetchedFor: photos.fetchedFor } : {}), updatedAt: sql`now()` })
    .where(and(eq(listings.siteId, siteId), eq(listings.uls, uls)));
}
