/**
 * `property_details_block` component: the top of a listing page.
 *
 * - Active listing: the photo carousel beside a summary card (badge, "House for sale", the
 *   address as the page's `h1`, price with the previous price when reduced, bedrooms / bathrooms /
 *   area, a button to the contact form below); then the description, the features (`dl`: type,
 *   MLS number, rooms, areas in ft², year built, listed date), the open houses (America/Toronto
 *   times) and the location (a small lazy Leaflet map with the listing's marker, the address and
 *   a link to OpenStreetMap). Stacked below 992 px. The block's code comes when the visitor reaches
 *   for it or when the map comes near (src/renderer/blocks/hydrateOnIntent.ts): until then the
 *   carousel scrolls natively on a touch screen and a press is carried out once the code is here.
 * - Gone listing (410): {@link ListingGone}.
 */
import { useIntl } from 'react-intl';
import { formatDate } from '../../../lib/dates';
import { HYDRATE_NEAR_PROPS } from '../../../lib/pageBlockMarkers';
import { LOCALE_ISO } from '../../../lib/locales';
import { PROPERTY_TYPE_LABELS } from '../../../schema/listingValues';
import type { PropertyDetails } from '../../../schema/propertyDetails';
import type { BlockProps } from '../../defineBlock';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import { formatArea, formatBathCount, formatListingPrice } from '../_parts/propertyFormat';
import layout from '../../content/_parts/layout.module.css';
import type { propertyDetailsFields, propertyDetailsParams } from './schema';
import { ListingGone } from './ListingGone';
import { LazyListingsMap } from '../_parts/map/LazyListingsMap';
import { PropertyGallery } from './PropertyGallery';
import { focusContactForm } from './focusContactForm';
import styles from './PropertyDetailsBlock.module.css';

