/**
 * One replication run of a site's feed, as the RESO Web API Core asks of a replicating client:
 * the listings changed since the checkpoint (`ModificationTimestamp gt …`, ordered by
 * `ModificationTimestamp asc,ListingKey asc`), page by page through the server's `nextLink`, each
 * page written in one transaction with the checkpoint and the link to resume at, so a run stopped
 * anywhere resumes without losing or repeating a listing. Then, on a full run or once a day, a key
 * reconciliation (`$select=ListingKey` over the site's filter) takes off listings the feed no longer
 * has; then the photos due are fetched (src/server/feed/feedPhotos.ts); the first completed run
 * removes the seed's demo listings. One run per site at a time across
 * instances (an advisory lock). Every committed change is announced (search indexes, listing pages,
 * the page cache of every instance).
 */
import type { Database } from '../db/client';
import { tryWithAdvisoryLock } from '../db/client';
import { finishFeedRun, findFeedConnection, saveFeedProgress, saveFeedReconciled, startFeedRun } from '../db/repositories/feedConnections';
import { deleteDemoListings, removeFeedListings, shownFeedListingKeys, storedFeedListings, takenListingNumbers } from '../db/repositories/feedListings';
import { announceListingsChange, upsertListings } from '../db/repositories/listings';
import { listMunicipalities } from '../db/repositories/municipalities';
import type { FeedConnectionRow, FeedRunSummary, NewListingRow, RemarksFields } from '../db/schema';
import { createMunicipalityLookup } from './feedMunicipalities';
import { syncListingPhotos, type FeedPhotoOptions } from './feedPhotos';
import { syncRoster } from './syncRoster';
import { derivedListingNumber, feedListingRecord, feedListingRow, preferredListingNumber } from './feedListingRow';
import { listingRecordProblem } from '../../schema/listingRecord';
import { mapResoProperty, type FeedListing, type MappingContext } from './mapProperty';
import { createResoClient, feedFailureMessage, type FeedAuth, type ResoClient, type ResoClientOptions } from './resoClient';
import { RESO_PROPERTY_FIELDS } from './resoProperty';
import { mappedRemarksFields } from '../../schema/feedConnection';

/** Reconcile keys when the last reconciliation is older than this, ms (a day). */
export const RECONCILE_EVERY_MS = 24 * 60 * 60 * 1000;
/** Skipped records kept in a run's report (the count goes on). */
const SKIPPED_KEPT = 1000;
const ORDER = 'ModificationTimestamp asc,ListingKey asc';

export interface FeedSyncOptions extends Pick<ResoClientOptions, 'fetch' | 'sleep' | 'maxPageSize'> {
  /** Read every listing of the filter (not only what changed) and reconcile keys. */
  full?: boolean;
  /** The run's clock (tests). */
  now?: () => Date;
  /** Called after each committed page with its number (1, 2…): tests stop a run there. */
  afterPage?: (page: number) => void | Promise<void>;
  /** Where listing photos go (the media library's storage); without it the run fetches no photo. */
  photos?: FeedPhotoOptions;
}

/** How a sync ended. `busy`: another run of the site holds it; nothing was done. */
export type FeedSyncResult =
  | { outcome: 'completed' | 'failed'; runId: number; summary: FeedRunSummary; error: string | null }
  | { outcome: 'busy' }
  | { outcome: 'not_connected' };

function authOf(connection: FeedConnectionRow): FeedAuth {
  return connection.authKind === 'oauth'
    ? { kind: 'oauth', tokenUrl: connection.tokenUrl ?? '', clientId: connection.clientId ?? '', clientSecret: connection.secret }
    : { kind: 'bearer', token: connection.secret };
}

/** The `$filter` of a run: the site's filter, and what changed after the checkpoint unless the run is full. */
export function runFilter(siteFilter: string | null, checkpoint: Date | null, full: boolean): string | undefined {
  const parts = [siteFilter ? `(${siteFilter})` : null, !full && checkpoint ? `ModificationTimestamp gt ${checkpoint.toISOString()}` : null].filter(Boolean);
  return parts.length ? parts.join(' and ') : undefined;
}

