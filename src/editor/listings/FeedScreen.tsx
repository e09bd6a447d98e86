/**
 * The feed screen (`/qa/flux` fr, `/qa/feed` en), for admins: the connection form of the site's
 * RESO Web API feed ({@link FeedConnectionForm}) and its last runs with "Sync now"
 * ({@link FeedRunsPanel}). An editor who is not an admin is told the screen is for admins;
 * anonymous visitors are sent to the login page. Default export for the routes' lazy `import()`.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createCmsFeedApi, type CmsFeedApi } from '../../api/cmsFeedApi';
import type { Locale } from '../../lib/locales';
import { feedPath, listingsPath } from '../shell/EditorChrome';
import { QaScreen } from '../shell/QaScreen';
import { RetryCard } from '../shell/RetryCard';
import { FeedConnectionForm } from './FeedConnectionForm';
import { FeedRunsPanel } from './FeedRunsPanel';
import { useFeedRuns } from './useFeedRuns';
import styles from './listings.module.css';

function FeedBody({ uiLocale, api }: { uiLocale: Locale; api: CmsFeedApi }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const feed = useFeedRuns(api);
  let form;
  if (feed.state === 'forbidden') form = <p className={styles.stateCard} role="alert">{t('feed.adminsOnly')}</p>;
  else if (feed.state === 'error' && !feed.feed)
    form = <RetryCard title={t('listings.runs.loadError')} onRetry={feed.reload} />;
  else if (!feed.feed) form = <p className={styles.stateCard} aria-busy="true">{t('listings.loading')}</p>;
  else
    form = (
      <FeedConnectionForm
        api={api}
        connection={feed.feed.connection}
        onSaved={(connection) => feed.setFeed((current) => (current ? { ...current, connection } : current))}
      />
    );
  return (
    <main className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('feed.title')}</h1>
          <p className={styles.muted}>{t('feed.intro')}</p>
        </div>
        <a className={styles.ghostButton} href={listingsPath(uiLocale)}>
          {t('feed.listingsLink')}
        </a>
      </div>
      <div className={styles.columns}>
        {form}
        {feed.state === 'forbidden' ? null : <FeedRunsPanel uiLocale={uiLocale} feed={feed} />}
      </div>
    </main>
  );
}

/** The screen; see the module docstring. */
export function FeedScreen({ uiLocale }: { uiLocale: Locale }) {
  const api = useMemo(() => createCmsFeedApi(), []);
  return (
    <QaScreen uiLocale={uiLocale} current="listings" pathOf={feedPath}>
      {() => <FeedBody uiLocale={uiLocale} api={api} />}
    </QaScreen>
  );
}

export default FeedScreen;
