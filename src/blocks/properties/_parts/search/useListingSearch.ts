/**
 * `useListingSearch(options)` — the listing and markers of the search page (spec 001 §4 "Search",
 * §7 `GET /properties` initial and more, §9 page size 25).
 *
 * - First results from the server (`firstResults`, the block's `core_data`): shown at once, from
 *   the HTML; when the visitor's filters are the ones they answer, the first load keeps them on
 *   screen and only completes them (markers, fresh total and cards) without clearing the list.
 * - Initial load: once `enabled` (filters read, block in view) and whenever the criteria change
 *   while not `paused` (overlay or dropdown open): clears the listing, calls `onReset` (the list
 *   scrolls to the top), removes the map bounds from the filters and asks
 *   `format=map&listingLimit=25` → total, markers, first 25 cards.
 * - Sort or map bounds change: clears the listing and loads page 1 again with the current bounds
 *   (markers then cover the visible area; `fitToPoints` turns false so the visitor's view stays).
 * - Map answers are asked for the map's box (`mapBox()`, px): a search of many listings comes back
 *   as bubbles grouped on the server (`clusters`) with the lone listings in `markers`, and, without
 *   map bounds, the matches' `extent` to fit the map to.
 * - `loadMore()`: the next page (`page`, `limit=25`) while fewer cards are listed than the total and
 *   no load is in progress; cards already listed are not repeated.
 * Answers of superseded loads are ignored. A failed load shows the error state (retry reloads).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListingsFeed } from '../../../../schema/listing';
import type { PropertyCard, PropertyMapCluster, PropertyMapPoint } from '../../../../schema/listingWire';
import { MAP_BOX_PX, SEARCH_PAGE_SIZE, toPropertiesQuery, type MapBounds, type SearchFilters } from '../../../../schema/listingValues';
import { useAppContext, useLocale, usePagePayload } from '../../../runtime/AppContext';
import { sameFilterValue } from './filtersState';
import { readPropertiesInitial, readPropertiesMore } from './propertiesAnswers';
import { useSearchFiltersStoreApi } from './useSearchFilterStore';

export type ListingSearchStatus = 'idle' | 'loading' | 'loading-more' | 'ready' | 'error';

export interface ListingSearchState {
  status: ListingSearchStatus;
  listing: PropertyCard[];
  /** Listings drawn one by one on the map (every match, or the lone ones beside `clusters`). */
  markers: PropertyMapPoint[];
  /** Bubbles grouped on the server for the map's box (empty when every match is a marker). */
  clusters: PropertyMapCluster[];
  /** `[[south, west], [north, east]]` of every match when the markers are not all of them. */
  extent: [[number, number], [number, number]] | null;
  /** Matching listings (of the last load), 0 before the first answer. */
  total: number;
  /** Last loaded page (1-based), 0 before the first answer. */
  page: number;
  /** False after a bounds or sort reload: the map keeps the visitor's view. */
  fitToPoints: boolean;
  /** True once a page came back empty or failed: no more pages are asked for. */
  exhausted: boolean;
}

export interface ListingSearchOptions {
  filters: SearchFilters;
  /** Load only when true (filters read from the URL and block in the viewport). */
  enabled: boolean;
  /** While true, filter changes wait (the overlay or the municipality dropdown is open). */
  paused: boolean;
  /** Called when a load clears the listing (scroll the list to the top). */
  onReset?: () => void;
  /** The server's first results and the filters they answer (`propertiesFilters`), if any. */
  firstResults?: ListingsFeed;
  /** The map box's size in px when a load starts (the map answer is grouped for it). */
  mapBox?: () => { width: number; height: number };
}

const INITIAL: ListingSearchState = { status: 'idle', listing: [], markers: [], clusters: [], extent: null, total: 0, page: 0, fitToPoints: true, exhausted: false };

/**
 * Listings on the map: the markers plus the bubbles' counts (the total once a map answer came;
 * 0 while only the server's first cards are shown, when no more pages are asked for yet).
 */
function mappedCount(state: ListingSearchState): number {
  return state.clusters.reduce((sum, cluster) => sum + cluster.count, state.markers.length);
}

/** `mapWidth` and `mapHeight` of a map box (whole px, within what the API accepts). */
function mapBoxQuery(box: { width: number; height: number } | undefined): Record<string, number> {
  if (!box) return {};
  const side = (px: number) => Math.min(MAP_BOX_PX.max, Math.max(MAP_BOX_PX.min, Math.round(px)));
  return { mapWidth: side(box.width), mapHeight: side(box.height) };
}

/** The criteria that trigger an initial load: everything but the map bounds and the sort. */
function criteriaKey(filters: SearchFilters): string {
  const { map_bounds: _bounds, order_by: _order, ...criteria } = filters;
  return JSON.stringify(criteria);
}

/** The state showing the server's first results (no markers yet), or the empty state. */
function initialState(firstResults: ListingsFeed | undefined): ListingSearchState {
  if (!firstResults?.propertiesFilters) return INITIAL;
  return { ...INITIAL, status: 'ready', listing: firstResults.propertiesListing, total: firstResults.total, page: 1 };
}

