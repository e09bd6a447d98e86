/**
 * The 410 page of a sold or removed listing: says so ("This property has been
 * sold"), names the address, and links to similar listings (the search page filtered on the same
 * municipality and type) and to every listing.
 */
import { useIntl } from 'react-intl';
import { LISTING_PATH_PREFIX } from '../../../schema/listingValues';
import type { GoneListing } from '../../../schema/propertyDetails';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import layout from '../../content/_parts/layout.module.css';
import styles from './PropertyDetailsBlock.module.css';

export function ListingGone({ gone }: { gone: GoneListing }) {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalized();
  const address = localize(gone.address) ?? '';
  return (
    <section className={layout.section}>
      <div className={`${layout.inner} ${styles.gone}`}>
        {gone.status === 'sold' ? <p className={styles.goneBadge}>{intl.formatMessage({ id: 'properties.badge.sold' })}</p> : null}
        <h1 className={layout.title}>{intl.formatMessage({ id: gone.status === 'sold' ? 'property-details.gone.sold-title' : 'property-details.gone.removed-title' })}</h1>
        <p className={styles.goneMessage}>{intl.formatMessage({ id: 'property-details.gone.message' }, { address, municipality: gone.municipality })}</p>
        <div className={styles.goneActions}>
          <a className={styles.primaryButton} href={localize(gone.similar_url)}>
            {intl.formatMessage({ id: 'property-details.gone.similar' })}
          </a>
          <a className={styles.secondaryButton} href={LISTING_PATH_PREFIX[locale]}>
            {intl.formatMessage({ id: 'property-details.gone.all' })}
          </a>
        </div>
      </div>
    </section>
  );
}
