/**
 * The listing search routes of the content API (spec 001 §7), protected by
 * `X-Site-Key` ({@link siteIdFromKey}: 401/404/403), texts in the Content-Language locale (fr
 * default), `Cache-Control: private, max-age=30`:
 *
 * - `GET /{microsite_id}/properties?{query}` ({@link parsePropertiesQuery}; 422
 *   `{ status: 'error', errors: { param: [message] } }` for unknown parameters or bad values):
 *   - `format=map` → `{ data: { total, propertiesMap, propertiesListing } }`: every match as a
 *     compact point, and the first `listingLimit` cards; with `mapWidth` and `mapHeight` and more
 *     than {@link MAP_POINTS_LIMIT} matches, grouped for that map box: `propertiesClusters`, the
 *     lone listings in `propertiesMap`, and `propertiesBounds` without map bounds (listingClusters.ts);
 *   - `format=count` → `{ data: { total } }`;
 *   - otherwise → `{ data: { total, propertiesListing } }`: page `page` of `limit` cards.
 *   Only the site's `active` listings; order newest first unless `order_by`, ties by MLS number.
 *   Served from an in-memory index of the site's listings (listingIndex.ts, listingSearch.ts).
 * - `GET /{microsite_id}/property/{uls}/tooltip` → `{ data: tooltip }`, or 404 `{ data: null }`
 *   when the site has no active listing with that MLS number.
 * - `GET /{microsite_id}/search-filters` → `{ data: { municipalities: [{ MUN_CODE, DESCRIPTION,
 *   count }], property_types: [{ code, label: { fr, en }, count }] } }`: municipalities having
 *   active listings (by name, French collation) and every property type with its count.
 */
import type { Context } from 'hono';
import { LISTING_TYPE_CODES, PROPERTY_TYPE_LABELS, type SearchFiltersData } from '../../../schema/listing';
import type { Database } from '../../db/client';
import { countListingsByType, findSiteListing, municipalitiesWithListings } from '../../db/repositories/listings';
import { toPropertyTooltip } from './listingCards';
import { clusterMatches, MAP_POINTS_LIMIT } from './listingClusters';
import { siteListingIndex } from './listingIndex';
import { countMatches, indexedCards, indexedPoints, listingsAtRanks, mapPointsJson, matchHits, matchRanks } from './listingSearch';
import { parsePropertiesQuery } from './propertiesQuery';
import { requestLocale, siteIdFromKey } from '../siteAccess';

/** Cache-Control of the search answers: short and private (listings change a few times a day). */
export const LISTINGS_CACHE_CONTROL = 'private, max-age=30';

/**
 * `GET /{microsite_id}/properties`, served from the site's in-memory index
 * ({@link siteListingIndex}); the `propertiesMap` JSON is joined from pre-serialised points.
 */
export async function propertiesHandler(c: Context, db: Database) {
  const access = await siteIdFromKey(c, db);
  if (!access.ok) return access.response;
  const parsed = parsePropertiesQuery(c.req.queries(), new Date());
  if (!parsed.ok) return c.json({ status: 'error', errors: parsed.errors }, 422);
  const locale = requestLocale(c);
  const { search, order, call } = parsed.query;
  const siteId = access.siteId;
  const index = await siteListingIndex(db, siteId);
  c.header('Cache-Control', LISTINGS_CACHE_CONTROL);
  c.header('Vary', 'Content-Language, X-Site-Key');

  if (call.format === 'count') {
    return c.json({ data: { total: countMatches(index, search) } });
  }
  // A map fitted to the matches needs their extent: measured in the same pass.
  const matched = matchHits(index, search, call.format === 'map' && call.mapBox !== null && !search.bounds);
  const cardsOf = (ranks: Uint32Array) => indexedCards(db, siteId, locale, index, listingsAtRanks(index, order, ranks));
  if (call.format === 'map') {
    const head = `{"data":{"total":${matched.count},"propertiesMap":`;
    let body: string | Uint8Array<ArrayBuffer>;
    if (call.mapBox && matched.count > MAP_POINTS_LIMIT) {
      // Only the first cards need the order: the walk stops after them. Both read the hit table
      // before the cards are awaited (another search may write it meanwhile).
      const firstRanks = matchRanks(index, search, order, matched, call.listingLimit);
      const grouped = clusterMatches(index, matched, search.bounds ?? null, call.mapBox);
      const cards = await cardsOf(firstRanks);
      const extent = grouped.extent ? `,"propertiesBounds":${JSON.stringify(grouped.extent)}` : '';
      body = `${head}${JSON.stringify(indexedPoints(index, grouped.points))},"propertiesClusters":${JSON.stringify(grouped.clusters)}${extent},"propertiesListing":${JSON.stringify(cards)}}}`;
    } else {
      const ranks = matchRanks(index, search, order, matched);
      const cards = await cardsOf(ranks.subarray(0, call.listingLimit));
      body = mapPointsJson(index, order, ranks, head, `,"propertiesListing":${JSON.stringify(cards)}}}`);
    }
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  }
  const start = (call.page - 1) * call.limit;
  const ranks = matchRanks(index, search, order, matched, start + call.limit);
  return c.json({ data: { total: matched.count, propertiesListing: await cardsOf(ranks.subarray(start)) } });
}

/** `GET /{microsite_id}/property/{uls}/tooltip`. */
export async function propertyTooltipHandler(c: Context, db: Database) {
  const access = await siteIdFromKey(c, db);
  if (!access.ok) return access.response;
  const uls = c.req.param('uls') ?? '';
  const found = /^[0-9A-Za-z-]{1,32}$/.test(uls) ? await findSiteListing(db, access.siteId, uls) : null;
  c.header('Cache-Control', LISTINGS_CACHE_CONTROL);
  c.header('Vary', 'Content-Language, X-Site-Key');
  if (!found || found.listing.status !== 'active') return c.json({ data: null }, 404);
  return c.json({ data: toPropertyTooltip(requestLocale(c), found.listing, found.municipalityName) });
}

/** `GET /{microsite_id}/search-filters`. */
export async function searchFiltersHandler(c: Context, db: Database) {
  const access = await siteIdFromKey(c, db);
  if (!access.ok) return access.response;
  const search = { siteId: access.siteId };
  const [municipalities, counts] = await Promise.all([municipalitiesWithListings(db, search), countListingsByType(db, search)]);
  const data: SearchFiltersData = {
    municipalities: municipalities.map((m) => ({ MUN_CODE: m.code, DESCRIPTION: m.name, count: m.count })),
    // `other` (a feed's type no code matches) only when some listing has it.
    property_types: LISTING_TYPE_CODES.filter((code) => code !== 'other' || (counts[code] ?? 0) > 0).map((code) => ({ code, label: PROPERTY_TYPE_LABELS[code], count: counts[code] ?? 0 })),
  };
  c.header('Cache-Control', LISTINGS_CACHE_CONTROL);
  c.header('Vary', 'X-Site-Key');
  return c.json({ data });
}
