/**
 * Parsing the query string of `GET /{microsite_id}/properties` (spec 001 §4 "Search", §7; the
 * format written by `toPropertiesQuery` in src/schema/listing.ts), strictly: an unknown
 * parameter or a bad value is reported per parameter (the route answers 422), never thrown.
 *
 * Parameters (empty values count as absent):
 * - `mun`, `type`: comma lists or repeated keys; MUN_CODEs (1–10 letters/digits), type codes of
 *   `LISTING_TYPE_CODES`; at most 200 entries each.
 * - `price_min`, `price_max`: whole CAD 0–1 000 000 000, `price_max ≥ price_min`.
 * - `bedrooms`, `bathrooms`: minimum counts 1–5.
 * - `forSaleForRent`: `buy` (default: transaction `sale`) or `rent`.
 * - `open_house`: `1`/`true` (listings with an open house ending after now) or `0`/`false`.
 * - `NorthEast_lat`, `NorthEast_lng`, `SouthWest_lat`, `SouthWest_lng`: all four or none, decimal
 *   degrees, south < north; the longitudes in either order (no antimeridian in Quebec).
 * - `order_by`: `newest` (default, also when empty), `oldest`, `price_desc`, `price_asc`
 *   (`price-desc`, `price-asc` accepted).
 * - `format`: `map` (initial call: all points + first `listingLimit` cards, 1–100, default 25)
 *   or `count` (total only); without it, a page: `page` ≥ 1 (default 1) and `limit` 1–100
 *   (default 25). `listingLimit` only goes with `format=map`, `page`/`limit` only without format.
 * - `mapWidth`, `mapHeight`: both or none, only with `format=map`: the map box in whole px
 *   (`MAP_BOX_PX`: 100–8000); with them, many matches come grouped for that box
 *   (listingClusters.ts).
 * Each parameter but `mun` and `type` may appear once.
 */
import { z } from 'zod';
import { orderBy, LISTING_TYPE_CODES, SEARCH_PAGE_SIZE, type OrderBy } from '../../../schema/listing';
import { MAP_BOX_PX } from '../../../schema/listingValues';
import type { ListingBounds, ListingSearch } from '../../db/repositories/listings';

/** Largest page, `listingLimit` and `limit`. */
export const MAX_PAGE_SIZE = 100;
/** Largest accepted price (whole CAD): fits the integer column. */
export const MAX_PRICE = 1_000_000_000;
/** Largest number of municipality or type codes in one search. */
export const MAX_CODES = 200;

