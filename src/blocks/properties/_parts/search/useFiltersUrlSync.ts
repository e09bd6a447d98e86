/**
 * Keeps the search filters and the page URL in step (spec 001 §4 "Search"): on mount the URL's
 * query is read — `reset_filters` resets the filters (and the flag is dropped from the URL), filter
 * keys are cast and merged over defaults, otherwise the filters saved in session storage are used —
 * then every change rewrites the query with `history.replaceState` (no navigation, no new history
 * entry), keeping unrelated parameters (`variant`, ...). Browser only; SSR renders the defaults.
 */
import { useEffect, useState } from 'react';
import { filtersFromUrlQuery, filtersToUrlQuery, FILTER_URL_KEYS, hasFilterKeys, RESET_FILTERS_FLAG } from './filtersState';
import { useSearchFiltersStoreApi } from './useSearchFilterStore';

/** Writes the filters into the current URL's query without navigating. */
export function writeFiltersToLocation(query: URLSearchParams): void {
  const url = new URL(window.location.href);
  for (const key of [...FILTER_URL_KEYS, RESET_FILTERS_FLAG]) url.searchParams.delete(key);
  for (const [key, value] of query) url.searchParams.set(key, value);
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', next);
  }
}

/**
 * @returns `true` once the filters have been read from the URL or session storage (load only then)
 */
export function useFiltersUrlSync(): boolean {
  const store = useSearchFiltersStoreApi();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const state = store.getState();
    if (query.has(RESET_FILTERS_FLAG)) state.reset();
    else if (hasFilterKeys(query)) state.replace(filtersFromUrlQuery(query));
    else state.hydrateFromSession();
    writeFiltersToLocation(filtersToUrlQuery(store.getState().filters));
    setReady(true);
    return store.subscribe((next, previous) => {
      if (next.filters !== previous.filters) writeFiltersToLocation(filtersToUrlQuery(next.filters));
    });
  }, [store]);

  return ready;
}
