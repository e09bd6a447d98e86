/**
 * Listing page URLs: slugs from the street address and municipality, per locale.
 */
import { describe, expect, it } from 'vitest';
import { listingAddress, listingSlug, listingUrl, ulsFromListingSegment } from '../../src/server/api/listings/listingUrl';

describe('listing URLs', () => {
  it.each([
    ['123, rue Saint-Charles Ouest, Longueuil', '123-rue-saint-charles-ouest-longueuil'],
    ['4500, boul. de l’Île-Bizard, Montréal', '4500-boul-de-l-ile-bizard-montreal'],
    ['  Cœur-de-l’Île — Québec  ', 'coeur-de-l-ile-quebec'],
    ['ÉÈÊËÀÂÇÔÛÙÏ', 'eeeeaacouui'],
    ['!!!', ''],
  ])('slug of %j', (address, slug) => {
    expect(listingSlug(address)).toBe(slug);
    expect(listingSlug(address)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
  });

  it('builds the page path per locale from that locale’s address', () => {
    const listing = { uls: '28451937', address: { fr: '123, rue Saint-Charles Ouest', en: '123 Saint-Charles St. West' } };
    expect(listingUrl('fr', listing, 'Longueuil')).toBe('/fr/proprietes/123-rue-saint-charles-ouest-longueuil-28451937');
    expect(listingUrl('en', listing, 'Longueuil')).toBe('/en/properties/123-saint-charles-st-west-longueuil-28451937');
    expect(listingUrl('en', { uls: '1', address: { fr: '9, rue Principale' } }, 'Lévis')).toBe('/en/properties/9-rue-principale-levis-1');
    expect(listingUrl('fr', { uls: '2', address: {} }, '')).toBe('/fr/proprietes/2');
    expect(listingAddress('fr', listing.address, 'Longueuil')).toBe('123, rue Saint-Charles Ouest, Longueuil');
  });

  it('reads the MLS number back from a page segment', () => {
    expect(ulsFromListingSegment('123-rue-saint-charles-ouest-longueuil-28451937')).toBe('28451937');
    expect(ulsFromListingSegment('28451937')).toBe('28451937');
    expect(ulsFromListingSegment('rue-principale')).toBeNull();
  });
});
