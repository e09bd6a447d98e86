/**
 * One run of the property alert job: for every site and each of its confirmed, subscribed saved
 * searches (a pending subscription gets nothing until its confirmation link is followed), find the
 * new and price-reduced listings since the search's last digest ({@link findAlertMatches}), and
 * when there are any, send one digest to the subscriber.
 *
 * - Sender per site, as lead e-mails: the site's `mail_from`, else MAIL_FROM, else the default.
 * - Links (listings, search page, unsubscribe) on `https://{first public domain}`, else `localBaseUrl`.
 * - Headers `List-Unsubscribe: <url>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
 * - `last_notified_at` becomes the run's start time only after a successful send; a failed send
 *   is logged and the same listings (plus newer ones) are sent at the next run.
 * - Unconfirmed subscriptions asked for 7 days or more before the run's start have expired: the
 *   run deletes them first (their leads stay in the inbox) and counts them in `expired`.
 * - `dryRun`: composes everything, sends nothing, changes nothing (expired ones are only counted).
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ALERT_CONFIRMATION_TTL_MS } from '../../schema/alertConsent';
import {
  deleteExpiredPendingSavedSearches,
  listActiveSavedSearches,
  listExpiredPendingSavedSearches,
  markSavedSearchNotified,
} from '../db/repositories/savedSearches';
import { listSites } from '../db/repositories/sites';
import { municipalities, type SavedSearchRow } from '../db/schema';
import { resolveMailSettings, siteSender, type MailSettings } from '../mail/mailConfig';
import { siteBaseUrl } from '../mail/leadNotifier';
import type { MailLog } from '../mail/outbox';
import { createSmtpTransport, isDeliverableAddress, type MailTransport } from '../mail/transport';
import { alertSiteName } from './alertSiteName';
import { buildDigestEmail } from './digestEmail';
import { findAlertMatches } from './matchListings';
import { alertsUnsubscribeUrl } from './unsubscribeUrl';
import { errorMessage } from '../../lib/errorMessage';

export interface AlertRunOptions {
  db: Database;
  /** SMTP_URL and MAIL_FROM (retry settings unused: a failed digest waits for the next run). */
  mail: MailSettings;
  /** Transport override (tests); default nodemailer over `mail.smtpUrl`. */
  transport?: MailTransport;
  /** Base URL (`http://localhost:3000`) of links for sites with only local domains. */
  localBaseUrl?: string;
  /** Compose and report, but send nothing and record nothing. */
  dryRun?: boolean;
  /** Start of the run (default now): listings up to it are matched, and it becomes `last_notified_at`. */
  now?: Date;
  log?: MailLog;
}

/** What happened to one saved search's digest. */
export interface DigestOutcome {
  savedSearchId: string;
  siteId: string;
  email: string;
  locale: 'fr' | 'en';
  subject: string;
  /** Listings shown in the e-mail (≤ 20) and matching in all. */
  shown: number;
  total: number;
  status: 'sent' | 'failed' | 'dry-run';
  error?: string;
}

/** Summary of a run. */
export interface AlertRunResult {
  /** Confirmed, subscribed saved searches looked at. */
  searches: number;
  /** Unconfirmed subscriptions past their 7 days, deleted by this run (a dry run counts them only). */
  expired: number;
  /** Digests sent (0 in a dry run). */
  sent: number;
  /** Digests whose send failed (retried next run). */
  failed: number;
  dryRun: boolean;
  /** One entry per saved search that had matches. */
  digests: DigestOutcome[];
}

async function municipalityNamesOf(db: Database, searches: SavedSearchRow[]): Promise<Map<string, string>> {
  const codes = [...new Set(searches.flatMap((s) => s.municipalityCodes))];
  if (!codes.length) return new Map();
  const rows = await db.select({ code: municipalities.code, name: municipalities.name }).from(municipalities).where(inArray(municipalities.code, codes));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/**
 * Runs the job once.
 * @throws Error when sending is required (not `dryRun`) and neither `transport` nor `mail.smtpUrl` is
 *   given; a database error while deleting expired subscriptions or listing sites or searches. Send failures never throw: they are
 *   counted in `failed` and logged.
 */
export async function runAlerts(options: AlertRunOptions): Promise<AlertRunResult> {
  const { db, dryRun = false } = options;
  const log = options.log ?? console;
  const settings = resolveMailSettings(options.mail);
  const runStartedAt = options.now ?? new Date();
  if (!dryRun && !options.transport && !settings.smtpUrl) throw new Error('SMTP_URL is not set: alert digests cannot be sent (use --dry-run to preview them).');
  let transport = options.transport;
  const ownTransport = !transport;
  const result: AlertRunResult = { searches: 0, expired: 0, sent: 0, failed: 0, dryRun, digests: [] };
  const expiredBefore = new Date(runStartedAt.getTime() - ALERT_CONFIRMATION_TTL_MS);
  result.expired = dryRun
    ? (await listExpiredPendingSavedSearches(db, expiredBefore)).length
    : await deleteExpiredPendingSavedSearches(db, expiredBefore);
  if (result.expired > 0 && !dryRun) log.info(`[alerts] ${result.expired} unconfirmed alert subscription(s) expired after 7 days and were deleted`);

  try {
    for (const site of await listSites(db)) {
      const searches = await listActiveSavedSearches(db, site.id);
      if (!searches.length) continue;
      result.searches += searches.length;
      const names = await municipalityNamesOf(db, searches);
      const from = siteSender(site, settings);
      const baseUrl = siteBaseUrl(site, options.localBaseUrl);
      const siteName = alertSiteName(site, from);

      for (const search of searches) {
        const { matches, total } = await findAlertMatches(db, search, { until: runStartedAt });
        if (!matches.length) continue;
        const unsubscribeUrl = alertsUnsubscribeUrl(baseUrl, search.unsubscribeToken);
        const email = buildDigestEmail({ search, matches, total, baseUrl, unsubscribeUrl, siteName, municipalityNames: names });
        const outcome: DigestOutcome = {
          savedSearchId: search.id,
          siteId: site.id,
          email: search.email,
          locale: search.locale,
          subject: email.subject,
          shown: matches.length,
          total,
          status: 'dry-run',
        };
        result.digests.push(outcome);
        if (dryRun) continue;
        try {
          const to = search.email.trim();
          if (!isDeliverableAddress(to)) throw new Error(`not a deliverable address: ${JSON.stringify(to)}`);
          transport ??= createSmtpTransport(settings.smtpUrl!);
          await transport.send({
            from,
            to,
            subject: email.subject,
            text: email.text,
            html: email.html,
            headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          });
        } catch (error) {
          outcome.status = 'failed';
          outcome.error = errorMessage(error);
          result.failed += 1;
          log.warn(`[alerts] digest for saved search ${search.id} (site ${site.id}) failed: ${outcome.error}; it will be retried at the next run`);
          continue;
        }
        outcome.status = 'sent';
        result.sent += 1;
        await markSavedSearchNotified(db, search.id, runStartedAt);
      }
    }
  } finally {
    if (ownTransport) transport?.close();
  }
  return result;
}
