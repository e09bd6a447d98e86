/**
 * schema.org shapes of the directory's offices: `PostalAddress`, and the `RealEstateAgent` /
 * `LocalBusiness` JSON-LD of an office (address, geo, phone, e-mail, opening hours) for the offices
 * page and the broker profiles.
 */
import type { OfficeRow } from '../../db/schema';

type Locale = 'fr' | 'en';

/** The office's `PostalAddress` in `locale` (Quebec, Canada). */
export function officePostalAddress(office: Pick<OfficeRow, 'street' | 'city' | 'postalCode'>, locale: Locale): Record<string, unknown> {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.street[locale] ?? office.street.fr ?? '',
    addressLocality: office.city,
    addressRegion: 'QC',
    ...(office.postalCode ? { postalCode: office.postalCode } : {}),
    addressCountry: 'CA',
  };
}

/** The `RealEstateAgent` (a `LocalBusiness`) JSON-LD of an office in `locale`; `url` is the offices page. */
export function officeJsonLd(office: OfficeRow, locale: Locale, agencyName: string, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['RealEstateAgent', 'LocalBusiness'],
    '@id': `${url}#office-${office.id}`,
    name: `${agencyName} — ${office.name[locale] ?? office.name.fr ?? ''}`,
    ...(office.photoUrl ? { image: office.photoUrl } : {}),
    address: officePostalAddress(office, locale),
    geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
    ...(office.phoneIntl ? { telephone: office.phoneIntl } : {}),
    ...(office.email ? { email: office.email } : {}),
    url,
    ...(office.openingHours.length
      ? {
          openingHoursSpecification: office.openingHours.map((line) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: line.day_of_week,
            opens: line.opens,
            closes: line.closes,
          })),
        }
      : {}),
  };
}
