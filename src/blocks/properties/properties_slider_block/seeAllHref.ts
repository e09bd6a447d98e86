/**
 * Destination of a listing block's see-all card (spec 001 §2 "Properties slider"): the search page
 * of the locale (`/fr/proprietes`, `/en/properties`) with the block's filters in the page URL's
 * format (filtersToUrlQuery: empty values omitted, lists comma-separated). Pure function.
 */
import { ROUTE_KEYS, type Locale } from '../../../lib/locales';
import type { SearchFilters } from '../../../schema/listingValues';
import { defaultFilters, filtersToUrlQuery } from '../_parts/search/filtersState';

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** Reads `core_data.propertiesFilters` (loosely typed on the wire) as a filter state. */
export function feedFilters(raw: Record<string, unknown> | undefined): SearchFilters {
  const filters = defaultFilters();
  if (!raw) return filters;
  filters.mun = stringList(raw.mun);
  filters.type = stringList(raw.type);
  filters.price_min = positive(raw.price_min);
  filters.price_max = positive(raw.price_max);
  filters.bedrooms = positive(raw.bedrooms);
  filters.bathrooms = positive(raw.bathrooms);
  filters.forSaleForRent = raw.forSaleForRent === 'rent' ? 'rent' : 'buy';
  filters.open_house = raw.open_house === true;
  return filters;
}

/** `/fr/proprietes?type=condo,maison` for a locale and the feed's filters. */
export function seeAllHref(locale: Locale, rawFilters: Record<string, unknown> | undefined): string {
  const query = filtersToUrlQuery(feedFilters(rawFilters)).toString();
  return `${ROUTE_KEYS.propertiesSearch[locale]}${query ? `?${query}` : ''}`;
}
