/**
 * The feed's last runs on a QA screen (`/qa/annonces`, `/qa/flux`): for each run its start and
 * end (date and time, America/Toronto), outcome, added / updated / removed / skipped counts, photos
 * fetched and failed, the error of a failed run, and each skipped record with its `ListingKey` and
 * reason (a disclosure); a "Sync now" button (with "read every listing again" for a full run) that
 * announces the run's outcome. Shown to admins; `onSynced` lets the screen reload its listings.
 */
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CmsApiError } from '../../api/cmsApi';
import type { FeedRun } from '../../api/cmsFeedApi';
import { formatDate } from '../../lib/dates';
import type { Locale } from '../../lib/locales';
import type { useFeedRuns } from './useFeedRuns';
import styles from './listings.module.css';
import { errorMessage } from '../../lib/errorMessage';

export interface FeedRunsPanelProps {
  uiLocale: Locale;
  feed: ReturnType<typeof useFeedRuns>;
  /** Called after a run ended, whatever its outcome. */
  onSynced?(): void;
}

function RunRow({ run, uiLocale }: { run: FeedRun; uiLocale: Locale }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const summary = run.summary;
  return (
    <li className={styles.run} data-feed-run={run.outcome}>
      <div className={styles.runHead}>
        <span className={styles.runOutcome} data-outcome={run.outcome}>
          {t(`listings.runs.outcome.${run.outcome}`)}
        </span>
        <span>{t(run.full ? 'listings.runs.full' : 'listings.runs.incremental')}</span>
        <span className={styles.muted}>
          {t('listings.runs.when', {
            start: formatDate(run.startedAt, uiLocale, 'dateTime'),
            end: run.endedAt ? formatDate(run.endedAt, uiLocale, 'dateTime') : '…',
          })}
        </span>
      </div>
      {summary ? (
        <p className={styles.runCounts} data-run-counts>
          {t('listings.runs.counts', {
            added: summary.added,
            updated: summary.updated,
            removed: summary.removed,
            skipped: summary.skipped.length,
            photos: summary.photosFetched,
            photosFailed: summary.photosFailed,
          })}
        </p>
      ) : null}
      {summary?.roster ? (
        <p className={styles.runCounts} data-run-roster>
          {summary.roster.unavailable
            ? t('listings.runs.rosterUnavailable')
            : t('listings.runs.roster', {
                offices: summary.roster.offices.added + summary.roster.offices.updated,
                members: summary.roster.members.added + summary.roster.members.updated,
                unpublished: summary.roster.offices.unpublished + summary.roster.members.unpublished,
                skipped: summary.roster.skipped.length,
              })}
        </p>
      ) : null}
      {run.error ? <p className={styles.runError}>{run.error}</p> : null}
      {summary && summary.skipped.length > 0 ? (
        <details className={styles.skipped}>
          <summary>{t('listings.runs.skippedList', { count: summary.skipped.length })}</summary>
          <ul>
            {summary.skipped.map((skip, index) => (
              <li key={`${skip.listingKey ?? ''}-${index}`}>
                <code>{skip.listingKey ?? t('listings.runs.noKey')}</code> — {skip.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {summary?.notes?.length ? (
        <ul className={styles.runNotes}>
          {summary.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The panel; see the module docstring. */
export function FeedRunsPanel({ uiLocale, feed, onSynced }: FeedRunsPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [full, setFull] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const connected = Boolean(feed.feed?.connection);

  async function syncNow() {
    setMessage(null);
    try {
      const run = await feed.sync(full);
      setMessage(
        run.outcome === 'completed'
          ? { tone: 'ok', text: t('listings.sync.done', { added: run.summary.added, updated: run.summary.updated, removed: run.summary.removed, skipped: run.summary.skipped.length }) }
          : { tone: 'error', text: t('listings.sync.failed', { error: run.error ?? '' }) },
      );
    } catch (error) {
      const code = error instanceof CmsApiError ? error.code : '';
      setMessage({ tone: 'error', text: code === 'sync_running' ? t('listings.sync.busy') : t('listings.sync.error', { error: errorMessage(error) }) });
    } finally {
      onSynced?.();
    }
  }

  return (
    <section className={styles.card} aria-labelledby="feed-runs-title" data-feed-runs>
      <div className={styles.cardHead}>
        <h2 id="feed-runs-title" className={styles.cardTitle}>
          {t('listings.runs.title')}
        </h2>
        {connected ? (
          <div className={styles.syncTools}>
            <label className={styles.checkbox}>
              <input type="checkbox" checked={full} onChange={(event) => setFull(event.target.checked)} disabled={feed.syncing} />
              {t('listings.sync.full')}
            </label>
            <Button className={styles.primaryButton} onPress={() => void syncNow()} isPending={feed.syncing}>
              <RefreshCw size={16} aria-hidden className={feed.syncing ? styles.spinning : undefined} />
              {feed.syncing ? t('listings.sync.running') : t('listings.sync.now')}
            </Button>
          </div>
        ) : null}
      </div>
      <div aria-live="polite">
        {message ? (
          <p className={message.tone === 'ok' ? styles.okMessage : styles.errorMessage} data-sync-message>
            {message.text}
          </p>
        ) : null}
      </div>
      {feed.state === 'error' ? (
        <div role="alert" className={styles.stateRow}>
          <p>{t('listings.runs.loadError')}</p>
          <Button className={styles.ghostButton} onPress={feed.reload}>
            {t('qa.retry')}
          </Button>
        </div>
      ) : !feed.feed ? (
        <p className={styles.muted}>{t('listings.loading')}</p>
      ) : !connected ? (
        <p className={styles.muted}>{t('listings.runs.notConnected')}</p>
      ) : feed.feed.runs.length === 0 ? (
        <p className={styles.muted}>{t('listings.runs.none')}</p>
      ) : (
        <ol className={styles.runs}>
          {feed.feed.runs.map((run) => (
            <RunRow key={run.id} run={run} uiLocale={uiLocale} />
          ))}
        </ol>
      )}
    </section>
  );
}
