/**
 * The search page's filter bar (spec 001 §2 "Search properties"): municipality dropdown, filters
 * button with the number of active criteria, reset button (disabled when nothing is set), the
 * result count in a polite live region, and the sort select.
 */
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { SearchFiltersData } from '../../../../schema/listing';
import { countActiveFilters, hasActiveFilters } from './filtersState';
import { MunicipalityDropdown } from './MunicipalityDropdown';
import { SortSelect } from './SortSelect';
import { useSearchFilterActions, useSearchFilters } from './useSearchFilterStore';
import styles from './search.module.css';

export interface FilterBarProps {
  data: SearchFiltersData | null;
  /** Matching listings, or null while the first load runs. */
  total: number | null;
  dropdownOpen: boolean;
  onDropdownOpenChange(open: boolean): void;
  onOpenFilters(): void;
}

export function FilterBar({ data, total, dropdownOpen, onDropdownOpenChange, onOpenFilters }: FilterBarProps) {
  const intl = useIntl();
  const filters = useSearchFilters();
  const { set, reset } = useSearchFilterActions();
  const active = countActiveFilters(filters);
  return (
    <div className={styles.filterBar} role="search" aria-label={intl.formatMessage({ id: 'search.bar.label' })}>
      <div className={styles.filterControls}>
        <MunicipalityDropdown
          municipalities={data?.municipalities ?? []}
          value={filters.mun}
          onChange={(mun) => set({ mun })}
          isOpen={dropdownOpen}
          onOpenChange={onDropdownOpenChange}
        />
        <button type="button" className={styles.filtersButton} onClick={onOpenFilters} data-active={active > 0 || undefined}>
          <SlidersHorizontal className={styles.buttonIcon} aria-hidden="true" />
          {intl.formatMessage({ id: 'search.filters.button' })}
          {active > 0 ? (
            <span className={styles.activeCount}>
              <span aria-hidden="true">{active}</span>
              <span className={styles.visuallyHidden}>{intl.formatMessage({ id: 'search.filters.active' }, { count: active })}</span>
            </span>
          ) : null}
        </button>
        <button type="button" className={styles.resetButton} onClick={reset} disabled={!hasActiveFilters(filters)}>
          <RotateCcw className={styles.buttonIcon} aria-hidden="true" />
          {intl.formatMessage({ id: 'search.reset' })}
        </button>
      </div>
      <div className={styles.filterMeta}>
        <p className={styles.resultCount} role="status" aria-live="polite" data-testid="result-count">
          {total === null ? intl.formatMessage({ id: 'search.count.loading' }) : intl.formatMessage({ id: 'search.count.results' }, { count: total })}
        </p>
        <SortSelect value={filters.order_by} onChange={(order_by) => set({ order_by })} />
      </div>
    </div>
  );
}
