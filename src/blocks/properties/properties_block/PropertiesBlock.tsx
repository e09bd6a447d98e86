/**
 * `properties_block` (spec 001 §2 "Properties"): title and CTA, listing cards beside a map.
 *
 * - Hovering or focusing a card highlights its marker and opens its popup (`highlightedUls`).
 * - At xl widths and below (< 1440 px) only the first 2 listings show; above, all (CSS only, so
 *   the server and the browser render the same markup).
 * - One listing: the one-property layout (a wide card beside the map).
 * - A see-all card to the search page (`/fr/proprietes` | `/en/properties`) only when total > 1; a
 *   placeholder card when there are exactly 3 listings.
 * - The map (`LazyListingsMap`) loads only once the block has entered the viewport. Below lg the
 *   map follows the cards, which are plain links: the block's code comes when the map comes near
 *   (or when the visitor reaches for a card), not when the block's top does.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { HYDRATE_NEAR_PROPS } from '../../../lib/pageBlockMarkers';
import { LISTING_PATH_PREFIX } from '../../../schema/listingValues';
import type { BlockProps } from '../../defineBlock';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import { headingTag } from '../../content/_parts/headingTag';
import { LazyListingsMap } from '../_parts/map/LazyListingsMap';
import { PropertyCard, PropertyPlaceholderCard, PropertySeeAllCard } from '../_parts/PropertyCard';
import layout from '../../content/_parts/layout.module.css';
import type { propertiesBlockFields, propertiesBlockParams } from './schema';
import styles from './PropertiesBlock.module.css';

/** Listings shown at xl widths and below (spec 001 §2). */
export const PROPERTIES_SHOWN_UP_TO_XL = 2;

export function PropertiesBlock({ fields, params, index }: BlockProps<typeof propertiesBlockFields, typeof propertiesBlockParams>) {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalized();
  const [highlightedUls, setHighlightedUls] = useState<string | null>(null);
  const { total, propertiesListing: listings, propertiesMap } = params.core_data;
  const points = propertiesMap.length ? propertiesMap : listings.map(({ uls, coords, price }) => ({ uls, coords, price }));
  const title = localize(fields.main_title);
  const Heading = headingTag(index);
  const cardHeading = title ? 3 : 2;
  const single = listings.length === 1;
  const showSeeAll = total > 1;
  const showPlaceholder = listings.length === 3;
  const showCta = params.properties_cta_enabled && fields.cta;

  return (
    <section className={layout.section} data-layout={single ? 'single' : 'grid'}>
      <div className={`${layout.inner} ${styles.inner}`}>
        {title || showCta ? (
          <header className={styles.header}>
            {title ? <Heading className={layout.title}>{title}</Heading> : null}
            {showCta ? <Link value={fields.cta} className={styles.cta} /> : null}
          </header>
        ) : null}
        <div className={[styles.layout, single ? styles.single : ''].join(' ')}>
          <ul className={styles.cards} aria-label={intl.formatMessage({ id: 'properties.list-label' })}>
            {listings.map((card, i) => (
              <li
                key={card.uls}
                className={i >= PROPERTIES_SHOWN_UP_TO_XL ? styles.wideOnly : undefined}
                data-wide-only={i >= PROPERTIES_SHOWN_UP_TO_XL ? 'true' : undefined}
              >
                <PropertyCard
                  card={card}
                  headingLevel={cardHeading}
                  highlighted={highlightedUls === card.uls}
                  onHover={setHighlightedUls}
                  priority={index === 0 && i === 0}
                />
              </li>
            ))}
            {showPlaceholder ? (
              <li className={styles.wideOnly} data-wide-only="true">
                <PropertyPlaceholderCard headingLevel={cardHeading} href={locale === 'fr' ? '/fr/contact' : '/en/contact'} />
              </li>
            ) : null}
            {showSeeAll ? (
              <li className={styles.seeAll}>
                <PropertySeeAllCard href={LISTING_PATH_PREFIX[locale]} total={total} headingLevel={cardHeading} />
              </li>
            ) : null}
          </ul>
          <div className={styles.mapColumn} {...HYDRATE_NEAR_PROPS}>
            <LazyListingsMap
              points={points}
              label={intl.formatMessage({ id: 'properties.map-label' })}
              markerColor={params.map_markers_color}
              highlightedUls={highlightedUls}
              className={styles.map}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
