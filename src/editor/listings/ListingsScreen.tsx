/**
 * The listings screen (`/qa/annonces` fr, `/qa/listings` en): every listing of the site with its
 * source (feed, manual, demo), status, MLS number, last update and photo count, filtered by
 * source (with counts), status and text (number, MLS number, street), 50 a page; for admins, the
 * feed's last runs with "Sync now" and a link to the feed connection; "Add a listing" and each
 * listing's address open {@link ListingEditor} (`?annonce=` fr, `?listing=` en). Anonymous
 * visitors are sent to the login page. Default export for the routes' lazy `import()`.
 */
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { createCmsFeedApi, type CmsFeedApi } from '../../api/cmsFeedApi';
import type { Locale } from '../../lib/locales';
import { LISTING_SOURCES, LISTING_STATUSES } from '../../schema/listingOrigin';
import { feedPath, listingsPath } from '../shell/EditorChrome';
import { Pager } from '../shell/Pager';
import { RetryCard } from '../shell/RetryCard';
import { QaScreen } from '../shell/QaScreen';
import { FeedRunsPanel } from './FeedRunsPanel';
import { ListingEditor } from './ListingEditor';
import { editedListingParam, listingEditPath } from './listingPaths';
import { ListingsTable } from './ListingsTable';
import { CATALOG_PAGE_SIZE, useListingCatalog } from './useListingCatalog';
import { useFeedRuns } from './useFeedRuns';
import styles from './listings.module.css';

const STATUSES = LISTING_STATUSES;

/** The feed's runs for admins: the feed is read only where it is shown (editors may not read it). */
function FeedRunsSection({ uiLocale, api, onSynced }: { uiLocale: Locale; api: CmsFeedApi; onSynced(): void }) {
  const feed = useFeedRuns(api);
  return <FeedRunsPanel uiLocale={uiLocale} feed={feed} onSynced={onSynced} />;
}

/**
 * The screen's body: title, filters, the table, paging and, for admins, the feed's runs. `api`
 * is the listings and feed client (replaceable in tests).
 */
export function ListingsCatalog({ uiLocale, api, isAdmin }: { uiLocale: Locale; api: CmsFeedApi; isAdmin: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const catalog = useListingCatalog(api);
  const { data, state, filters, page } = catalog;
  const all = data ? data.counts.demo + data.counts.feed + data.counts.manual : null;

  let body;
  if (state === 'error') {
    body = <RetryCard title={t('listings.error')} onRetry={catalog.reload} />;
  } else if (!data) {
    body = (
      <p className={styles.stateCard} aria-busy="true">
        {t('listings.loading')}
      </p>
    );
  } else if (data.listings.length === 0) {
    body = (
      <div className={styles.stateCard} data-empty>
        <p className={styles.stateTitle}>{filters.q || filters.source || filters.status ? t('listings.empty.filtered') : t('listings.empty')}</p>
      </div>
    );
  } else {
    body = (
      <div aria-busy={state === 'loading'}>
        <ListingsTable uiLocale={uiLocale} listings={data.listings} />
        <Pager page={page} pageSize={CATALOG_PAGE_SIZE} total={data.total} shown={data.listings.length} label={t('listings.page.label')} onPage={catalog.setPage} />
      </div>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('listings.title')}</h1>
          <p className={styles.muted}>{t('listings.intro')}</p>
        </div>
        <div className={styles.headActions}>
          {isAdmin ? (
            <a className={styles.ghostButton} href={feedPath(uiLocale)}>
              {t('listings.feedLink')}
            </a>
          ) : null}
          <a className={styles.primaryButton} href={listingEditPath(uiLocale, 'new')} data-new-listing>
            {t('listings.new')}
          </a>
        </div>
      </div>
      <div className={styles.filters}>
        <div className={styles.segment} role="group" aria-label={t('listings.filter.source')}>
          {([undefined, ...LISTING_SOURCES] as const).map((source) => (
            <button key={source ?? 'all'} type="button" aria-pressed={filters.source === source} onClick={() => catalog.setFilters({ ...filters, source })} data-source-filter={source ?? 'all'}>
              {t(source ? `listings.source.${source}` : 'listings.source.all')} {data ? <span className={styles.count}>{source ? data.counts[source] : all}</span> : null}
            </button>
          ))}
        </div>
        <label className={styles.inlineField}>
          <span>{t('listings.filter.status')}</span>
          <select
            className={styles.input}
            value={filters.status ?? ''}
            onChange={(event) => catalog.setFilters({ ...filters, status: (event.target.value || undefined) as (typeof STATUSES)[number] | undefined })}
          >
            <option value="">{t('listings.status.any')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`listings.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.searchField}>
          <Search size={16} className={styles.searchIcon} aria-hidden />
          <span className="visually-hidden">{t('listings.filter.q')}</span>
          <input
            className={styles.input}
            type="search"
            value={filters.q ?? ''}
            placeholder={t('listings.filter.q')}
            onChange={(event) => catalog.setFilters({ ...filters, q: event.target.value || undefined })}
          />
        </label>
        {data ? (
          <p className={styles.total} aria-live="polite">
            {t('listings.total', { total: data.total })}
          </p>
        ) : null}
      </div>
      {body}
      {isAdmin ? <FeedRunsSection uiLocale={uiLocale} api={api} onSynced={catalog.reload} /> : null}
    </main>
  );
}

/** The screen; see the module docstring. */
export function ListingsScreen({ uiLocale }: { uiLocale: Locale }) {
  const api = useMemo(() => createCmsFeedApi(), []);
  const [edited] = useState(() => editedListingParam(uiLocale, window.location.search));
  // Read when the language switches: a listing created here has named itself in the address bar.
  const pathOf = (locale: Locale) => {
    const current = editedListingParam(locale, window.location.search);
    return current ? listingEditPath(locale, current) : listingsPath(locale);
  };
  return (
    <QaScreen uiLocale={uiLocale} current="listings" pathOf={pathOf}>
      {(user) =>
        edited ? (
          <ListingEditor
            uiLocale={uiLocale}
            api={api}
            uls={edited}
            listPath={listingsPath(uiLocale)}
            onCreated={(uls) => window.history.replaceState(window.history.state, '', listingEditPath(uiLocale, uls))}
          />
        ) : (
          <ListingsCatalog uiLocale={uiLocale} api={api} isAdmin={user.role === 'admin'} />
        )
      }
    </QaScreen>
  );
}

export default ListingsScreen;
