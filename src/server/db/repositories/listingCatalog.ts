/**
 * Every listing of a site as QA lists it (`/api/cms/listings`): any source and status, filtered by
 * source, status and a text (number, MLS number or street), newest change first, with counts per
 * source.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { LISTING_SOURCES, listings, municipalities, type ListingRow } from '../schema';

export interface ListingCatalogFilters {
  source?: ListingRow['source'];
  status?: ListingRow['status'];
  /** Matched in the number, the MLS number and the street (either language). */
  q?: string;
}

/** One row of the catalogue. */
export interface ListingCatalogRow {
  uls: string;
  mlsNumber: string | null;
  listingKey: string | null;
  source: ListingRow['source'];
  status: ListingRow['status'];
  standardStatus: string | null;
  type: ListingRow['type'];
  price: number;
  address: ListingRow['address'];
  municipality: string;
  photoCount: number;
  updatedAt: Date;
}

function whereOf(siteId: string, filters: ListingCatalogFilters): SQL {
  const conditions: SQL[] = [eq(listings.siteId, siteId)];
  if (filters.source) conditions.push(eq(listings.source, filters.source));
  if (filters.status) conditions.push(eq(listings.status, filters.status));
  const text = filters.q?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(listings.uls, like), ilike(listings.mlsNumber, like), sql`${listings.address}::text ilike ${like}`) as SQL);
  }
  return and(...conditions) as SQL;
}

/** A page of the site's listings and the counts per source (of the site, unfiltered). */
export async function listListingCatalog(db: Database, siteId: string, filters: ListingCatalogFilters, page: number, limit: number) {
  const where = whereOf(siteId, filters);
  const rows: ListingCatalogRow[] = await db
    .select({
      uls: listings.uls,
      mlsNumber: listings.mlsNumber,
      listingKey: listings.listingKey,
      source: listings.source,
      status: listings.status,
      standardStatus: listings.standardStatus,
      type: listings.type,
      price: listings.price,
      address: listings.address,
      municipality: municipalities.name,
      photoCount: sql<number>`jsonb_array_length(${listings.photos})::int`,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .innerJoin(municipalities, eq(municipalities.code, listings.municipalityCode))
    .where(where)
    .orderBy(desc(listings.updatedAt), listings.uls)
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = await db.select({ total: count() }).from(listings).where(where);
  const bySource = await db.select({ source: listings.source, n: count() }).from(listings).where(eq(listings.siteId, siteId)).groupBy(listings.source);
  const counts = Object.fromEntries(LISTING_SOURCES.map((source) => [source, Number(bySource.find((row) => row.source === source)?.n ?? 0)]));
  return { rows, total: Number(total), counts: counts as Record<ListingRow['source'], number> };
}
