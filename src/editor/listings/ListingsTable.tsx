/**
 * The listings of a site as QA lists them: MLS number (or "none" for a listing without one),
 * address and municipality, property type, price (CAD), status (with the feed's standard status),
 * source badge (feed, manual, demo), photo count and last update (date, America/Toronto). A plain
 * table with a caption: read by screen readers row by row, scrolled sideways on a phone.
 */
import { useIntl } from 'react-intl';
import type { CatalogListing } from '../../api/cmsFeedApi';
import { formatDate } from '../../lib/dates';
import type { Locale } from '../../lib/locales';
import { formatMoney } from '../../lib/money';
import { PROPERTY_TYPE_LABELS } from '../../schema/listingValues';
import { listingEditPath } from './listingPaths';
import styles from './listings.module.css';

export interface ListingsTableProps {
  uiLocale: Locale;
  listings: readonly CatalogListing[];
}

/** The table; see the module docstring. */
export function ListingsTable({ uiLocale, listings }: ListingsTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-listings-table>
        <caption className="visually-hidden">{t('listings.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('listings.column.mls')}</th>
            <th scope="col">{t('listings.column.address')}</th>
            <th scope="col">{t('listings.column.type')}</th>
            <th scope="col" className={styles.numeric}>
              {t('listings.column.price')}
            </th>
            <th scope="col">{t('listings.column.status')}</th>
            <th scope="col">{t('listings.column.source')}</th>
            <th scope="col" className={styles.numeric}>
              {t('listings.column.photos')}
            </th>
            <th scope="col">{t('listings.column.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <tr key={listing.uls} data-listing-row={listing.uls}>
              <td className={styles.nowrap}>{listing.mls_number ?? <span className={styles.muted}>{t('listings.noMls')}</span>}</td>
              <th scope="row" className={styles.addressCell}>
                <a className={styles.address} href={listingEditPath(uiLocale, listing.uls)}>
                  {listing.address[uiLocale] || t('listings.noAddress')}
                </a>
                {listing.municipality ? <span className={styles.muted}>{listing.municipality}</span> : null}
              </th>
              <td>{PROPERTY_TYPE_LABELS[listing.type as keyof typeof PROPERTY_TYPE_LABELS]?.[uiLocale] ?? listing.type}</td>
              <td className={`${styles.numeric} ${styles.nowrap}`}>{listing.price === null ? '—' : formatMoney(listing.price, uiLocale, { tag: true })}</td>
              <td>
                <span className={styles.pill} data-status={listing.status}>
                  {t(`listings.status.${listing.status}`)}
                </span>
                {listing.standard_status && listing.standard_status !== 'Active' ? <span className={styles.standardStatus}>{listing.standard_status}</span> : null}
              </td>
              <td>
                <span className={styles.source} data-source={listing.source}>
                  {t(`listings.source.${listing.source}`)}
                </span>
              </td>
              <td className={styles.numeric}>{listing.photo_count}</td>
              <td className={styles.nowrap}>{formatDate(listing.updated_at, uiLocale, 'short')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
