/**
 * JSON-LD of a listing page (schema.org `RealEstateListing`): the listing, whose
 * `about` and `mainEntity` is the property as an accommodation (`SingleFamilyResidence`,
 * `Apartment`, `House`, `Accommodation`) or a `Place` (land, commercial), with bedrooms,
 * bathrooms, floor size (QuantitativeValue, unit FTK = ft²), `PostalAddress` and
 * `GeoCoordinates`, and `offers` an `Offer` in CAD (businessFunction Sell or LeaseOut).
 *
 * URLs are site-relative (`/fr/proprietes/...`, `/listings/maison-1.svg`): the renderer's SEO head
 * makes `url`, `image` and `@id` values absolute with the request's origin.
 */
import type { ListingRow } from '../db/schema';
import { listingUrl } from './listings/listingUrl';

type Locale = 'fr' | 'en';

/** schema.org type of the property per listing type. */
const ACCOMMODATION_TYPE: Record<ListingRow['type'], string> = {
  maison: 'SingleFamilyResidence',
  condo: 'Apartment',
  prop: 'House',
  chalet: 'House',
  ferme: 'House',
  terrain: 'Place',
  comm: 'Place',
  other: 'Place',
};

/** The JSON-LD object of an active listing, texts in `locale`. */
export function listingStructuredData(listing: ListingRow, municipality: string, locale: Locale): Record<string, unknown> {
  const url = listingUrl(locale, listing, municipality);
  const street = (locale === 'fr' ? listing.address.fr : listing.address.en) ?? listing.address.fr ?? '';
  const type = ACCOMMODATION_TYPE[listing.type];
  const isAccommodation = type !== 'Place';
  // An address the board keeps hidden is empty: the municipality alone, and no street.
  const name = [street, municipality].filter(Boolean).join(', ');
  const property: Record<string, unknown> = {
    '@type': type,
    name,
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      addressLocality: municipality,
      addressRegion: 'QC',
      ...(listing.postalCode ? { postalCode: listing.postalCode } : {}),
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude },
  };
  if (isAccommodation) {
    property.numberOfBedrooms = listing.bedrooms;
    property.numberOfBathroomsTotal = listing.bathrooms + listing.powderRooms;
    property.numberOfFullBathrooms = listing.bathrooms;
    if (listing.livingArea) property.floorSize = { '@type': 'QuantitativeValue', value: listing.livingArea, unitCode: 'FTK' };
    if (listing.yearBuilt) property.yearBuilt = listing.yearBuilt;
  } else if (listing.livingArea || listing.lotArea) {
    property.additionalProperty = {
      '@type': 'PropertyValue',
      name: locale === 'fr' ? 'Superficie' : 'Area',
      value: listing.livingArea ?? listing.lotArea,
      unitCode: 'FTK',
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name,
    description: (locale === 'fr' ? listing.description.fr : listing.description.en) ?? '',
    inLanguage: locale === 'fr' ? 'fr-CA' : 'en-CA',
    datePosted: listing.listedAt.toISOString(),
    image: listing.photos ?? [],
    about: property,
    mainEntity: property,
    offers: {
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: 'CAD',
      availability: 'https://schema.org/InStock',
      businessFunction: `https://purl.org/goodrelations/v1#${listing.transaction === 'rent' ? 'LeaseOut' : 'Sell'}`,
      url,
      ...(listing.transaction === 'rent'
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.price, priceCurrency: 'CAD', unitCode: 'MON' } }
        : {}),
    },
  };
}