/** The `Property` fields a run reads: the mapping's, and the remarks fields of the connection's map. */
export function selectedFields(remarksFields: RemarksFields): string[] {
  return [...new Set([...RESO_PROPERTY_FIELDS, ...mappedRemarksFields(remarksFields)])];
}

/** Runs one sync of `siteId`'s feed. Never throws for a feed's failure: the run is recorded as failed. */
export async function syncFeed(db: Database, siteId: string, options: FeedSyncOptions = {}): Promise<FeedSyncResult> {
  const locked = await tryWithAdvisoryLock(db, `feed-sync:${siteId}`, () => runLocked(db, siteId, options));
  return locked.acquired ? locked.value : { outcome: 'busy' };
}

async function runLocked(db: Database, siteId: string, options: FeedSyncOptions): Promise<FeedSyncResult> {
  const now = options.now ?? (() => new Date());
  const connection = await findFeedConnection(db, siteId);
  if (!connection) return { outcome: 'not_connected' };
  const full = options.full ?? false;
  const started = Date.now();
  const runId = await startFeedRun(db, siteId, full);
  const summary: FeedRunSummary = { added: 0, updated: 0, removed: 0, skipped: [], photosFetched: 0, photosFailed: 0, requests: 0, notes: [] };
  const client = createResoClient({ serviceRoot: connection.serviceRoot, auth: authOf(connection), fetch: options.fetch, sleep: options.sleep, maxPageSize: options.maxPageSize });
  const remarksFields = connection.remarksFields ?? {};
  const context: MappingContext = {
    municipalityOf: createMunicipalityLookup(await listMunicipalities(db)),
    remarks: { fields: remarksFields, remarksLanguage: connection.remarksLanguage ?? undefined },
  };
  const notes = new Set<string>();
  let skippedCount = 0;

  const finish = async (outcome: 'completed' | 'failed', error: string | null): Promise<FeedSyncResult> => {
    summary.requests = client.requests;
    summary.notes = [...notes];
    summary.durationMs = Date.now() - started;
    if (skippedCount > summary.skipped.length) notes.add(`${skippedCount - summary.skipped.length} more skipped records not listed`);
    await finishFeedRun(db, runId, outcome, summary, error);
    return { outcome, runId, summary, error };
  };

  try {
    const query = { filter: runFilter(connection.filter, connection.checkpoint, full), select: selectedFields(remarksFields), orderby: ORDER };
    // A stopped run is resumed where it stopped, unless this one reads everything anyway.
    const from = connection.resumeLink && !full ? { nextLink: connection.resumeLink } : undefined;
    let pageNumber = 0;
    for await (const page of client.pages('Property', query, from)) {
      pageNumber += 1;
      const listings: FeedListing[] = [];
      let newest: string | null = null;
      for (const record of page.records) {
        const result = mapResoProperty(record, context);
        const modified = typeof record.ModificationTimestamp === 'string' && !Number.isNaN(Date.parse(record.ModificationTimestamp)) ? new Date(record.ModificationTimestamp).toISOString() : null;
        if (modified && (!newest || modified > newest)) newest = modified;
        if (!result.ok) {
          skippedCount += 1;
          if (summary.skipped.length < SKIPPED_KEPT) summary.skipped.push({ listingKey: result.listingKey, reason: result.reason });
          continue;
        }
        for (const note of result.notes) notes.add(note);
        listings.push(result.listing);
      }
      const written = await db.transaction(async (tx) => {
        const rows = await pageRows(tx as unknown as Database, siteId, listings, now(), summary);
        await upsertListings(tx as unknown as Database, rows);
        await saveFeedProgress(tx as unknown as Database, siteId, { checkpoint: newest ? new Date(newest) : null, resumeLink: page.nextLink });
        return rows;
      });
      if (written.length) await announceListingsChange(db, [siteId], written.map((row) => row.uls));
      await options.afterPage?.(pageNumber);
    }
    await saveFeedProgress(db, siteId, { checkpoint: null, resumeLink: null });

    const changed: string[] = [];
    const reconcile = full || !connection.reconciledAt || now().getTime() - connection.reconciledAt.getTime() >= RECONCILE_EVERY_MS;
    if (reconcile) {
      const upstream = await listingKeysUpstream(client, connection.filter);
      const gone = (await shownFeedListingKeys(db, siteId)).filter((key) => !upstream.has(key));
      if (gone.length) {
        const removed = await removeFeedListings(db, siteId, gone);
        summary.removed += removed.length;
        changed.push(...removed);
      }
      // The roster changes seldom: read with the key reconciliation (first run, full runs, daily).
      summary.roster = await syncRoster(db, siteId, client, context.municipalityOf);
      await saveFeedReconciled(db, siteId, now());
    }
    if (options.photos) {
      const photos = await syncListingPhotos(db, siteId, client, options.photos);
      summary.photosFetched = photos.fetched;
      summary.photosFailed = photos.failed;
      for (const failure of photos.failures) notes.add(`${failure.listingKey}: ${failure.reason} (tried again next run)`);
      changed.push(...photos.changedUls);
    }
    const demoRemoved = await deleteDemoListings(db, siteId);
    if (demoRemoved) summary.demoRemoved = demoRemoved;
    // Demo listings leave every listing block and search of the site: the whole site is announced.
    if (demoRemoved) await announceListingsChange(db, [siteId]);
    else if (changed.length) await announceListingsChange(db, [siteId], changed);
    return await finish('completed', null);
  } catch (error) {
    return finish('failed', feedFailureMessage(error));
  }
}

