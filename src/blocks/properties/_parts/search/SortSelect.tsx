/**
 * Sort select of the search page (spec 001 §3 sort values: newest, oldest, price_desc, price_asc;
 * default empty = the server's relevance order, shown as "Most recent"). A native select: keyboard
 * and screen-reader friendly on every device.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ORDER_BY_VALUES, type OrderBy } from '../../../../schema/listingValues';
import styles from './search.module.css';

export interface SortSelectProps {
  value: OrderBy | '';
  onChange(value: OrderBy | ''): void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {intl.formatMessage({ id: 'search.sort.label' })}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as OrderBy | '')}>
        <option value="">{intl.formatMessage({ id: 'search.sort.default' })}</option>
        {ORDER_BY_VALUES.map((order) => (
          <option key={order} value={order}>
            {intl.formatMessage({ id: `search.sort.${order}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