/** True when `filters` ask for exactly what the server's first results answer. */
function answeredBy(firstResults: ListingsFeed | undefined, filters: SearchFilters): boolean {
  const answered = firstResults?.propertiesFilters as SearchFilters | undefined;
  return !!answered && !filters.map_bounds && criteriaKey(filters) === criteriaKey(answered) && filters.order_by === answered.order_by;
}

export function useListingSearch({ filters, enabled, paused, onReset, firstResults, mapBox }: ListingSearchOptions) {
  const { api } = useAppContext();
  const payload = usePagePayload();
  const locale = useLocale();
  const store = useSearchFiltersStoreApi();
  const [state, setState] = useState<ListingSearchState>(() => initialState(firstResults));
  const stateRef = useRef(state);
  stateRef.current = state;
  const sequence = useRef(0);
  const loaded = useRef<{ key: string; order: string; bounds: MapBounds | null; filters: SearchFilters } | null>(null);
  const onResetRef = useRef(onReset);
  onResetRef.current = onReset;
  const mapBoxRef = useRef(mapBox);
  mapBoxRef.current = mapBox;
  const [attempt, setAttempt] = useState(0);

  const site = { micrositeId: payload.microsite_id, siteKey: payload.site_key, locale };

  const load = useCallback(
    (used: SearchFilters, fitToPoints: boolean, keepListing = false) => {
      const id = ++sequence.current;
      if (!keepListing) {
        onResetRef.current?.();
        const { markers, clusters, extent } = stateRef.current;
        setState({ ...INITIAL, status: 'loading', fitToPoints, markers, clusters, extent });
      }
      api
        .properties({ ...site, query: toPropertiesQuery(used, { format: 'map', listingLimit: SEARCH_PAGE_SIZE, ...mapBoxQuery(mapBoxRef.current?.()) }) })
        .then((response) => {
          if (id !== sequence.current) return;
          const answer = readPropertiesInitial(response);
          if (!answer) throw new Error(`GET /properties answered ${response.status}`);
          const { total, propertiesMap, propertiesListing, propertiesClusters = [], propertiesBounds = null } = answer;
          setState({
            status: 'ready',
            listing: propertiesListing,
            markers: propertiesMap,
            clusters: propertiesClusters,
            extent: propertiesBounds,
            total,
            page: 1,
            fitToPoints,
            exhausted: false,
          });
        })
        .catch((error: unknown) => {
          if (id !== sequence.current) return;
          console.warn('Listing search failed', error);
          // The server's results stay listed; only the map goes without markers.
          if (!keepListing) setState({ ...INITIAL, status: 'error', fitToPoints });
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new site or language starts a new search; the filters come as arguments
    [api, locale, payload.microsite_id, payload.site_key],
  );

  useEffect(() => {
    if (!enabled || paused) return;
    const key = criteriaKey(filters);
    const previous = loaded.current;
    if (!previous || previous.key !== key) {
      // Initial fetch: the map bounds are removed (spec 001 §4).
      const used = { ...filters, map_bounds: null };
      loaded.current = { key, order: filters.order_by, bounds: null, filters: used };
      if (filters.map_bounds) store.getState().set({ map_bounds: null });
      load(used, true, !previous && answeredBy(firstResults, filters));
    } else if (previous.order !== filters.order_by || !sameFilterValue('map_bounds', previous.bounds, filters.map_bounds)) {
      loaded.current = { key, order: filters.order_by, bounds: filters.map_bounds, filters };
      load(filters, false);
    }
  }, [enabled, paused, filters, load, store, firstResults]);

  // Retry after an error: the same filters again.
  useEffect(() => {
    if (attempt === 0 || !loaded.current) return;
    load(loaded.current.filters, true);
  }, [attempt, load]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    const used = loaded.current?.filters;
    if (!used || current.status !== 'ready' || current.exhausted || mappedCount(current) <= current.listing.length) return;
    const id = sequence.current;
    const page = current.page + 1;
    setState({ ...current, status: 'loading-more' });
    api
      .properties({ ...site, query: toPropertiesQuery(used, { page, limit: SEARCH_PAGE_SIZE }) })
      .then((response) => {
        if (id !== sequence.current) return;
        const cards = readPropertiesMore(response);
        if (!cards) throw new Error(`GET /properties answered ${response.status}`);
        setState((latest) => {
          const listed = new Set(latest.listing.map((card) => card.uls));
          const added = cards.filter((card) => !listed.has(card.uls));
          // An empty page means the end: stop asking.
          return { ...latest, status: 'ready', listing: [...latest.listing, ...added], page, exhausted: added.length === 0 };
        });
      })
      .catch((error: unknown) => {
        if (id !== sequence.current) return;
        console.warn('Loading more listings failed', error);
        setState((latest) => ({ ...latest, status: 'ready', exhausted: true }));
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new site or language starts a new search; the filters come as arguments
  }, [api, locale, payload.microsite_id, payload.site_key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const hasMore = state.status === 'ready' && !state.exhausted && mappedCount(state) > state.listing.length;
  return { ...state, hasMore, loadMore, retry };
}
