/**
 * Pure helpers of the search filter state (spec 001 §3 "Search filter state", §4 "Search"):
 * normalising a patch (list values sorted), equality, the page URL's query (empty, false, zero and
 * empty-list values omitted), typed casting back from the URL merged over defaults, and the number
 * of active filters shown on the filters button. No React, no browser globals.
 */
import { DEFAULT_SEARCH_FILTERS, ORDER_BY_VALUES, PROPERTY_TYPES, toPropertiesQuery, type MapBounds, type OrderBy, type SearchFilters } from '../../../../schema/listingValues';

/** The query flag that resets the filters on load (spec 001 §4). */
export const RESET_FILTERS_FLAG = 'reset_filters';

/** URL query keys owned by the filter state (map bounds are never put in the page URL). */
export const FILTER_URL_KEYS = ['mun', 'type', 'price_min', 'price_max', 'bedrooms', 'bathrooms', 'forSaleForRent', 'open_house', 'order_by'] as const;

/** Bedrooms / bathrooms choices (spec 001 §9: 1–5, meaning "at least N"). */
export const ROOM_OPTIONS = [1, 2, 3, 4, 5] as const;

/** A fresh copy of the defaults (lists are never shared between states). */
export function defaultFilters(): SearchFilters {
  return { ...DEFAULT_SEARCH_FILTERS, mun: [], type: [], map_bounds: null };
}

function sameBounds(a: MapBounds | null, b: MapBounds | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.NorthEast_lat === b.NorthEast_lat &&
    a.NorthEast_lng === b.NorthEast_lng &&
    a.SouthWest_lat === b.SouthWest_lat &&
    a.SouthWest_lng === b.SouthWest_lng
  );
}

/** Whether one filter value equals another (lists compared in order: normalise first). */
export function sameFilterValue<K extends keyof SearchFilters>(key: K, a: SearchFilters[K], b: SearchFilters[K]): boolean {
  if (key === 'map_bounds') return sameBounds(a as MapBounds | null, b as MapBounds | null);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, i) => value === b[i]);
  return a === b;
}

/** Whether two filter states are equal. */
export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return (Object.keys(DEFAULT_SEARCH_FILTERS) as (keyof SearchFilters)[]).every((key) => sameFilterValue(key, a[key], b[key]));
}

/** A copy of `value` ready to store: list values de-duplicated and sorted (spec 001 §4). */
export function normalizeFilterValue<K extends keyof SearchFilters>(key: K, value: SearchFilters[K]): SearchFilters[K] {
  if (Array.isArray(value)) return [...new Set(value.map(String))].sort() as SearchFilters[K];
  if (key === 'map_bounds' && value) return { ...(value as MapBounds) } as SearchFilters[K];
  return value;
}

/**
 * The keys of `patch` whose normalised value differs from `current` ("filters update only when a
 * value changed, list values sorted first", spec 001 §4), with their normalised values.
 */
export function changedFilters(current: SearchFilters, patch: Partial<SearchFilters>): Partial<SearchFilters> {
  const changed: Partial<SearchFilters> = {};
  for (const key of Object.keys(patch) as (keyof SearchFilters)[]) {
    if (!(key in DEFAULT_SEARCH_FILTERS)) continue;
    const value = patch[key];
    if (value === undefined) continue;
    const normalized = normalizeFilterValue(key, value as never);
    if (!sameFilterValue(key, current[key], normalized)) (changed as Record<string, unknown>)[key] = normalized;
  }
  return changed;
}

/**
 * The page URL's query for a filter state: empty, false, zero and empty-list values omitted, lists
 * comma-separated, `open_house=1`; map bounds left out (they are removed at each initial fetch).
 */
export function filtersToUrlQuery(filters: SearchFilters): URLSearchParams {
  return toPropertiesQuery({ ...filters, map_bounds: null });
}

function textList(values: string[]): string[] {
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

function positiveNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

/**
 * Reads the filter keys of a URL query with typed casting (spec 001 §4): `mun` and `type` to text
 * lists (comma-separated or repeated keys; unknown type codes dropped), prices and room counts to
 * numbers (rooms clamped to 1–5; non-numbers ignored), `forSaleForRent` to `buy`|`rent`,
 * `open_house` to a boolean (`1`/`true`), `order_by` to a sort value (hyphenated reading accepted).
 * @returns only the keys present in the query (merge it over {@link defaultFilters})
 */
export function filtersFromUrlQuery(query: URLSearchParams): Partial<SearchFilters> {
  const filters: Partial<SearchFilters> = {};
  if (query.has('mun')) filters.mun = [...new Set(textList(query.getAll('mun')))].sort();
  if (query.has('type')) {
    filters.type = [...new Set(textList(query.getAll('type')))].filter((code) => (PROPERTY_TYPES as readonly string[]).includes(code)).sort();
  }
  if (query.has('price_min')) filters.price_min = positiveNumber(query.get('price_min'));
  if (query.has('price_max')) filters.price_max = positiveNumber(query.get('price_max'));
  for (const key of ['bedrooms', 'bathrooms'] as const) {
    if (!query.has(key)) continue;
    const rooms = positiveNumber(query.get(key));
    filters[key] = rooms === null ? null : Math.min(5, Math.max(1, rooms));
  }
  if (query.has('forSaleForRent')) filters.forSaleForRent = query.get('forSaleForRent')?.trim().toLowerCase() === 'rent' ? 'rent' : 'buy';
  if (query.has('open_house')) filters.open_house = ['1', 'true', 'yes', 'on'].includes((query.get('open_house') ?? '').trim().toLowerCase());
  if (query.has('order_by')) {
    const raw = (query.get('order_by') ?? '').trim().replace('-', '_');
    filters.order_by = (ORDER_BY_VALUES as readonly string[]).includes(raw) ? (raw as OrderBy) : '';
  }
  return filters;
}

/** Whether the query holds any filter key (then the URL wins over session storage). */
export function hasFilterKeys(query: URLSearchParams): boolean {
  return FILTER_URL_KEYS.some((key) => query.has(key));
}

/**
 * A filter state read back from session storage or any untrusted object: each known key cast like
 * the URL's, merged over defaults. Anything unreadable gives the defaults.
 */
export function filtersFromStored(stored: unknown): SearchFilters {
  if (!stored || typeof stored !== 'object') return defaultFilters();
  const record = stored as Record<string, unknown>;
  const query = new URLSearchParams();
  for (const key of FILTER_URL_KEYS) {
    const value = record[key];
    if (Array.isArray(value)) query.set(key, value.map(String).join(','));
    else if (typeof value === 'number' || typeof value === 'string') query.set(key, String(value));
    else if (typeof value === 'boolean') query.set(key, value ? '1' : '0');
  }
  return { ...defaultFilters(), ...filtersFromUrlQuery(query) };
}

/**
 * The number of active criteria shown on the filters button: price range (1 when min or max set),
 * bedrooms, bathrooms, each property type, rent, open house. Municipalities and sort have their
 * own controls and are not counted.
 */
export function countActiveFilters(filters: SearchFilters): number {
  let count = 0;
  if (filters.price_min || filters.price_max) count += 1;
  if (filters.bedrooms) count += 1;
  if (filters.bathrooms) count += 1;
  count += filters.type.length;
  if (filters.forSaleForRent === 'rent') count += 1;
  if (filters.open_house) count += 1;
  return count;
}

/** Whether the state differs from the defaults (ignoring map bounds): enables the reset button. */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return !sameFilters({ ...filters, map_bounds: null }, defaultFilters());
}
