import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_FILTERS } from '../../../../schema/listingValues';
import {
  changedFilters,
  countActiveFilters,
  defaultFilters,
  filtersFromStored,
  filtersFromUrlQuery,
  filtersToUrlQuery,
  hasActiveFilters,
  hasFilterKeys,
} from './filtersState';

describe('filtersToUrlQuery', () => {
  it('omits empty, false, zero and empty-list values', () => {
    expect(filtersToUrlQuery(defaultFilters()).toString()).toBe('');
    expect(filtersToUrlQuery({ ...defaultFilters(), price_min: 0, bedrooms: null, open_house: false, mun: [] }).toString()).toBe('');
  });

  it('writes lists sorted and comma-separated, open_house as 1, rent only when set, never the map bounds', () => {
    const query = filtersToUrlQuery({
      ...defaultFilters(),
      mun: ['58227', '58007'],
      type: ['maison', 'condo'],
      price_min: 250_000,
      price_max: 600_000,
      bedrooms: 3,
      bathrooms: 2,
      forSaleForRent: 'rent',
      open_house: true,
      order_by: 'price_asc',
      map_bounds: { NorthEast_lat: 46, NorthEast_lng: -73, SouthWest_lat: 45, SouthWest_lng: -74 },
    });
    expect(Object.fromEntries(query)).toEqual({
      mun: '58007,58227',
      type: 'condo,maison',
      price_min: '250000',
      price_max: '600000',
      bedrooms: '3',
      bathrooms: '2',
      forSaleForRent: 'rent',
      open_house: '1',
      order_by: 'price_asc',
    });
  });
});

describe('filtersFromUrlQuery (typed casting)', () => {
  it('casts each value by type', () => {
    const filters = filtersFromUrlQuery(
      new URLSearchParams('mun=58227,58007&type=maison&type=condo&price_min=250000&price_max=abc&bedrooms=9&bathrooms=0&forSaleForRent=rent&open_house=1&order_by=price-desc'),
    );
    expect(filters).toEqual({
      mun: ['58007', '58227'],
      type: ['condo', 'maison'],
      price_min: 250_000,
      price_max: null,
      bedrooms: 5,
      bathrooms: null,
      forSaleForRent: 'rent',
      open_house: true,
      order_by: 'price_desc',
    });
  });

  it('drops unknown property types and sort values, reads open_house=0 as false', () => {
    expect(filtersFromUrlQuery(new URLSearchParams('type=castle,condo&order_by=cheapest&open_house=0'))).toEqual({
      type: ['condo'],
      order_by: '',
      open_house: false,
    });
  });

  it('round-trips through the URL', () => {
    const filters = { ...defaultFilters(), mun: ['58007'], type: ['terrain'], price_max: 400_000, forSaleForRent: 'rent' as const };
    expect({ ...defaultFilters(), ...filtersFromUrlQuery(filtersToUrlQuery(filters)) }).toEqual(filters);
  });

  it('knows whether a query holds filters', () => {
    expect(hasFilterKeys(new URLSearchParams('variant=x'))).toBe(false);
    expect(hasFilterKeys(new URLSearchParams('mun=1'))).toBe(true);
  });
});

describe('filtersFromStored', () => {
  it('merges a stored object over the defaults and ignores garbage', () => {
    expect(filtersFromStored({ mun: ['2', '1'], bedrooms: 2, open_house: true, evil: 'x' })).toEqual({
      ...DEFAULT_SEARCH_FILTERS,
      mun: ['1', '2'],
      bedrooms: 2,
      open_house: true,
    });
    expect(filtersFromStored('nonsense')).toEqual(DEFAULT_SEARCH_FILTERS);
  });
});

describe('changedFilters', () => {
  it('keeps only values that changed, comparing sorted lists', () => {
    const current = { ...defaultFilters(), mun: ['1', '2'] };
    expect(changedFilters(current, { mun: ['2', '1'], bedrooms: null })).toEqual({});
    expect(changedFilters(current, { mun: ['3', '1'] })).toEqual({ mun: ['1', '3'] });
  });
});

describe('active filter count', () => {
  it('counts price once, rooms, each type, rent and open house; not municipalities or sort', () => {
    expect(countActiveFilters(defaultFilters())).toBe(0);
    expect(
      countActiveFilters({ ...defaultFilters(), price_min: 1, price_max: 2, bedrooms: 2, type: ['condo', 'maison'], forSaleForRent: 'rent', open_house: true, mun: ['1'], order_by: 'newest' }),
    ).toBe(6);
    expect(hasActiveFilters({ ...defaultFilters(), mun: ['1'] })).toBe(true);
    expect(hasActiveFilters({ ...defaultFilters(), map_bounds: { NorthEast_lat: 1, NorthEast_lng: 1, SouthWest_lat: 0, SouthWest_lng: 0 } })).toBe(false);
  });
});
