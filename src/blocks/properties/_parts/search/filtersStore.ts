/**
 * The search filters store (spec 001 §3 "Search filter state", §4 "Search"; spec 000 §3 "The store
 * modules propertiesSearchFilters and userContactInfos persist in session storage").
 *
 * One zustand store per router instance (created by `createAppStores`, never at module level).
 * `set(patch)` updates only the values that changed (lists sorted first) and bumps `version` only
 * then, so subscribers reload only on real changes. Every change is written to session storage
 * under `propertiesSearchFilters`; `hydrateFromSession()` reads it back (typed casting, merged over
 * defaults). Map bounds are kept in memory only.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readSessionJson, writeSessionJson } from '../../../../lib/sessionJson';
import type { SearchFilters } from '../../../../schema/listingValues';
import { SEARCH_FILTERS_STORAGE_KEY } from '../../../runtime/stores';
import { changedFilters, defaultFilters, filtersFromStored, sameFilters } from './filtersState';

export interface SearchFiltersState {
  filters: SearchFilters;
  /** Bumped on every real change (a cheap dependency for effects). */
  version: number;
  /** Merges `patch` over the current filters; a no-op when no value changed. */
  set(patch: Partial<SearchFilters>): void;
  /** Replaces every filter by the defaults merged with `next` (URL load). */
  replace(next: Partial<SearchFilters>): void;
  /** Back to the defaults (spec 001 §4 "Filters can be reset to defaults"). */
  reset(): void;
  /** Loads the filters saved in session storage, if any. */
  hydrateFromSession(): void;
}

/** Saves the filters but the map bounds (kept in memory only). */
function persist(filters: SearchFilters): void {
  const { map_bounds: _bounds, ...saved } = filters;
  writeSessionJson(SEARCH_FILTERS_STORAGE_KEY, saved);
}

/** Creates the filters store of one router instance, at the defaults. */
export function createSearchFiltersStore(): StoreApi<SearchFiltersState> {
  return createStore<SearchFiltersState>()((set, get) => {
    const commit = (next: SearchFilters) => {
      if (sameFilters(next, get().filters)) return;
      set((state) => ({ filters: next, version: state.version + 1 }));
      persist(next);
    };
    return {
      filters: defaultFilters(),
      version: 0,
      set(patch) {
        const changed = changedFilters(get().filters, patch);
        if (Object.keys(changed).length === 0) return;
        commit({ ...get().filters, ...changed });
      },
      replace(next) {
        const base = defaultFilters();
        commit({ ...base, ...changedFilters(base, next) });
      },
      reset() {
        commit(defaultFilters());
      },
      hydrateFromSession() {
        const stored = readSessionJson(SEARCH_FILTERS_STORAGE_KEY);
        if (stored) commit(filtersFromStored(stored));
      },
    };
  });
}