/**
 * The rows of one page's listings, counted into `summary`: a listing new to the site takes its MLS
 * number as its number unless another listing of the site has it (then one derived from its key);
 * a stored one keeps its number; a listing taken off that the site never showed is not stored.
 */
async function pageRows(db: Database, siteId: string, listings: FeedListing[], now: Date, summary: FeedRunSummary): Promise<NewListingRow[]> {
  // The last version of a key wins when a page repeats it.
  const latest = new Map(listings.map((listing) => [listing.listingKey, listing]));
  const stored = await storedFeedListings(db, siteId, [...latest.keys()]);
  const wanted = [...latest.values()].filter((listing) => !stored.has(listing.listingKey)).flatMap((listing) => [preferredListingNumber(listing), derivedListingNumber(listing.listingKey)]);
  const taken = await takenListingNumbers(db, siteId, wanted);
  const rows: NewListingRow[] = [];
  for (const listing of latest.values()) {
    const previous = stored.get(listing.listingKey) ?? null;
    if (!previous && listing.visibility === 'removed') continue;
    // What is shown follows the rules a manual listing does; a listing taken off needs none.
    const problem = listing.visibility === 'removed' ? null : listingRecordProblem(feedListingRecord(listing), now);
    if (problem) {
      summary.skipped.push({ listingKey: listing.listingKey, reason: problem });
      continue;
    }
    let uls = previous?.uls;
    if (!uls) {
      uls = [preferredListingNumber(listing), derivedListingNumber(listing.listingKey)].find((number) => !taken.has(number));
      if (!uls) {
        summary.skipped.push({ listingKey: listing.listingKey, reason: `ListingId: number ${listing.mlsNumber} is already another listing's on this site` });
        continue;
      }
      taken.set(uls, listing.listingKey);
    }
    const row = feedListingRow(siteId, listing, uls, previous, now);
    if (!previous) summary.added += 1;
    else if (previous.status !== 'removed' && row.status === 'removed') summary.removed += 1;
    else summary.updated += 1;
    rows.push(row);
  }
  return rows;
}

/** Every `ListingKey` of the site's filter upstream (`$select=ListingKey`, paged like any read). */
async function listingKeysUpstream(client: ResoClient, filter: string | null): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const page of client.pages('Property', { filter: filter ?? undefined, select: ['ListingKey'], orderby: 'ListingKey asc' })) {
    for (const record of page.records) if (typeof record.ListingKey === 'string') keys.add(record.ListingKey);
  }
  return keys;
}
