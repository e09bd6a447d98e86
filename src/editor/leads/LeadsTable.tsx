/**
 * The leads list: a react-aria Table, one row a lead — date (relative, the exact
 * date and time on hover), type badge, name, e-mail, phone, municipality, status. The date column
 * sorts (newest first by default; the server's order within the page). Selecting a row (click,
 * Enter or Space) opens its detail. Shows a skeleton while loading.
 */
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type Selection, type SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { LeadListItem } from '../../api/cmsLeadsApi';
import { formatDate } from '../../lib/dates';
import type { Locale } from '../../lib/locales';
import { timeFromNow } from '../../lib/timeFromNow';
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS } from '../../schema/leadFieldLabels';
import styles from './LeadsInbox.module.css';

export interface LeadsTableProps {
  uiLocale: Locale;
  leads: readonly LeadListItem[];
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** Reference moment of the relative dates. */
  now: Date;
}

/** A type badge (`data-type` drives its colour). */
export function LeadTypeBadge({ type, uiLocale }: { type: string; uiLocale: Locale }) {
  return (
    <span className={styles.typeBadge} data-type={type}>
      {LEAD_TYPE_LABELS[type]?.[uiLocale] ?? type}
    </span>
  );
}

/** A status pill (`data-status` drives its colour). */
export function LeadStatusPill({ status, uiLocale }: { status: string; uiLocale: Locale }) {
  return (
    <span className={styles.statusPill} data-status={status}>
      {LEAD_STATUS_LABELS[status]?.[uiLocale] ?? status}
    </span>
  );
}

/** The table; see the module docstring. */
export function LeadsTable({ uiLocale, leads, selectedId, onSelect, now }: LeadsTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [sort, setSort] = useState<SortDescriptor>({ column: 'created_at', direction: 'descending' });
  const rows = useMemo(() => {
    const sorted = [...leads].sort((a, b) => a.created_at.localeCompare(b.created_at));
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [leads, sort.direction]);

  function onSelectionChange(keys: Selection) {
    if (keys === 'all') return;
    const [first] = [...keys];
    onSelect(first === undefined ? null : String(first));
  }

  return (
    <div className={styles.tableScroll}>
      <Table
        aria-label={t('leads.table.label')}
        className={styles.table}
        selectionMode="single"
        selectionBehavior="replace"
        selectedKeys={selectedId ? [selectedId] : []}
        onSelectionChange={onSelectionChange}
        sortDescriptor={sort}
        onSortChange={setSort}
      >
        <TableHeader className={styles.thead}>
          <Column id="created_at" allowsSorting className={styles.th}>
            {({ sortDirection }) => (
              <span className={styles.sortable}>
                {t('leads.column.date')}
                {sortDirection === 'ascending' ? <ArrowUp size={14} aria-hidden /> : <ArrowDown size={14} aria-hidden />}
              </span>
            )}
          </Column>
          <Column id="type" className={`${styles.th} ${styles.typeCol}`}>
            {t('leads.column.type')}
          </Column>
          <Column id="name" isRowHeader className={styles.th}>
            {t('leads.column.name')}
          </Column>
          <Column id="email" className={`${styles.th} ${styles.wide}`}>
            {t('leads.column.email')}
          </Column>
          <Column id="phone" className={`${styles.th} ${styles.wide}`}>
            {t('leads.column.phone')}
          </Column>
          <Column id="municipality" className={`${styles.th} ${styles.wide}`}>
            {t('leads.column.municipality')}
          </Column>
          <Column id="status" className={styles.th}>
            {t('leads.column.status')}
          </Column>
        </TableHeader>
        <TableBody items={rows} className={styles.tbody}>
          {(lead) => (
            <Row id={lead.id} className={styles.row} textValue={lead.name || lead.email}>
              <Cell className={styles.td}>
                <time dateTime={lead.created_at} title={formatDate(lead.created_at, uiLocale, 'dateTime')} className={styles.when}>
                  {timeFromNow(lead.created_at, now, uiLocale)}
                </time>
              </Cell>
              <Cell className={`${styles.td} ${styles.typeCol}`}>
                <LeadTypeBadge type={lead.type} uiLocale={uiLocale} />
              </Cell>
              <Cell className={`${styles.td} ${styles.name}`}>
                <span className={styles.mobileType}>
                  <LeadTypeBadge type={lead.type} uiLocale={uiLocale} />
                </span>
                {lead.name || '—'}
                {lead.summary ? <span className={styles.summary}>{lead.summary}</span> : null}
              </Cell>
              <Cell className={`${styles.td} ${styles.wide}`}>{lead.email}</Cell>
              <Cell className={`${styles.td} ${styles.wide} ${styles.nowrap}`}>{lead.phone}</Cell>
              <Cell className={`${styles.td} ${styles.wide}`}>{lead.municipality}</Cell>
              <Cell className={styles.td}>
                <LeadStatusPill status={lead.status} uiLocale={uiLocale} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** Placeholder rows while the list loads (hidden from screen readers; the status text says it). */
export function LeadsTableSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.skeletonRow} aria-hidden>
          <span />
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}