const LIST_PARAMS = ['mun', 'type'] as const;
const SINGLE_PARAMS = [
  'price_min',
  'price_max',
  'bedrooms',
  'bathrooms',
  'forSaleForRent',
  'open_house',
  'NorthEast_lat',
  'NorthEast_lng',
  'SouthWest_lat',
  'SouthWest_lng',
  'order_by',
  'format',
  'listingLimit',
  'page',
  'limit',
  'mapWidth',
  'mapHeight',
] as const;
const BOUND_PARAMS = ['NorthEast_lat', 'NorthEast_lng', 'SouthWest_lat', 'SouthWest_lng'] as const;

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,12}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`));

const degrees = (limit: number) =>
  z
    .string()
    .regex(/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/, 'Expected a number of degrees')
    .transform(Number)
    .pipe(z.number().min(-limit, `Must be at least -${limit}`).max(limit, `Must be at most ${limit}`));

const municipalityCode = z.string().regex(/^[0-9A-Za-z]{1,10}$/, 'Expected municipality codes (MUN_CODE)');
const propertyType = z.enum(LISTING_TYPE_CODES, { error: `Expected property types among ${LISTING_TYPE_CODES.join(', ')}` });

/** Schema of one value per parameter (after list splitting and empty values dropped). */
const paramSchemas = {
  mun: z.array(municipalityCode).max(MAX_CODES, `At most ${MAX_CODES} municipalities`),
  type: z.array(propertyType).max(MAX_CODES, `At most ${MAX_CODES} types`),
  price_min: wholeNumber(0, MAX_PRICE),
  price_max: wholeNumber(0, MAX_PRICE),
  bedrooms: wholeNumber(1, 5),
  bathrooms: wholeNumber(1, 5),
  forSaleForRent: z.enum(['buy', 'rent'], { error: 'Expected buy or rent' }),
  open_house: z.enum(['1', 'true', '0', 'false'], { error: 'Expected 1, true, 0 or false' }),
  NorthEast_lat: degrees(90),
  NorthEast_lng: degrees(180),
  SouthWest_lat: degrees(90),
  SouthWest_lng: degrees(180),
  order_by: orderBy,
  format: z.enum(['map', 'count'], { error: 'Expected map or count' }),
  listingLimit: wholeNumber(1, MAX_PAGE_SIZE),
  page: wholeNumber(1, 1_000_000),
  limit: wholeNumber(1, MAX_PAGE_SIZE),
  mapWidth: wholeNumber(MAP_BOX_PX.min, MAP_BOX_PX.max),
  mapHeight: wholeNumber(MAP_BOX_PX.min, MAP_BOX_PX.max),
};

/** What the call asks for besides the filters. */
export type PropertiesCall = { format: 'map'; listingLimit: number; mapBox: { width: number; height: number } | null } | { format: 'count' } | { format: 'page'; page: number; limit: number };

/** A parsed `GET /properties` query: the search (without the site) and the call. */
export interface PropertiesQuery {
  search: Omit<ListingSearch, 'siteId'>;
  order: OrderBy;
  call: PropertiesCall;
}

export type ParsePropertiesResult = { ok: true; query: PropertiesQuery } | { ok: false; errors: Record<string, string[]> };

/**
 * Parses a query given as repeated values per key (Hono's `c.req.queries()`, or
 * `URLSearchParams` via {@link queryRecord}). `now` decides which open houses are still to come.
 */
export function parsePropertiesQuery(raw: Record<string, string[]>, now: Date = new Date()): ParsePropertiesResult {
  // Null-prototype records: parameter names such as `__proto__` or `constructor` are plain keys.
  const errors: Record<string, string[]> = Object.create(null);
  const fail = (key: string, message: string) => void (errors[key] ??= []).push(message);
  const values: Record<string, unknown> = Object.create(null);

  for (const [key, given] of Object.entries(raw)) {
    if ((LIST_PARAMS as readonly string[]).includes(key)) {
      const items = given
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '');
      if (items.length) values[key] = [...new Set(items)];
    } else if ((SINGLE_PARAMS as readonly string[]).includes(key)) {
      const present = given.filter((v) => v.trim() !== '');
      if (present.length > 1) fail(key, 'Expected a single value');
      else if (present.length === 1) values[key] = present[0].trim();
    } else {
      fail(key, 'Unknown parameter');
    }
  }

  const parsed: Partial<{ [K in keyof typeof paramSchemas]: z.output<(typeof paramSchemas)[K]> }> = Object.create(null);
  for (const [key, value] of Object.entries(values)) {
    if (errors[key]) continue;
    const schema = paramSchemas[key as keyof typeof paramSchemas];
    const result = schema.safeParse(value);
    if (result.success) (parsed as Record<string, unknown>)[key] = result.data;
    else for (const issue of result.error.issues) fail(key, issue.message);
  }

  if (parsed.price_min != null && parsed.price_max != null && parsed.price_max < parsed.price_min) {
    fail('price_max', 'Must be at least price_min');
  }

  let bounds: ListingBounds | null = null;
  const givenBounds = BOUND_PARAMS.filter((key) => key in values);
  if (givenBounds.length > 0 && givenBounds.length < 4) {
    for (const key of BOUND_PARAMS) if (!(key in values)) fail(key, 'Map bounds need all four of NorthEast_lat, NorthEast_lng, SouthWest_lat, SouthWest_lng');
  } else if (givenBounds.length === 4 && BOUND_PARAMS.every((key) => parsed[key] != null)) {
    const north = parsed.NorthEast_lat!;
    const south = parsed.SouthWest_lat!;
    if (!(south < north)) fail('SouthWest_lat', 'Must be less than NorthEast_lat');
    else {
      const west = Math.min(parsed.SouthWest_lng!, parsed.NorthEast_lng!);
      const east = Math.max(parsed.SouthWest_lng!, parsed.NorthEast_lng!);
      bounds = { south, north, west, east };
    }
  }

  const format = parsed.format;
  if ('listingLimit' in values && format !== 'map') fail('listingLimit', 'Only with format=map');
  for (const key of ['mapWidth', 'mapHeight'] as const) {
    if (key in values && format !== 'map') fail(key, 'Only with format=map');
    else if (!(key in values) && (key === 'mapWidth' ? 'mapHeight' : 'mapWidth') in values) fail(key, 'Map size needs both mapWidth and mapHeight');
  }
  for (const key of ['page', 'limit'] as const) {
    if (key in values && format) fail(key, `Not with format=${format}`);
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const call: PropertiesCall =
    format === 'map'
      ? {
          format: 'map',
          listingLimit: parsed.listingLimit ?? SEARCH_PAGE_SIZE,
          mapBox: parsed.mapWidth != null && parsed.mapHeight != null ? { width: parsed.mapWidth, height: parsed.mapHeight } : null,
        }
      : format === 'count'
        ? { format: 'count' }
        : { format: 'page', page: parsed.page ?? 1, limit: parsed.limit ?? SEARCH_PAGE_SIZE };
  const openHouse = parsed.open_house === '1' || parsed.open_house === 'true';
  return {
    ok: true,
    query: {
      search: {
        transaction: parsed.forSaleForRent === 'rent' ? 'rent' : 'sale',
        municipalityCodes: parsed.mun ?? [],
        types: parsed.type ?? [],
        priceMin: parsed.price_min ?? null,
        priceMax: parsed.price_max ?? null,
        bedrooms: parsed.bedrooms ?? null,
        bathrooms: parsed.bathrooms ?? null,
        openHouseAfter: openHouse ? now : null,
        bounds,
      },
      order: parsed.order_by ?? 'newest',
      call,
    },
  };
}

/** A `URLSearchParams` as repeated values per key (the input of {@link parsePropertiesQuery}). */
export function queryRecord(params: URLSearchParams): Record<string, string[]> {
  const record: Record<string, string[]> = Object.create(null);
  for (const [key, value] of params) (record[key] ??= []).push(value);
  return record;
}
