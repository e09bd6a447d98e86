/**
 * Content of a listing marker's popup (spec 001 §3 "Property tooltip", §4 "Maps"): a loading
 * placeholder, then the photo, price, address and specs with a link to the listing page; "details
 * unavailable" when the tooltip cannot be had.
 */
import { useIntl } from 'react-intl';
import type { ImageValue } from '../../../../schema/content';
import { Image } from '../../../ui/Image';
import { PropertySpecs, usePriceTag } from '../PropertyCard';
import styles from './ListingsMap.module.css';
import { usePropertyTooltip } from './usePropertyTooltip';

export interface PropertyPopupProps {
  /** MLS number of the listing. */
  uls: string;
  /** Price in CAD shown while the tooltip loads (from the map point). */
  price: number;
}

/** The popup body of one listing marker. */
export function PropertyPopup({ uls, price }: PropertyPopupProps) {
  const intl = useIntl();
  const tooltip = usePropertyTooltip(uls);
  const fallbackPrice = usePriceTag(price, false);
  const tooltipPrice = usePriceTag(tooltip?.price ?? price, tooltip?.for_rent ?? false);

  if (tooltip === undefined) {
    return (
      <div className={styles.popup} aria-busy="true" data-testid="map-popup-loading">
        <span className={[styles.popupMedia, styles.popupShimmer].join(' ')} />
        <span className={styles.popupBody}>
          <span className={styles.popupPrice}>{fallbackPrice}</span>
          <span className={styles.popupMuted}>{intl.formatMessage({ id: 'map.popup.loading' })}</span>
        </span>
      </div>
    );
  }
  if (tooltip === null) {
    return (
      <div className={styles.popup} data-testid="map-popup-unavailable">
        <span className={styles.popupBody}>
          <span className={styles.popupPrice}>{fallbackPrice}</span>
          <span className={styles.popupMuted}>{intl.formatMessage({ id: 'map.popup.unavailable' })}</span>
        </span>
      </div>
    );
  }
  const photo = tooltip.carousel_images[0];
  return (
    <a className={[styles.popup, styles.popupLink].join(' ')} href={tooltip.url} data-testid="map-popup" aria-label={`${tooltip.address}, ${tooltipPrice}`}>
      <span className={styles.popupMedia}>
        <Image value={photo ? ({ media: { fr: { url: photo, alt: '' } } } as ImageValue) : null} alt="" aspectRatio="16 / 10" priority preload={false} sizes="300px" />
      </span>
      <span className={styles.popupBody}>
        <span className={styles.popupPrice}>{tooltipPrice}</span>
        <span className={styles.popupAddress}>{tooltip.address}</span>
        <PropertySpecs specs={tooltip.specs} className={styles.popupSpecs} />
        <span className={styles.popupCta}>{intl.formatMessage({ id: 'map.popup.view' })}</span>
      </span>
    </a>
  );
}
