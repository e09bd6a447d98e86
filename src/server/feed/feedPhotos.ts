/**
 * Listing photos from the feed's `Media` resource: for every feed listing whose photos are due
 * (never fetched, `PhotosChangeTimestamp` moved, or a photo failed last time), its photos
 * (`MediaCategory` Photo, by `Order`) are fetched once each through the media pipeline (type
 * sniffed, metadata stripped, AVIF / WebP / JPEG widths, blurred placeholder) and the listing shows
 * their media-library URLs: public pages never link to the board's files. A photo whose `MediaKey`
 * and `ModificationTimestamp` are unchanged is not fetched again. A photo that fails is reported and
 * tried again at the next run; the others are kept.
 */
import { toMediaItem } from '../cms/mediaItem';
import type { Database } from '../db/client';
import { listingPhotosDue, saveListingPhotos, type ListingPhotosDue } from '../db/repositories/feedListings';
import type { StoredPhotoSource } from '../db/schema';
import { addMedia } from '../media/mediaLibrary';
import type { MediaStorage } from '../media/mediaStorage';
import type { ResoClient } from './resoClient';
import { errorMessage } from '../../lib/errorMessage';

/** Photos fetched at once. */
export const PHOTO_CONCURRENCY = 4;
/** Listings whose media one request asks for (`ResourceRecordKey in (…)`). */
const LISTINGS_PER_REQUEST = 20;
/** The `Media` fields read. */
export const RESO_MEDIA_FIELDS = ['MediaKey', 'ResourceName', 'ResourceRecordKey', 'MediaURL', 'MediaCategory', 'Order', 'ModificationTimestamp'] as const;

export interface FeedPhotoOptions {
  storage: MediaStorage;
  /** Fetches the photo files (tests). */
  fetch?: typeof fetch;
  concurrency?: number;
}

/** What a photo step did: photos fetched and failed, why each failed, the listings whose photos changed. */
export interface FeedPhotoReport {
  fetched: number;
  failed: number;
  failures: { listingKey: string; reason: string }[];
  changedUls: string[];
}

interface MediaRecord {
  mediaKey: string;
  url: string;
  order: number;
  modifiedAt: string | null;
}

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The photos of each listing key in `records` (photo category or none, with a URL), by `Order`. */
function photosByListing(records: Record<string, unknown>[]): Map<string, MediaRecord[]> {
  const byListing = new Map<string, MediaRecord[]>();
  for (const record of records) {
    const key = record.ResourceRecordKey;
    const category = typeof record.MediaCategory === 'string' ? record.MediaCategory.toLowerCase() : null;
    if (typeof key !== 'string' || typeof record.MediaURL !== 'string' || typeof record.MediaKey !== 'string') continue;
    if (category !== null && category !== 'photo') continue;
    const list = byListing.get(key) ?? [];
    list.push({
      mediaKey: record.MediaKey,
      url: record.MediaURL,
      order: typeof record.Order === 'number' ? record.Order : Number.MAX_SAFE_INTEGER,
      modifiedAt: typeof record.ModificationTimestamp === 'string' ? record.ModificationTimestamp : null,
    });
    byListing.set(key, list);
  }
  for (const list of byListing.values()) list.sort((a, b) => a.order - b.order);
  return byListing;
}

/** Runs `tasks` with at most `limit` at a time. */
async function runPooled(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * Fetches the due photos of `siteId`'s feed listings.
 * @throws FeedRequestError when the `Media` resource cannot be read (the run reports it; photos
 *   already saved stay)
 */
export async function syncListingPhotos(db: Database, siteId: string, client: ResoClient, options: FeedPhotoOptions): Promise<FeedPhotoReport> {
  const report: FeedPhotoReport = { fetched: 0, failed: 0, failures: [], changedUls: [] };
  const fetchFile = options.fetch ?? fetch;
  const due = await listingPhotosDue(db, siteId);
  for (let i = 0; i < due.length; i += LISTINGS_PER_REQUEST) {
    const batch = due.slice(i, i + LISTINGS_PER_REQUEST);
    const records: Record<string, unknown>[] = [];
    const filter = `ResourceName eq 'Property' and ResourceRecordKey in (${batch.map((listing) => quoted(listing.listingKey)).join(',')})`;
    for await (const page of client.pages('Media', { filter, select: RESO_MEDIA_FIELDS, orderby: 'ResourceRecordKey asc,Order asc' })) records.push(...page.records);
    const photos = photosByListing(records);
    for (const listing of batch) await savePhotosOf(db, siteId, listing, photos.get(listing.listingKey) ?? [], fetchFile, options, report);
  }
  return report;
}

async function savePhotosOf(
  db: Database,
  siteId: string,
  listing: ListingPhotosDue,
  media: MediaRecord[],
  fetchFile: typeof fetch,
  options: FeedPhotoOptions,
  report: FeedPhotoReport,
): Promise<void> {
  const known = new Map(listing.photoSources.map((source) => [source.mediaKey, source]));
  const sources: (StoredPhotoSource | null)[] = media.map((photo) => {
    const stored = known.get(photo.mediaKey);
    return stored && stored.modifiedAt === photo.modifiedAt ? stored : null;
  });
  let complete = true;
  const tasks = media.map((photo, index) => async () => {
    if (sources[index]) return;
    try {
      const response = await fetchFile(photo.url, { redirect: 'follow' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const { item } = await addMedia(db, options.storage, { siteId, bytes, filename: `${listing.listingKey}-${index + 1}`, createdBy: null });
      sources[index] = { mediaKey: photo.mediaKey, modifiedAt: photo.modifiedAt, url: toMediaItem(item, {}).url };
      report.fetched += 1;
    } catch (error) {
      complete = false;
      report.failed += 1;
      report.failures.push({ listingKey: listing.listingKey, reason: `photo ${photo.mediaKey}: ${errorMessage(error)}` });
      // The photo shown before stays until the new one arrives.
      sources[index] = known.get(photo.mediaKey) ?? null;
    }
  });
  await runPooled(tasks, options.concurrency ?? PHOTO_CONCURRENCY);
  const kept = sources.filter((source): source is StoredPhotoSource => source !== null);
  const urls = kept.map((source) => source.url);
  await saveListingPhotos(db, siteId, listing.uls, { urls, sources: kept, fetchedFor: listing.photosChangedAt, complete });
  const before = listing.photoSources.map((source) => source.url);
  if (urls.join('\n') !== before.join('\n')) report.changedUls.push(listing.uls);
}
