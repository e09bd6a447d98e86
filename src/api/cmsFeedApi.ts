/**
 * Typed client of the listing feed and listing catalogue CMS API (servers in
 * src/server/cms/feedRoutes.ts and src/server/cms/listingRoutes.ts), built on {@link createCmsRequest}:
 *
 * - `feed()` → `GET /api/cms/feed` → `{connection | null, runs}` (the last 10 runs, newest first;
 *   never a secret), admins only;
 * - `connect(input)` → `PUT /api/cms/feed` → `{connection}`: tried against the feed first (422
 *   `feed_refused` with the feed's message, nothing saved; 422 `invalid_body` with `fields`); a
 *   secret left empty keeps the stored one;
 * - `sync(full)` → `POST /api/cms/feed/sync` → `{run}` when the run ended (409 `sync_running`,
 *   404 `feed_not_connected`);
 * - `listings(filters)` → `GET /api/cms/listings?source&status&q&page&limit` → `{listings, total,
 *   page, limit, counts: {demo, feed, manual}}`, newest change first;
 * - `listing(uls)` → `GET /api/cms/listings/:uls` → the listing's fields with its source, status,
 *   `updated_at` and public paths (404 `not_found`);
 * - `createListing(record)` → `POST /api/cms/listings` → a manual listing, a draft (422
 *   `invalid_body` with `fields`);
 * - `updateListing(uls, record, readAt)` → `PUT /api/cms/listings/:uls` (409 `stale_listing` with
 *   the stored `listing`, 409 `read_only` for a feed or demo listing);
 * - `publishListing(uls)`, `withdrawListing(uls)` → `POST /api/cms/listings/:uls/publish|withdraw`
 *   (422 `invalid_listing` with `fields`);
 * - `municipalities()` → `GET /api/cms/listings/municipalities`, by name.
 *
 * Times are ISO instants; prices CAD. Failures reject with {@link CmsApiError}.
 */
import { z } from 'zod';
import type { ListingRecord } from '../schema/listingRecord';
import { LISTING_SOURCES, LISTING_STATUSES, type ListingSource, type ListingStatus } from '../schema/listingOrigin';
import { LISTING_TYPE_CODES } from '../schema/listingValues';
import { createCmsRequest, type CmsApiOptions } from './cmsApi';

export const feedConnection = z.object({
  serviceRoot: z.string(),
  auth: z.union([z.object({ kind: z.literal('oauth'), tokenUrl: z.string().nullable(), clientId: z.string().nullable() }), z.object({ kind: z.literal('bearer') })]),
  filter: z.string().nullable(),
  /** The remarks field map (feeds with French and English remarks in separate fields) and the language of `PublicRemarks`. */
  remarks: z.object({ fields: z.object({ fr: z.string().optional(), en: z.string().optional() }), language: z.enum(['fr', 'en']).nullable() }).default({ fields: {}, language: null }),
  checkpoint: z.string().nullable(),
  resumable: z.boolean(),
  updatedAt: z.string(),
});
export type FeedConnection = z.infer<typeof feedConnection>;

/** What a run did: counts, each skipped record with its reason, photos, requests, notes. */
const rosterCounts = z.object({ added: z.number(), updated: z.number(), unpublished: z.number() });

export const feedRunSummary = z.object({
  added: z.number(),
  updated: z.number(),
  removed: z.number(),
  skipped: z.array(z.object({ listingKey: z.string().nullable(), reason: z.string() })),
  photosFetched: z.number(),
  photosFailed: z.number(),
  requests: z.number(),
  notes: z.array(z.string()).optional(),
  demoRemoved: z.number().optional(),
  durationMs: z.number().optional(),
  roster: z
    .object({
      offices: rosterCounts,
      members: rosterCounts,
      skipped: z.array(z.object({ key: z.string().nullable(), reason: z.string() })),
      unavailable: z.string().optional(),
    })
    .optional(),
});
export type FeedRunSummary = z.infer<typeof feedRunSummary>;

