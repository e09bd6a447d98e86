// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_FILTERS } from '../../../../schema/listingValues';
import { SEARCH_FILTERS_STORAGE_KEY } from '../../../runtime/stores';
import { createSearchFiltersStore } from './filtersStore';

beforeEach(() => sessionStorage.clear());

describe('search filters store', () => {
  it('starts at the defaults, and each store is its own', () => {
    const a = createSearchFiltersStore();
    const b = createSearchFiltersStore();
    a.getState().set({ bedrooms: 3 });
    expect(a.getState().filters.bedrooms).toBe(3);
    expect(b.getState().filters).toEqual(DEFAULT_SEARCH_FILTERS);
  });

  it('updates only when a value changed, sorting lists first', () => {
    const store = createSearchFiltersStore();
    store.getState().set({ mun: ['58227', '58007'] });
    expect(store.getState().filters.mun).toEqual(['58007', '58227']);
    const version = store.getState().version;
    const filters = store.getState().filters;
    store.getState().set({ mun: ['58007', '58227'], bedrooms: null });
    expect(store.getState().version).toBe(version);
    expect(store.getState().filters).toBe(filters);
  });

  it('resets to the defaults', () => {
    const store = createSearchFiltersStore();
    store.getState().set({ type: ['condo'], open_house: true });
    store.getState().reset();
    expect(store.getState().filters).toEqual(DEFAULT_SEARCH_FILTERS);
  });

  it('saves every change in session storage (without map bounds) and reads it back', () => {
    const store = createSearchFiltersStore();
    store.getState().set({
      type: ['maison'],
      price_max: 500_000,
      map_bounds: { NorthEast_lat: 46, NorthEast_lng: -73, SouthWest_lat: 45, SouthWest_lng: -74 },
    });
    const saved = JSON.parse(sessionStorage.getItem(SEARCH_FILTERS_STORAGE_KEY)!);
    expect(saved).toMatchObject({ type: ['maison'], price_max: 500_000 });
    expect(saved).not.toHaveProperty('map_bounds');

    const next = createSearchFiltersStore();
    next.getState().hydrateFromSession();
    expect(next.getState().filters).toEqual({ ...DEFAULT_SEARCH_FILTERS, type: ['maison'], price_max: 500_000 });
  });

  it('ignores unreadable session storage', () => {
    sessionStorage.setItem(SEARCH_FILTERS_STORAGE_KEY, '{oops');
    const store = createSearchFiltersStore();
    store.getState().hydrateFromSession();
    expect(store.getState().filters).toEqual(DEFAULT_SEARCH_FILTERS);
  });

  it('replace() merges a URL state over the defaults', () => {
    const store = createSearchFiltersStore();
    store.getState().set({ bedrooms: 4 });
    store.getState().replace({ mun: ['2', '1'] });
    expect(store.getState().filters).toEqual({ ...DEFAULT_SEARCH_FILTERS, mun: ['1', '2'] });
  });
});
