/**
 * Listings repository: batch inserts for the seed, lookups by MLS number (`uls`),
 * and the search queries behind `GET /properties`, `/property/{uls}/tooltip` and
 * `/search-filters` (spec 001 §7): filtered counts, pages of rows in a stable order, compact map
 * points, counts per type and municipalities with listings.
 *
 * Units: prices in whole CAD, areas in ft², coordinates in decimal degrees. Searches only ever
 * see one site's listings with the asked status (`active` unless said otherwise).
 * Functions take the database or a transaction.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { announceContentChange, noteContentChange } from '../../pageCache/contentChanges';
import type { Database } from '../client';
import { listings, municipalities, type ListingRow, type NewListingRow } from '../schema';

let generation = 0;

/**
 * A counter bumped by every listing write of this module (and by {@link noteListingsChanged}):
 * in-memory search indexes compare it to reload at once after a write in this process.
 */
export function listingsGeneration(): number {
  return generation;
}

/** Listing pages dropped one by one from the page cache up to this many MLS numbers; more drop the sites' listing pages. */
const ULS_NAMED_IN_CHANGE = 200;

/**
 * Tells in-process listing caches (search indexes, cached pages showing listings) that listings
 * changed: of `siteIds` (every site when absent), and with `uls` only those listings' own pages.
 * Call after writing listings directly; instances call it when another one announces a write.
 */
export function noteListingsChanged(change: { siteIds?: string[]; uls?: string[] } = {}): void {
  generation += 1;
  noteContentChange({ kind: 'listings', ...change });
}

/** Rows per INSERT statement: 30 columns × 500 rows stays well under PostgreSQL's 65 535 parameters. */
export const LISTING_INSERT_BATCH = 500;

/** The columns an upsert replaces on a listing that exists (all but its identity and creation time). */
function replacedColumns(): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(listings))) {
    if (key === 'uls' || key === 'siteId' || key === 'createdAt') continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/**
 * Writes listings in batches of {@link LISTING_INSERT_BATCH}; a listing whose site and number
 * already exist is replaced (every column but `created_at`). Announces nothing: the caller does,
 * after its transaction commits ({@link announceListingsChange}).
 */
export async function upsertListings(db: Database, rows: NewListingRow[]): Promise<void> {
  const set = replacedColumns();
  for (let i = 0; i < rows.length; i += LISTING_INSERT_BATCH) {
    await db
      .insert(listings)
      .values(rows.slice(i, i + LISTING_INSERT_BATCH))
      .onConflictDoUpdate({ target: [listings.siteId, listings.uls], set });
  }
}

/**
 * Tells this process and every instance that listings of `siteIds` changed (by number when there
 * are few, so only those listing pages leave the page caches). Call after the write is committed.
 */
export async function announceListingsChange(db: Database, siteIds: string[], uls?: string[]): Promise<void> {
  generation += 1;
  const named = uls && uls.length <= ULS_NAMED_IN_CHANGE ? { uls } : {};
  await announceContentChange(db, { kind: 'listings', siteIds, ...named });
}

/**
 * Inserts listings ({@link upsertListings}: re-seeding is safe) and announces the change.
 * @returns the number of rows written
 */
export async function insertListings(db: Database, rows: NewListingRow[]): Promise<number> {
  await upsertListings(db, rows);
  await announceListingsChange(
    db,
    [...new Set(rows.map((row) => row.siteId))],
    rows.map((row) => row.uls),
  );
  return rows.length;
}

/** A listing with its municipality's name (`DESCRIPTION`). */
export interface ListingWithMunicipality {
  listing: ListingRow;
  municipalityName: string;
}

/** A site's listing with this MLS number and its municipality name, or null (any status). */
export async function findSiteListing(db: Database, siteId: string, uls: string): Promise<ListingWithMunicipality | null> {
  const [row] = await db
    .select({ listing: listings, municipalityName: municipalities.name })
    .from(listings)
    .innerJoin(municipalities, eq(municipalities.code, listings.municipalityCode))
    .where(and(eq(listings.siteId, siteId), eq(listings.uls, uls)))
    .limit(1);
  return row ?? null;
}

/** The columns of a listing a search card shows (src/server/api/listings/listingCards.ts). */
const cardColumns = {
  uls: listings.uls,
  status: listings.status,
  type: listings.type,
  transaction: listings.transaction,
  address: listings.address,
  price: listings.price,
  photos: listings.photos,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  livingArea: listings.livingArea,
  lotArea: listings.lotArea,
  latitude: listings.latitude,
  longitude: listings.longitude,
  badge: listings.badge,
};

/** What a search card needs of a listing row. */
export type ListingCardRow = Pick<ListingRow, keyof typeof cardColumns>;

/** A listing's card columns with its municipality's name (`DESCRIPTION`). */
export interface ListingCardWithMunicipality {
  listing: ListingCardRow;
  municipalityName: string;
}

/**
 * The card columns of a site's listings with these MLS numbers (any status) and their
 * municipality names, in no particular order: only what a card shows, as a page of search
 * results reads 25 of them per call (half the time of whole rows).
 */
export async function findListingCardRows(db: Database, siteId: string, ulsList: string[]): Promise<ListingCardWithMunicipality[]> {
  if (ulsList.length === 0) return [];
  return db
    .select({ listing: cardColumns, municipalityName: municipalities.name })
    .from(listings)
    .innerJoin(municipalities, eq(municipalities.code, listings.municipalityCode))
    .where(and(eq(listings.siteId, siteId), inArray(listings.uls, ulsList)));
}

/** Compact search fields of one active listing (what the in-memory search index keeps). */
export interface ListingSearchFields {
  uls: string;
  type: string;
  transaction: 'sale' | 'rent';
  price: number;
  municipalityCode: string;
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  /** Latest open house end, epoch ms; null without open houses. */
  openHouseEnd: number | null;
  /** Epoch ms. */
  listedAt: number;
  badge: ListingRow['badge'];
}

/**
 * The search fields of every listing of a site with a status (default `active`), by pages of
 * `pageSize` in MLS number order (keyset on the primary key: each page is one short query). Each
 * page comes as one text of `|`-separated fields, a line per listing: decoding a million rows of
 * twelve typed columns takes the embedded database four times as long.
 */
export async function* listingSearchFieldPages(
  db: Database,
  siteId: string,
  pageSize: number,
  status: ListingRow['status'] = 'active',
): AsyncGenerator<ListingSearchFields[]> {
  let after: string | null = null;
  for (;;) {
    const result = await db.execute(sql`
      select string_agg(line, E'\n' order by uls) as lines, max(uls) as last from (
        select uls, concat_ws('|', uls, type, transaction, price, municipality_code, latitude, longitude, bedrooms, bathrooms,
          (extract(epoch from listed_at) * 1000)::bigint, coalesce(badge, ''),
          case when coalesce(jsonb_array_length(open_houses), 0) = 0 then ''
            else (select (extract(epoch from max((oh->>'end')::timestamptz)) * 1000)::bigint::text from jsonb_array_elements(open_houses) as oh) end
        ) as line
        from listings
        where site_id = ${siteId} and status = ${status} ${after === null ? sql`` : sql`and uls > ${after}`}
        order by uls
        limit ${pageSize}
      ) page`);
    const row = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]))[0] as { lines: string | null; last: string | null } | undefined;
    if (!row?.lines || !row.last) return;
    const lines = row.lines.split('\n');
    yield lines.map(readSearchFieldsLine);
    if (lines.length < pageSize) return;
    after = row.last;
  }
}