function OpenHouseTime({ start, end }: { start: string; end: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(LOCALE_ISO[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' });
  return (
    <time dateTime={start}>
      {intl.formatMessage(
        { id: 'property-details.open-house' },
        { date: formatDate(start, locale, 'full'), start: time.format(new Date(start)), end: time.format(new Date(end)) },
      )}
    </time>
  );
}

function ListingDetails({ listing }: { listing: PropertyDetails }) {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalized();
  const street = localize(listing.address) ?? '';
  // A street the board keeps hidden is empty: the municipality alone.
  const fullAddress = [street, listing.municipality].filter(Boolean).join(', ');
  const mlsNumber = listing.mls_number === undefined ? listing.uls : listing.mls_number;
  const typeLabel = PROPERTY_TYPE_LABELS[listing.type][locale];
  const perMonth = intl.formatMessage({ id: 'properties.per-month' });
  const price = formatListingPrice(listing.price, locale, listing.for_rent, perMonth);
  const living = formatArea(listing.living_area, locale);
  const lot = formatArea(listing.lot_area, locale);
  const fullBaths = formatBathCount(listing.bathrooms, locale);
  // Bathrooms + powder rooms as `2 + 1` (spec 000 §3 "Property listing").
  const baths = fullBaths && listing.powder_rooms ? `${fullBaths} + ${listing.powder_rooms}` : fullBaths;
  const [lat, lng] = listing.coords;
  const mapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;

  const specs: { key: string; label: string; value: string }[] = [
    { key: 'type', label: intl.formatMessage({ id: 'property-details.type' }), value: typeLabel },
  ];
  if (mlsNumber) specs.push({ key: 'mls', label: intl.formatMessage({ id: 'property-details.mls' }), value: mlsNumber });
  if (listing.bedrooms > 0) specs.push({ key: 'bedrooms', label: intl.formatMessage({ id: 'property-details.bedrooms' }), value: String(listing.bedrooms) });
  if (listing.bathrooms > 0) specs.push({ key: 'bathrooms', label: intl.formatMessage({ id: 'property-details.bathrooms' }), value: String(listing.bathrooms) });
  if (listing.powder_rooms > 0) specs.push({ key: 'powder', label: intl.formatMessage({ id: 'property-details.powder-rooms' }), value: String(listing.powder_rooms) });
  if (living) specs.push({ key: 'living', label: intl.formatMessage({ id: 'property-details.living-area' }), value: living });
  if (lot) specs.push({ key: 'lot', label: intl.formatMessage({ id: 'property-details.lot-area' }), value: lot });
  if (listing.year_built) specs.push({ key: 'year', label: intl.formatMessage({ id: 'property-details.year-built' }), value: String(listing.year_built) });
  specs.push({ key: 'listed', label: intl.formatMessage({ id: 'property-details.listed-on' }), value: formatDate(listing.listed_at, locale, 'long') });

  return (
    <section className={layout.section} aria-labelledby={`listing-${listing.uls}-title`}>
      <div className={layout.inner}>
        <div className={styles.top}>
          <div className={styles.media}>
            <PropertyGallery photos={listing.photos} address={fullAddress} />
          </div>
          <div className={styles.summary}>
            <div className={styles.kicker}>
              {listing.badge ? <span className={styles.badge} data-badge={listing.badge}>{intl.formatMessage({ id: `properties.badge.${listing.badge}` })}</span> : null}
              {listing.standard_status ? (
                <span className={styles.badge} data-status={listing.standard_status}>
                  {intl.formatMessage({ id: `property-details.status.${listing.standard_status}` })}
                </span>
              ) : null}
              <span>{intl.formatMessage({ id: listing.for_rent ? 'property-details.for-rent' : 'property-details.for-sale' }, { type: typeLabel })}</span>
            </div>
            <h1 id={`listing-${listing.uls}-title`} className={styles.address}>
              {street}
              <span className={styles.municipality}>
                {listing.municipality}
                {listing.postal_code ? ` (Québec) ${listing.postal_code}` : ''}
              </span>
            </h1>
            <p className={styles.price} data-testid="listing-price">
              {price}
            </p>
            {listing.previous_price && listing.previous_price > listing.price ? (
              <p className={styles.reduced}>
                {intl.formatMessage({ id: 'property-details.price-reduced' }, { price: formatListingPrice(listing.previous_price, locale, listing.for_rent, perMonth) })}
              </p>
            ) : null}
            <ul className={styles.quickSpecs}>
              {listing.bedrooms > 0 ? (
                <li>
                  <strong>{listing.bedrooms}</strong> {intl.formatMessage({ id: 'property-details.bedrooms' }).toLowerCase()}
                </li>
              ) : null}
              {baths ? (
                <li>
                  <strong>{baths}</strong> {intl.formatMessage({ id: 'property-details.bathrooms' }).toLowerCase()}
                </li>
              ) : null}
              {living || lot ? (
                <li>
                  <strong>{living ?? lot}</strong>
                </li>
              ) : null}
            </ul>
            <button type="button" className={styles.primaryButton} onClick={focusContactForm}>
              {intl.formatMessage({ id: 'property-details.contact-cta' })}
            </button>
            {listing.broker_name ? <p className={styles.broker}>{intl.formatMessage({ id: 'property-details.broker' }, { name: listing.broker_name })}</p> : null}
          </div>
        </div>

        <div className={styles.body}>
          <div className={styles.main}>
            <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'property-details.description-title' })}</h2>
            <p className={styles.description} lang={listing.description_lang?.[locale]}>
              {localize(listing.description)}
            </p>

            <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'property-details.specs-title' })}</h2>
            <dl className={styles.specs}>
              {specs.map((spec) => (
                <div key={spec.key} className={styles.spec} data-spec={spec.key}>
                  <dt>{spec.label}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.side}>
            {listing.open_houses.length ? (
              <div className={styles.panel}>
                <h2 className={styles.panelTitle}>{intl.formatMessage({ id: 'property-details.open-houses-title' })}</h2>
                <ul className={styles.openHouses}>
                  {listing.open_houses.map((openHouse) => (
                    <li key={openHouse.start}>
                      <OpenHouseTime start={openHouse.start} end={openHouse.end} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className={styles.panel}>
              <h2 className={styles.panelTitle}>{intl.formatMessage({ id: 'property-details.location-title' })}</h2>
              <div className={styles.map} {...HYDRATE_NEAR_PROPS}>
                <LazyListingsMap
                  points={[{ uls: listing.uls, coords: listing.coords, price: listing.price }]}
                  label={intl.formatMessage({ id: 'property-details.map-label' }, { address: fullAddress })}
                  center={listing.coords}
                  zoom={14}
                  fitToPoints={false}
                  height={240}
                />
              </div>
              <address className={styles.location}>
                {street}
                <br />
                {listing.municipality} (Québec){listing.postal_code ? ` ${listing.postal_code}` : ''}
              </address>
              <a className={styles.textLink} href={mapUrl} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage({ id: 'property-details.open-map' })}
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

export function PropertyDetailsBlock({ params }: BlockProps<typeof propertyDetailsFields, typeof propertyDetailsParams>) {
  if (params.gone) return <ListingGone gone={params.gone} />;
  if (params.listing) return <ListingDetails listing={params.listing} />;
  return null;
}
