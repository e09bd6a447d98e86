/**
 * Saved-search matching: the listings a property alert subscriber
 * has not heard about yet.
 *
 * A listing matches a saved search when it belongs to the same site, is `active`, is for sale
 * (alerts are for sales, never rentals) and
 * - is new: listed after the search's `last_notified_at` (first time: after its `created_at`), or
 *   price-reduced: `price_changed_at` after that time with `previous_price > price`;
 * - and both events happened no later than `until` (the run's start), so the next run, which
 *   starts from `until`, neither repeats nor misses a listing;
 * - its municipality is one of the search's codes (none = any), its type one of the search's types
 *   (none = any), its price within `[price_min, price_max]` (CAD, null = no bound), and it has at
 *   least the search's bedrooms and bathrooms (null = any).
 *
 * At most `limit` (default 20) listings are returned, most recent event first (listing date, or
 * price-reduction date for a reduced listing), with the total count of matches.
 */
import { and, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listings, municipalities, type ListingRow, type SavedSearchRow } from '../db/schema';

/** Listings shown in one digest at most. */
export const DIGEST_LISTING_LIMIT = 20;

/** A matched listing with its municipality name and why it matched. */
export interface AlertMatch {
  listing: ListingRow;
  /** Municipality name (`municipalities.name`), `''` when unknown. */
  municipalityName: string;
  /** `new`: listed since the last digest; `price_reduced`: an older listing whose price went down since. */
  reason: 'new' | 'price_reduced';
  /** The price before the reduction (CAD) when the price went down since the last digest, else null. */
  reducedFrom: number | null;
}

/** Matches of one saved search: the first `limit` listings and how many match in all. */
export interface AlertMatches {
  matches: AlertMatch[];
  total: number;
}

/** The instant after which listings are news for this search: `last_notified_at`, else `created_at`. */
export function matchingSince(search: Pick<SavedSearchRow, 'lastNotifiedAt' | 'createdAt'>): Date {
  return search.lastNotifiedAt ?? search.createdAt;
}

/** The WHERE clause of a saved search's matches between `since` (exclusive) and `until` (inclusive). */
function matchCondition(search: SavedSearchRow, since: Date, until: Date): SQL {
  const isNew = and(gt(listings.listedAt, since), lte(listings.listedAt, until));
  const isReduced = and(
    gt(listings.priceChangedAt, since),
    lte(listings.priceChangedAt, until),
    gt(listings.previousPrice, listings.price),
  );
  const conditions: (SQL | undefined)[] = [
    eq(listings.siteId, search.siteId),
    eq(listings.status, 'active'),
    eq(listings.transaction, 'sale'),
    or(isNew, isReduced),
  ];
  if (search.municipalityCodes.length) conditions.push(inArray(listings.municipalityCode, search.municipalityCodes));
  if (search.propertyTypes.length) conditions.push(inArray(listings.type, search.propertyTypes as ListingRow['type'][]));
  if (search.priceMin !== null && search.priceMin > 0) conditions.push(gte(listings.price, search.priceMin));
  if (search.priceMax !== null) conditions.push(lte(listings.price, search.priceMax));
  if (search.bedrooms !== null && search.bedrooms > 0) conditions.push(gte(listings.bedrooms, search.bedrooms));
  if (search.bathrooms !== null && search.bathrooms > 0) conditions.push(gte(listings.bathrooms, search.bathrooms));
  return and(...conditions)!;
}

/**
 * The listings a saved search should hear about in a run that started at `until`.
 * @param options.limit listings returned at most (default {@link DIGEST_LISTING_LIMIT})
 * @param options.until upper bound of listing and price-change dates (default now)
 * @throws on a database error
 */
export async function findAlertMatches(
  db: Database,
  search: SavedSearchRow,
  options: { limit?: number; until?: Date } = {},
): Promise<AlertMatches> {
  const since = matchingSince(search);
  const until = options.until ?? new Date();
  const limit = options.limit ?? DIGEST_LISTING_LIMIT;
  if (until <= since) return { matches: [], total: 0 };
  const sinceAt = sql`${since.toISOString()}::timestamptz`;
  const untilAt = sql`${until.toISOString()}::timestamptz`;
  const reducedSince = sql<boolean>`(${listings.priceChangedAt} > ${sinceAt} and ${listings.priceChangedAt} <= ${untilAt} and ${listings.previousPrice} > ${listings.price})`;
  const newSince = sql<boolean>`(${listings.listedAt} > ${sinceAt})`;
  const eventAt = sql`greatest(${listings.listedAt}, case when ${reducedSince} then ${listings.priceChangedAt} end)`;
  const rows = await db
    .select({
      listing: listings,
      municipalityName: municipalities.name,
      isNew: newSince,
      isReduced: reducedSince,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(listings)
    .leftJoin(municipalities, eq(municipalities.code, listings.municipalityCode))
    .where(matchCondition(search, since, until))
    .orderBy(desc(eventAt), desc(listings.listedAt), listings.uls)
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    matches: rows.map((row) => ({
      listing: row.listing,
      municipalityName: row.municipalityName ?? '',
      reason: row.isNew ? 'new' : 'price_reduced',
      reducedFrom: row.isReduced ? row.listing.previousPrice : null,
    })),
  };
}
