/**
 * The hero search bar (spec 001 §2 "Hero search bar", §7 "The property search bar fetches search
 * filters when first entering the viewport"):
 * - buy / rent tabs (a single-choice toggle group; below xl, 1200 px, "lg and down", each title
 *   shows only its first word — the full title stays the accessible name);
 * - the municipality dropdown — below `sm` (576 px) opening it opens the filters overlay instead,
 *   which then lists the municipalities too;
 * - the criteria button (with the number of active criteria) opening the filters overlay, whose
 *   count refreshes while it is open;
 * - the search button: navigates to `/fr/proprietes?…` | `/en/properties?…` with the filters in
 *   the URL (the same query the search page reads).
 * Filters start from session storage (the visitor's last search) and are saved there on change.
 */
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LISTING_PATH_PREFIX } from '../../../../schema/listingValues';
import { useLocale } from '../../../runtime/AppContext';
import { useNavigation } from '../../../runtime/navigation';
import { countActiveFilters, filtersToUrlQuery } from './filtersState';
import { LazyFiltersOverlay } from './LazyFiltersOverlay';
import { MunicipalityDropdown } from './MunicipalityDropdown';
import { useInView } from './useInView';
import { BELOW_SM_QUERY, useMediaQuery } from './useMediaQuery';
import { useSearchFiltersData } from './useSearchFiltersData';
import { useSearchFilterActions, useSearchFilters, useSearchFiltersStoreApi } from './useSearchFilterStore';
import styles from './HeroSearchBar.module.css';

export interface HeroSearchBarProps {
  /** Tab titles (full); default "Acheter une propriété" / "Louer une propriété". */
  buyLabel?: string;
  rentLabel?: string;
}

/** The search page URL for the current filters: `/fr/proprietes?mun=…&type=…`. */
export function searchPageHref(locale: 'fr' | 'en', query: URLSearchParams): string {
  const search = query.toString();
  return `${LISTING_PATH_PREFIX[locale]}${search ? `?${search}` : ''}`;
}

function TabTitle({ title }: { title: string }) {
  const space = title.indexOf(' ');
  if (space < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, space)}
      <span className={styles.tabRest}>{title.slice(space)}</span>
    </>
  );
}

export function HeroSearchBar({ buyLabel, rentLabel }: HeroSearchBarProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigation().useNavigate();
  const store = useSearchFiltersStoreApi();
  const root = useRef<HTMLDivElement>(null);
  const inView = useInView(root);
  const data = useSearchFiltersData(inView);
  const filters = useSearchFilters();
  const { set } = useSearchFilterActions();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const belowSm = useMediaQuery(BELOW_SM_QUERY);
  const active = countActiveFilters(filters);

  useEffect(() => {
    store.getState().hydrateFromSession();
  }, [store]);

  const buy = buyLabel || intl.formatMessage({ id: 'hero.search.buy' });
  const rent = rentLabel || intl.formatMessage({ id: 'hero.search.rent' });

  const submit = () => {
    setOverlayOpen(false);
    navigate(searchPageHref(locale, filtersToUrlQuery({ ...store.getState().filters, map_bounds: null })));
  };

  return (
    <div ref={root} className={styles.bar} data-testid="hero-search-bar">
      <div className={styles.tabs} role="group" aria-label={intl.formatMessage({ id: 'hero.search.transaction' })}>
        {(['buy', 'rent'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={styles.tab}
            aria-label={value === 'buy' ? buy : rent}
            aria-pressed={filters.forSaleForRent === value}
            onClick={() => set({ forSaleForRent: value })}
          >
            <TabTitle title={value === 'buy' ? buy : rent} />
          </button>
        ))}
      </div>
      <div className={styles.controls} role="search" aria-label={intl.formatMessage({ id: 'hero.search.label' })}>
        <MunicipalityDropdown
          className={styles.municipality}
          municipalities={data?.municipalities ?? []}
          value={filters.mun}
          onChange={(mun) => set({ mun })}
          isOpen={dropdownOpen}
          onOpenChange={setDropdownOpen}
          onOpenRequest={() => {
            if (!belowSm) return false;
            setOverlayOpen(true);
            return true;
          }}
        />
        <button type="button" className={styles.criteria} onClick={() => setOverlayOpen(true)} onPointerEnter={LazyFiltersOverlay.preload} onFocus={LazyFiltersOverlay.preload}>
          <SlidersHorizontal aria-hidden="true" />
          {intl.formatMessage({ id: 'hero.search.criteria' })}
          {active > 0 ? (
            <span className={styles.count}>
              <span aria-hidden="true">{active}</span>
              <span className={styles.srOnly}>{intl.formatMessage({ id: 'search.filters.active' }, { count: active })}</span>
            </span>
          ) : null}
        </button>
        <button type="button" className={styles.submit} onClick={submit}>
          <Search aria-hidden="true" />
          {intl.formatMessage({ id: 'hero.search.submit' })}
        </button>
      </div>
      <LazyFiltersOverlay isOpen={overlayOpen} onClose={() => setOverlayOpen(false)} data={data} withMunicipalities={belowSm} onConfirm={submit} />
    </div>
  );
}
