/**
 * Listing rows → wire shapes of spec 001 §3 (src/schema/listing.ts): the card
 * (`propertyCard`), the compact map point (`propertyMapPoint`) and the tooltip
 * (`propertyTooltip`), texts in the request's locale.
 */
import type { PropertyCard, PropertyMapPoint, PropertyTooltip } from '../../../schema/listing';
import type { ListingCardRow, ListingPointRow } from '../../db/repositories/listings';
import type { ListingRow } from '../../db/schema';
import { summaryArea } from '../../../lib/area';
import { listingAddress, listingUrl } from './listingUrl';

/** Photos shown by a card's carousel (spec 001 §3: up to 5). */
export const CARD_CAROUSEL_IMAGES = 5;

/**
 * The card of a listing: address `"{street}, {municipality}"`, page URL in `locale`, first 5
 * photos, specs (bedrooms and bathrooms when above 0; area = living area, or lot area for land
 * and when the living area is unknown — ft²), coordinates `[lat, lng]`, price in CAD.
 */
export function toPropertyCard(locale: 'fr' | 'en', listing: ListingCardRow, municipalityName: string): PropertyCard {
  const images = listing.photos.slice(0, CARD_CAROUSEL_IMAGES);
  const area = summaryArea(listing);
  return {
    uls: listing.uls,
    type: listing.type,
    address: listingAddress(locale, listing.address, municipalityName),
    municipality: municipalityName,
    price: listing.price,
    for_rent: listing.transaction === 'rent',
    url: listingUrl(locale, listing, municipalityName),
    carousel_images: images,
    property_image: images[0] ?? null,
    specs: {
      bed: listing.bedrooms > 0 ? listing.bedrooms : null,
      bath: listing.bathrooms > 0 ? listing.bathrooms : null,
      area: area ?? null,
    },
    coords: [listing.latitude, listing.longitude],
    badge: listing.badge ?? null,
  };
}

/** The tooltip of a listing (the card's address, photos, price, specs, type and URL). */
export function toPropertyTooltip(locale: 'fr' | 'en', listing: ListingRow, municipalityName: string): PropertyTooltip {
  const card = toPropertyCard(locale, listing, municipalityName);
  return {
    uls: card.uls,
    address: card.address,
    carousel_images: card.carousel_images,
    price: card.price,
    specs: card.specs,
    type: card.type,
    url: card.url,
    for_rent: card.for_rent,
  };
}

/**
 * A compact map point `{ uls, coords: [lat, lng], price }`, coordinates rounded to 6 decimals
 * (≈ 0.1 m) to keep a 20 000-point map light.
 */
export function toMapPoint(row: ListingPointRow): PropertyMapPoint {
  return { uls: row.uls, coords: [round6(row.latitude), round6(row.longitude)], price: row.price };
}

/**
 * `JSON.stringify(toMapPoint(row))`, written directly (a search index writes a million of them):
 * `{"uls":"…","coords":[lat,lng],"price":n}`.
 */
export function mapPointJson(row: ListingPointRow): string {
  return `{"uls":${JSON.stringify(row.uls)},"coords":[${round6(row.latitude)},${round6(row.longitude)}],"price":${row.price}}`;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
