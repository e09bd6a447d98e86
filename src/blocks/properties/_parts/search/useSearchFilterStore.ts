/**
 * Hooks over the per-router search filters store (`stores.searchFilters`, see filtersStore.ts).
 */
import { useStore } from 'zustand';
import type { SearchFilters } from '../../../../schema/listing';
import { useAppContext } from '../../../runtime/AppContext';
import type { SearchFiltersState } from './filtersStore';

/** The store API itself (for `getState()` in callbacks). */
export function useSearchFiltersStoreApi() {
  return useAppContext().stores.searchFilters;
}

/** The current filter state; re-renders on every change. */
export function useSearchFilters(): SearchFilters {
  return useStore(useSearchFiltersStoreApi(), (state) => state.filters);
}

/** The store's actions (`set`, `replace`, `reset`), stable across renders. */
export function useSearchFilterActions(): Pick<SearchFiltersState, 'set' | 'replace' | 'reset'> {
  const state = useSearchFiltersStoreApi().getState();
  return { set: state.set, replace: state.replace, reset: state.reset };
}
