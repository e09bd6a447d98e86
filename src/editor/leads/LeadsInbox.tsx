/**
 * The leads inbox screen body: title,
 * filters (type, status with counts, date range, text), the list, paging, the detail panel of the
 * selected lead with its status change (optimistic; rolled back with an error toast on failure)
 * and the CSV export of the filtered list. Loading skeleton, empty state and error state with
 * retry. `api` is replaceable for tests (default: the same-origin CMS API).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { createCmsLeadsApi, type CmsLeadsApi, type LeadDetail, type LeadStatusValue } from '../../api/cmsLeadsApi';
import type { Locale } from '../../lib/locales';
import { LEAD_STATUS_LABELS } from '../../schema/leadFieldLabels';
import { Notifier, useNotifier } from '../shell/Notifier';
import { Pager } from '../shell/Pager';
import { LeadDetailPanel } from './LeadDetailPanel';
import { LeadFilters } from './LeadFilters';
import { LeadsTable, LeadsTableSkeleton } from './LeadsTable';
import { LEADS_PAGE_SIZE, useLeadsInbox } from './useLeadsInbox';
import styles from './LeadsInbox.module.css';

/** How often (ms) the relative dates are refreshed. */
const CLOCK_TICK_MS = 60_000;

export interface LeadsInboxProps {
  uiLocale: Locale;
  api?: CmsLeadsApi;
}

/** The inbox; see the module docstring. */
export function LeadsInbox({ uiLocale, api: givenApi }: LeadsInboxProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useMemo(() => givenApi ?? createCmsLeadsApi(), [givenApi]);
  const inbox = useLeadsInbox(api);
  const notifier = useNotifier();
  const [now, setNow] = useState(() => new Date());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [detail, setDetail] = useState<LeadDetail | null>(null);
  const [detailState, setDetailState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [detailAttempt, setDetailAttempt] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!selectedId) {
      setDetail(null);
      return;
    }
    let live = true;
    setDetailState('loading');
    setDetail((current) => (current?.id === selectedId ? current : null));
    api.get(selectedId).then(
      (lead) => {
        if (!live) return;
        setDetail(lead);
        setDetailState('ready');
      },
      () => {
        if (live) setDetailState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [api, selectedId, detailAttempt]);

  const changeStatus = useCallback(
    async (next: LeadStatusValue) => {
      if (!detail) return;
      const id = detail.id;
      const previous = detail.status;
      const setStatus = (status: LeadStatusValue) => setDetail((current) => (current && current.id === id ? { ...current, status } : current));
      setStatus(next);
      try {
        await inbox.changeStatus(id, next);
        notifier.notify(intl.formatMessage({ id: 'leads.status.saved' }, { status: LEAD_STATUS_LABELS[next][uiLocale] }));
      } catch {
        setStatus(previous);
        notifier.notify(intl.formatMessage({ id: 'leads.status.failed' }, { status: LEAD_STATUS_LABELS[previous][uiLocale] }));
      }
    },
    [detail, inbox, intl, notifier, uiLocale],
  );

  const { data, state, filters, page } = inbox;
  const hasFilters = Boolean(filters.q || filters.type || filters.status || filters.from || filters.to);

  let body;
  if (state === 'error') {
    body = (
      <div className={styles.stateCard} role="alert">
        <p className={styles.stateTitle}>{t('leads.error.title')}</p>
        <Button className={styles.primaryButton} onPress={inbox.reload}>
          {t('leads.error.retry')}
        </Button>
      </div>
    );
  } else if (state === 'loading' && !data) {
    body = <LeadsTableSkeleton label={t('leads.loading')} />;
  } else if (data && data.leads.length === 0) {
    body = (
      <div className={styles.stateCard} data-empty>
        <p className={styles.stateTitle}>{hasFilters ? t('leads.empty.filtered') : t('leads.empty.title')}</p>
        {hasFilters ? (
          <Button className={styles.ghostButton} onPress={inbox.clearFilters}>
            {t('leads.filters.clear')}
          </Button>
        ) : (
          <p className={styles.muted}>{t('leads.empty.body')}</p>
        )}
      </div>
    );
  } else if (data) {
    body = (
      <div className={styles.listWrap} aria-busy={state === 'loading'}>
        <LeadsTable uiLocale={uiLocale} leads={data.leads} selectedId={selectedId} onSelect={setSelectedId} now={now} />
        <Pager page={page} pageSize={LEADS_PAGE_SIZE} total={data.total} shown={data.leads.length} label={t('leads.page.label')} onPage={inbox.setPage} />
      </div>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('leads.title')}</h1>
          <p className={styles.intro}>{t('leads.intro')}</p>
        </div>
        {data ? (
          <p className={styles.total} aria-live="polite">
            {t('leads.total', { total: data.total })}
          </p>
        ) : null}
      </div>
      <LeadFilters
        uiLocale={uiLocale}
        filters={filters}
        counts={data?.counts ?? null}
        exportUrl={api.exportUrl(filters, uiLocale)}
        onChange={inbox.setFilters}
        onClear={inbox.clearFilters}
      />
      <div className={styles.layout} data-detail-open={selectedId ? 'true' : undefined}>
        <div className={styles.listColumn}>{body}</div>
        {selectedId ? (
          <LeadDetailPanel
            uiLocale={uiLocale}
            lead={detail}
            state={detailState}
            status={detail?.status ?? null}
            now={now}
            onStatusChange={(next) => void changeStatus(next)}
            onClose={() => setSelectedId(null)}
            onRetry={() => setDetailAttempt((n) => n + 1)}
          />
        ) : null}
      </div>
      <Notifier state={notifier} />
    </main>
  );
}
