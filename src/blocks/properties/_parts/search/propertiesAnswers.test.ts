import { describe, expect, it } from 'vitest';
import { readPropertiesCount, readPropertiesInitial, readPropertiesMore } from './propertiesAnswers';

const card = { uls: '21312607', address: '6073, rue du Moulin, Longueuil' };
const initial = { data: { total: 2, propertiesMap: [{ uls: '21312607', coords: [45.5, -73.5], price: 450000 }], propertiesListing: [card] } };

describe('GET /properties answers read in the browser', () => {
  it('reads the total, the markers and the cards of a success', () => {
    expect(readPropertiesInitial({ status: 200, data: initial })).toEqual(initial.data);
    expect(readPropertiesMore({ status: 200, data: { data: { total: 2, propertiesListing: [card] } } })).toEqual([card]);
    expect(readPropertiesCount({ status: 200, data: { data: { total: 0 } } })).toBe(0);
  });

  it('reads an error answer or a body of another shape as nothing', () => {
    const refused = { status: 422, data: { errors: { page: ['Expected a number'] } } };
    expect(readPropertiesInitial(refused)).toBeNull();
    expect(readPropertiesMore(refused)).toBeNull();
    expect(readPropertiesCount(refused)).toBeNull();
    expect(readPropertiesInitial({ status: 200, data: { data: { total: 2, propertiesListing: [card] } } })).toBeNull();
    expect(readPropertiesInitial({ status: 200, data: '<html>' })).toBeNull();
    expect(readPropertiesCount({ status: 200, data: { data: { total: '2' } } })).toBeNull();
    expect(readPropertiesMore({ status: 500, data: null })).toBeNull();
  });
});
