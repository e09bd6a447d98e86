/**
 * Hooks over the per-router search filters store (see filtersStore.ts). The store belongs to the
 * router's stores but is created by the first search part that needs it, so pages without a search
 * do not carry its code.
 */
import type { StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SearchFilters } from '../../../../schema/listingValues';
import { useAppContext } from '../../../runtime/AppContext';
import type { AppStores } from '../../../runtime/stores';
import { createSearchFiltersStore, type SearchFiltersState } from './filtersStore';

const filterStores = new WeakMap<AppStores, StoreApi<SearchFiltersState>>();

/** The search filters store of a router's stores (created on first use). */
export function searchFiltersStoreOf(stores: AppStores): StoreApi<SearchFiltersState> {
  let store = filterStores.get(stores);
  if (!store) {
    store = createSearchFiltersStore();
    filterStores.set(stores, store);
  }
  return store;
}

/** The store API itself (for `getState()` in callbacks). */
export function useSearchFiltersStoreApi() {
  return searchFiltersStoreOf(useAppContext().stores);
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