/** One line of {@link listingSearchFieldPages}. */
function readSearchFieldsLine(line: string): ListingSearchFields {
  const [uls, type, transaction, price, municipalityCode, latitude, longitude, bedrooms, bathrooms, listedAt, badge, openHouseEnd] = line.split('|');
  return {
    uls: uls!,
    type: type!,
    transaction: transaction as ListingSearchFields['transaction'],
    price: Number(price),
    municipalityCode: municipalityCode!,
    latitude: Number(latitude),
    longitude: Number(longitude),
    bedrooms: Number(bedrooms),
    bathrooms: Number(bathrooms),
    listedAt: Number(listedAt),
    badge: (badge || null) as ListingSearchFields['badge'],
    openHouseEnd: openHouseEnd ? Number(openHouseEnd) : null,
  };
}

/**
 * A cheap summary of a site's listings that changes whenever one is added, removed, re-priced or
 * changes status: counts, active price sum, latest `updated_at` and `listed_at`.
 */
export async function listingsFingerprint(db: Database, siteId: string): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      active: sql<string>`count(*) filter (where ${listings.status} = 'active')`,
      prices: sql<string>`coalesce(sum(${listings.price}::bigint * (${listings.status} = 'active')::int), 0)`,
      updated: sql<string>`max(${listings.updatedAt})`,
      listed: sql<string>`max(${listings.listedAt})`,
    })
    .from(listings)
    .where(eq(listings.siteId, siteId));
  return [row?.n, row?.active, row?.prices, row?.updated, row?.listed].map(String).join('|');
}

/** Sort orders of a search; every order ends with the MLS number so paging is stable. */
export type ListingOrder = 'newest' | 'oldest' | 'price_desc' | 'price_asc';

/** A rectangle of the map in decimal degrees (south < north, west < east; no antimeridian). */
export interface ListingBounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * A parsed search (the server reading of spec 001 §3 "Search filter state"). Empty lists and
 * nulls mean "any".
 */
export interface ListingSearch {
  siteId: string;
  /** Default `active`. */
  status?: 'active' | 'sold' | 'removed';
  /** `sale` (buy) or `rent`; null/absent = both. */
  transaction?: 'sale' | 'rent' | null;
  municipalityCodes?: string[];
  types?: string[];
  /** Whole CAD, inclusive. */
  priceMin?: number | null;
  priceMax?: number | null;
  /** Minimum counts. */
  bedrooms?: number | null;
  bathrooms?: number | null;
  /** Only listings with an open house ending after this instant. */
  openHouseAfter?: Date | null;
  bounds?: ListingBounds | null;
  /** Only listings carrying one of these badges. */
  badges?: string[];
}

