/**
 * The listing search page block (spec 001 §2 "Search properties", §4 "Search", §9).
 *
 * - Filters come from the URL (typed casting, `reset_filters`), else session storage, and are
 *   written back to both on every change (useFiltersUrlSync, filtersStore).
 * - The first results come with the page (`block_params.core_data`, for a visitor without
 *   filters): the HTML lists them, and the first load only completes them with the map's markers.
 * - The first load waits until the block enters the viewport; filter changes reload the list
 *   unless the filters overlay or the municipality dropdown is open (then when it closes).
 * - Desktop (lg, 992 px, and up): the card list (its own scroll box) beside the map, with a
 *   show/hide list toggle. Below lg: the list, and a floating list/map toggle opening a full-screen
 *   map (page scroll locked while it shows).
 * - Moving the map searches the visible area (`map_bounds`); hovering a card highlights its marker.
 * - Its code comes with the page when the visitor brings filters (in the address or kept by the
 *   session), else when the map's pane shows (a wide screen), the list end comes near or the visitor
 *   reaches for the block (src/renderer/blocks/hydrateOnIntent.ts): a phone shows the server's first
 *   results, and the first load completes them once the code is here.
 */
import { List, Map as MapIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FIRST_BLOCK_PARSED_ID, HYDRATE_NEAR_PROPS } from '../../../lib/pageBlockMarkers';
import type { MapBounds } from '../../../schema/listingValues';
import type { BlockProps } from '../../defineBlock';
import { useAppContext, useLocalized } from '../../runtime/AppContext';
import { LazyListingsMap } from '../_parts/map/LazyListingsMap';
import { FilterBar } from '../_parts/search/FilterBar';
import { LazyFiltersOverlay } from '../_parts/search/LazyFiltersOverlay';
import { ListingResults } from '../_parts/search/ListingResults';
import { useFiltersUrlSync } from '../_parts/search/useFiltersUrlSync';
import { useInView } from '../_parts/search/useInView';
import { useListingSearch } from '../_parts/search/useListingSearch';
import { DESKTOP_QUERY, useMediaQuery } from '../_parts/search/useMediaQuery';
import { useSearchFiltersData } from '../_parts/search/useSearchFiltersData';
import { useSearchFilters, useSearchFiltersStoreApi } from '../_parts/search/useSearchFilterStore';
import type { searchPropertiesFields, searchPropertiesParams } from './schema';
import styles from './SearchPropertiesBlock.module.css';

/**
 * The map's box in px: the map pane's, or the window's when the map is not shown (on a phone it
 * opens full screen).
 */
function mapBoxSize(pane: HTMLElement | null): { width: number; height: number } {
  const rect = pane?.getBoundingClientRect();
  if (rect && rect.width > 0 && rect.height > 0) return { width: rect.width, height: rect.height };
  return { width: window.innerWidth, height: window.innerHeight };
}