export const feedRun = z.object({
  id: z.number(),
  full: z.boolean(),
  outcome: z.enum(['running', 'completed', 'failed']),
  summary: feedRunSummary.nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type FeedRun = z.infer<typeof feedRun>;

const feedState = z.object({ connection: feedConnection.nullable(), runs: z.array(feedRun) });
export type FeedState = z.infer<typeof feedState>;

/** A connection as QA sends it; an empty secret keeps the stored one of the same kind. */
export type FeedConnectionSave = {
  serviceRoot: string;
  filter: string;
  remarks: { fields: { fr: string; en: string }; language: 'fr' | 'en' | null };
  auth: { kind: 'oauth'; tokenUrl: string; clientId: string; clientSecret: string } | { kind: 'bearer'; token: string };
};

const syncAnswer = z.object({
  run: z.object({ id: z.number(), outcome: z.enum(['completed', 'failed']), error: z.string().nullable(), summary: feedRunSummary }),
});

export const catalogListing = z.object({
  uls: z.string(),
  mls_number: z.string().nullable(),
  listing_key: z.string().nullable(),
  source: z.enum(LISTING_SOURCES),
  status: z.enum(LISTING_STATUSES),
  standard_status: z.string().nullable(),
  type: z.string(),
  price: z.number().nullable(),
  address: z.object({ fr: z.string(), en: z.string() }),
  municipality: z.string().nullable(),
  photo_count: z.number(),
  updated_at: z.string(),
});
export type CatalogListing = z.infer<typeof catalogListing>;

const catalogPage = z.object({
  listings: z.array(catalogListing),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  counts: z.object({ demo: z.number(), feed: z.number(), manual: z.number() }),
});
export type CatalogPage = z.infer<typeof catalogPage>;

export interface CatalogFilters {
  source?: ListingSource;
  status?: ListingStatus;
  q?: string;
  page?: number;
  limit?: number;
}

/** A listing as QA edits it: its fields, where it comes from and its public paths. */
export const editedListing = z.object({
  uls: z.string(),
  source: z.enum(LISTING_SOURCES),
  status: z.enum(LISTING_STATUSES),
  standard_status: z.string().nullable(),
  listing_key: z.string().nullable(),
  updated_at: z.string(),
  url: z.object({ fr: z.string(), en: z.string() }),
  mls_number: z.string().nullable(),
  type: z.enum(LISTING_TYPE_CODES),
  transaction: z.enum(['sale', 'rent']),
  price: z.number(),
  address: z.object({ fr: z.string(), en: z.string() }),
  address_hidden: z.boolean(),
  postal_code: z.string().nullable(),
  municipality_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  powder_rooms: z.number(),
  living_area: z.number().nullable(),
  lot_area: z.number().nullable(),
  year_built: z.number().nullable(),
  description: z.object({ fr: z.string(), en: z.string() }),
  photos: z.array(z.string()),
});
export type EditedListing = z.infer<typeof editedListing>;

const listingAnswer = z.object({ listing: editedListing });

/** A municipality to place a listing in (decimal degrees). */
export const listingMunicipality = z.object({ code: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() });
export type ListingMunicipality = z.infer<typeof listingMunicipality>;

/** Creates the client; see the module docstring. */
export function createCmsFeedApi(options: CmsApiOptions = {}) {
  const call = createCmsRequest(options);
  return {
    feed: () => call('GET', '/feed', feedState),
    connect: (input: FeedConnectionSave) => call('PUT', '/feed', z.object({ connection: feedConnection }), input).then((answer) => answer.connection),
    sync: (full = false) => call('POST', '/feed/sync', syncAnswer, { full }).then((answer) => answer.run),
    listings(filters: CatalogFilters = {}) {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') query.set(key, String(value));
      const search = query.toString();
      return call('GET', `/listings${search ? `?${search}` : ''}`, catalogPage);
    },
    listing: (uls: string) => call('GET', `/listings/${encodeURIComponent(uls)}`, listingAnswer).then((answer) => answer.listing),
    createListing: (record: ListingRecord) => call('POST', '/listings', listingAnswer, record).then((answer) => answer.listing),
    updateListing: (uls: string, record: ListingRecord, readAt: string) =>
      call('PUT', `/listings/${encodeURIComponent(uls)}`, listingAnswer, { ...record, updated_at: readAt }).then((answer) => answer.listing),
    publishListing: (uls: string) => call('POST', `/listings/${encodeURIComponent(uls)}/publish`, listingAnswer).then((answer) => answer.listing),
    withdrawListing: (uls: string) => call('POST', `/listings/${encodeURIComponent(uls)}/withdraw`, listingAnswer).then((answer) => answer.listing),
    municipalities: () => call('GET', '/listings/municipalities', z.object({ municipalities: z.array(listingMunicipality) })).then((answer) => answer.municipalities),
  };
}
export type CmsFeedApi = ReturnType<typeof createCmsFeedApi>;
