/**
 * Previous / next paging of a QA list: `page` from 1, `pageSize` rows a page, `total` rows in
 * all; shows "start–end of total" between the buttons and nothing when everything fits one page.
 * `label` names the navigation landmark for screen readers.
 */
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import listScreen from './listScreen.module.css';
import styles from './qaScreen.module.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** Rows shown on this page. */
  shown: number;
  label: string;
  onPage(page: number): void;
}

/** The pager; see the module docstring. */
export function Pager({ page, pageSize, total, shown, label, onPage }: PagerProps) {
  const intl = useIntl();
  if (total <= pageSize) return null;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const start = (page - 1) * pageSize + 1;
  return (
    <nav className={listScreen.pager} aria-label={label}>
      <Button className={styles.ghostButton} isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {intl.formatMessage({ id: 'leads.page.previous' })}
      </Button>
      <span>{intl.formatMessage({ id: 'leads.range' }, { start, end: Math.min(total, start + shown - 1), total })}</span>
      <Button className={styles.ghostButton} isDisabled={page >= lastPage} onPress={() => onPage(page + 1)}>
        {intl.formatMessage({ id: 'leads.page.next' })}
      </Button>
    </nav>
  );
}
