/**
 * Listing page URLs (spec 001 §2 "Properties search": the card's `url`):
 * `/fr/proprietes/{slug}-{uls}` and `/en/properties/{slug}-{uls}`, the slug made from the
 * listing's street address in that locale followed by its municipality.
 *
 * Shared by the search API (cards, tooltips), the listing pages and the sitemap.
 */
import { LISTING_PATH_PREFIX } from '../../../schema/listing';

/** What {@link listingUrl} needs of a listing: its MLS number and its street address per locale. */
export interface ListingUrlSource {
  uls: string;
  address: { fr?: string; en?: string };
}

/**
 * A URL slug: lower-case ASCII letters and digits separated by single hyphens, accents stripped,
 * ligatures spelled out, no leading/trailing hyphen.
 * `"123, rue Saint-Charles Ouest, Longueuil"` → `"123-rue-saint-charles-ouest-longueuil"`;
 * `"Île-Bizard — Cœur"` → `"ile-bizard-coeur"`. An address without letters or digits gives `""`.
 */
export function listingSlug(address: string): string {
  return address
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The street address of a listing in a locale, falling back to the other locale (empty if none). */
export function listingStreet(locale: 'fr' | 'en', address: ListingUrlSource['address']): string {
  return (locale === 'fr' ? address.fr || address.en : address.en || address.fr) ?? '';
}

/**
 * The card address `"{street}, {municipality}"` in a locale (spec 001 §3 "Property listing
 * (cards)"): `"123, rue Saint-Charles Ouest, Longueuil"`. Either part may be missing.
 */
export function listingAddress(locale: 'fr' | 'en', address: ListingUrlSource['address'], municipalityName: string): string {
  return [listingStreet(locale, address), municipalityName].filter((part) => part.trim() !== '').join(', ');
}

/**
 * The listing page path in a locale: `/fr/proprietes/123-rue-saint-charles-ouest-longueuil-28451937`
 * (`/en/properties/...` in English, from the English address). Without any address the path is
 * `/fr/proprietes/{uls}`.
 */
export function listingUrl(locale: 'fr' | 'en', listing: ListingUrlSource, municipalityName: string): string {
  const slug = listingSlug(listingAddress(locale, listing.address, municipalityName));
  return `${LISTING_PATH_PREFIX[locale]}/${slug ? `${slug}-` : ''}${listing.uls}`;
}

/**
 * The MLS number at the end of a listing page segment (`123-rue-x-longueuil-28451937` →
 * `28451937`), or null when the segment does not end with digits. The slug itself is not
 * checked: the page compares it to {@link listingUrl} and redirects when it differs.
 */
export function ulsFromListingSegment(segment: string): string | null {
  const match = /(?:^|-)(\d+)$/.exec(segment);
  return match ? match[1] : null;
}