export function SearchPropertiesBlock({ fields, params, index }: BlockProps<typeof searchPropertiesFields, typeof searchPropertiesParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const { stores } = useAppContext();
  const store = useSearchFiltersStoreApi();
  const root = useRef<HTMLElement>(null);
  const listPane = useRef<HTMLDivElement>(null);
  const mapPane = useRef<HTMLDivElement>(null);
  const ready = useFiltersUrlSync();
  const inView = useInView(root);
  const data = useSearchFiltersData(inView);
  const filters = useSearchFilters();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [highlightedUls, setHighlightedUls] = useState<string | null>(null);
  const [listHidden, setListHidden] = useState(false);
  const [mobileView, setMobileView] = useState<'list' | 'map'>('list');
  const isDesktop = useMediaQuery(DESKTOP_QUERY);

  const scrollListToTop = useCallback(() => {
    const pane = listPane.current;
    if (!pane) return;
    if (pane.scrollHeight > pane.clientHeight && typeof pane.scrollTo === 'function') pane.scrollTo({ top: 0 });
    const top = root.current?.getBoundingClientRect().top ?? 0;
    if (top < 0 && typeof window.scrollBy === 'function') window.scrollBy({ top });
  }, []);

  const search = useListingSearch({
    filters,
    enabled: ready && inView,
    paused: overlayOpen || dropdownOpen,
    onReset: scrollListToTop,
    firstResults: params.core_data,
    mapBox: useCallback(() => mapBoxSize(mapPane.current), []),
  });

  const onBoundsChange = useCallback((bounds: MapBounds) => store.getState().set({ map_bounds: bounds }), [store]);

  const fullScreenMap = !isDesktop && mobileView === 'map';
  useEffect(() => {
    stores.scrollLock.getState().set('search-map', fullScreenMap);
    return () => stores.scrollLock.getState().set('search-map', false);
  }, [fullScreenMap, stores]);

  const title = localize(fields.main_title);
  const Heading = index === 0 ? 'h1' : 'h2';
  const showMap = isDesktop || mobileView === 'map';
  const total = search.status === 'ready' || search.status === 'loading-more' ? search.total : null;
  const highlightedCard = highlightedUls ? search.listing.find((card) => card.uls === highlightedUls) : undefined;
  const highlightedPoint = useMemo(
    () => (highlightedCard ? { uls: highlightedCard.uls, coords: highlightedCard.coords, price: highlightedCard.price } : null),
    [highlightedCard],
  );

  return (
    <section ref={root} className={styles.section} data-testid="search-properties">
      <div className={styles.head}>
        {title ? <Heading className={styles.title}>{title}</Heading> : null}
        <FilterBar data={data} total={total} dropdownOpen={dropdownOpen} onDropdownOpenChange={setDropdownOpen} onOpenFilters={() => setOverlayOpen(true)} />
      </div>
      {/* Opening the page, the first paint waits for the filter bar whole (src/renderer/page/firstPaint.ts). */}
      {index === 0 ? <template id={FIRST_BLOCK_PARSED_ID} /> : null}
      <div className={styles.layout} data-list-hidden={(isDesktop && listHidden) || undefined} data-view={isDesktop ? 'split' : mobileView}>
        <div ref={listPane} className={styles.listPane} hidden={(isDesktop && listHidden) || fullScreenMap}>
          <ListingResults
            status={search.status}
            listing={search.listing}
            hasMore={search.hasMore}
            onLoadMore={search.loadMore}
            onRetry={search.retry}
            highlightedUls={highlightedUls}
            onHover={setHighlightedUls}
            scrollRoot={listPane}
          />
        </div>
        {/* The map's pane is drawn by the server too (CSS shows it from lg): the part that needs the block's code on a wide screen. */}
        <div ref={mapPane} className={fullScreenMap ? styles.mapFullScreen : styles.mapPane} data-testid="search-map" {...HYDRATE_NEAR_PROPS}>
          {showMap ? (
            <LazyListingsMap
              points={search.markers}
              clusters={search.clusters}
              extent={search.extent}
              highlightedPoint={highlightedPoint}
              label={intl.formatMessage({ id: 'search.map.label' })}
              highlightedUls={highlightedUls}
              onBoundsChange={onBoundsChange}
              fitToPoints={search.fitToPoints}
              height="100%"
            />
          ) : null}
          {isDesktop ? (
            <button type="button" className={styles.listToggle} onClick={() => setListHidden((hidden) => !hidden)} aria-pressed={!listHidden}>
              {listHidden ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
              {intl.formatMessage({ id: listHidden ? 'search.list.show' : 'search.list.hide' })}
            </button>
          ) : null}
        </div>
      </div>
      {!isDesktop ? (
        <button type="button" className={styles.viewToggle} onClick={() => setMobileView((view) => (view === 'list' ? 'map' : 'list'))} data-testid="view-toggle">
          {mobileView === 'list' ? <MapIcon aria-hidden="true" /> : <List aria-hidden="true" />}
          {intl.formatMessage({ id: mobileView === 'list' ? 'search.view.map' : 'search.view.list' })}
        </button>
      ) : null}
      <LazyFiltersOverlay isOpen={overlayOpen} onClose={() => setOverlayOpen(false)} data={data} />
    </section>
  );
}
