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
 *   page, limit, counts: {demo, feed, manual}}`, newest change first.
 *
 * Times are ISO instants; prices CAD. Failures reject with {@link CmsApiError}.
 */
import { z } from 'zod';
import { LISTING_SOURCES, LISTING_STATUSES, type ListingSource, type ListingStatus } from '../schema/listingValues';
import { createCmsRequest, type CmsApiOptions } from './cmsApi';


export const feedConnection = z.object({
  serviceRoot: z.string(),
  auth: z.union([
    z.object({ kind: z.literal('oauth'), tokenUrl: z.string().nullable(), clientId: z.string().nullable() }),
    z.object({ kind: z.literal('bearer') }),
  ]),
  filter: z.string().nullable(),
  /** The remarks field map (feeds with French and English remarks in separate fields) and the language of `PublicRemarks`. */
  remarks: z
    .object({ fields: z.object({ fr: z.string().optional(), en: z.string().optional() }), language: z.enum(['fr', 'en']).nullable() })
    .default({ fields: {}, language: null }),
  checkpoint: z.string().nullable(),
  resumable: z.boolean(),
  updatedAt: z.string(),
});
export type FeedConnection = z.infer<typeof feedConnection>;

/** What a run did: counts, each skipped record with its reason, photos, requests, notes. */
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
  };
}
export type CmsFeedApi = ReturnType<typeof createCmsFeedApi>;