/** The WHERE clause of a search (site and status always; every other criterion when set). */
export function listingSearchWhere(search: ListingSearch): SQL {
  const clauses: SQL[] = [eq(listings.siteId, search.siteId), eq(listings.status, search.status ?? 'active')];
  if (search.transaction) clauses.push(eq(listings.transaction, search.transaction));
  if (search.municipalityCodes?.length) clauses.push(inArray(listings.municipalityCode, search.municipalityCodes));
  if (search.types?.length) clauses.push(inArray(listings.type, search.types as ListingRow['type'][]));
  if (search.priceMin != null) clauses.push(gte(listings.price, search.priceMin));
  if (search.priceMax != null) clauses.push(lte(listings.price, search.priceMax));
  if (search.bedrooms != null) clauses.push(gte(listings.bedrooms, search.bedrooms));
  if (search.bathrooms != null) clauses.push(gte(listings.bathrooms, search.bathrooms));
  if (search.openHouseAfter) {
    const after = search.openHouseAfter.toISOString();
    clauses.push(sql`exists (select 1 from jsonb_array_elements(${listings.openHouses}) as oh where (oh->>'end')::timestamptz > ${after}::timestamptz)`);
  }
  if (search.badges?.length) clauses.push(inArray(listings.badge, search.badges as NonNullable<ListingRow['badge']>[]));
  if (search.bounds) {
    const { south, north, west, east } = search.bounds;
    clauses.push(gte(listings.latitude, south), lte(listings.latitude, north));
    clauses.push(gte(listings.longitude, west), lte(listings.longitude, east));
  }
  return and(...clauses) as SQL;
}

/** ORDER BY of a sort, tie-broken by MLS number. */
export function listingOrderBy(order: ListingOrder): SQL[] {
  switch (order) {
    case 'oldest':
      return [asc(listings.listedAt), asc(listings.uls)];
    case 'price_desc':
      return [desc(listings.price), asc(listings.uls)];
    case 'price_asc':
      return [asc(listings.price), asc(listings.uls)];
    default:
      return [desc(listings.listedAt), asc(listings.uls)];
  }
}

/** Number of listings matching a search. */
export async function countListings(db: Database, search: ListingSearch): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(listingSearchWhere(search));
  return Number(row?.n ?? 0);
}

/**
 * One page of matching listings with their municipality names: `limit` rows (1–100) after
 * skipping `offset`, in `order`.
 */
export async function searchListings(db: Database, search: ListingSearch, page: { order: ListingOrder; limit: number; offset?: number }): Promise<ListingWithMunicipality[]> {
  return db
    .select({ listing: listings, municipalityName: municipalities.name })
    .from(listings)
    .innerJoin(municipalities, eq(municipalities.code, listings.municipalityCode))
    .where(listingSearchWhere(search))
    .orderBy(...listingOrderBy(page.order))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** A compact map point row: MLS number, coordinates (decimal degrees), price (CAD). */
export interface ListingPointRow {
  uls: string;
  latitude: number;
  longitude: number;
  price: number;
}

/** Every matching listing (or the first `limit`) as a compact map point, in `order` (default newest). */
export async function listingMapPoints(db: Database, search: ListingSearch, order: ListingOrder = 'newest', limit?: number): Promise<ListingPointRow[]> {
  const query = db
    .select({ uls: listings.uls, latitude: listings.latitude, longitude: listings.longitude, price: listings.price })
    .from(listings)
    .where(listingSearchWhere(search))
    .orderBy(...listingOrderBy(order));
  return limit === undefined ? query : query.limit(limit);
}

/** Number of matching listings per property type (types without listings are absent). */
export async function countListingsByType(db: Database, search: ListingSearch): Promise<Record<string, number>> {
  const rows = await db.select({ type: listings.type, n: count() }).from(listings).where(listingSearchWhere(search)).groupBy(listings.type);
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.n)]));
}

/** A municipality having matching listings, with their number. */
export interface MunicipalityWithListings {
  code: string;
  name: string;
  count: number;
}

/** French collation of municipality names (accents sort with their base letter). */
const frenchNames = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Municipalities having matching listings, with counts, by name in French collation. */
export async function municipalitiesWithListings(db: Database, search: ListingSearch): Promise<MunicipalityWithListings[]> {
  const rows = await db
    .select({ code: municipalities.code, name: municipalities.name, n: count() })
    .from(listings)
    .innerJoin(municipalities, eq(municipalities.code, listings.municipalityCode))
    .where(listingSearchWhere(search))
    .groupBy(municipalities.code, municipalities.name);
  return rows.map((row) => ({ code: row.code, name: row.name, count: Number(row.n) })).sort((a, b) => frenchNames.compare(a.name, b.name) || a.code.localeCompare(b.code));
}
