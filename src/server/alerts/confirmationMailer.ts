/**
 * Sends the confirmation e-mail of a new property alert subscription (CASL double opt-in): the
 * subscription is stored pending, this e-mail carries its signed confirmation link
 * ({@link signConfirmToken}, valid 7 days), and digests start only once the link is followed.
 *
 * - Sender as for lead e-mails and digests: the site's `mail_from`, else MAIL_FROM, else the default.
 * - Link on `https://{first public domain}`, else `localBaseUrl` (sites with only local domains).
 * - Sent while the visitor waits, so the form can say whether it went out; never retried: a failed
 *   send is logged, the subscription stays pending (and expires after 7 days), and the visitor is
 *   told the e-mail could not be sent.
 * - Without SMTP_URL (and no transport) the mailer is off: nothing is sent, subscriptions stay
 *   pending, and `start()` says so once in the log, as lead e-mails do.
 */
import type { AlertConfirmationOutcome } from '../../schema/alertConsent';
import type { Database } from '../db/client';
import { markConfirmationSent } from '../db/repositories/savedSearches';
import type { SavedSearchRow, SiteRow } from '../db/schema';
import { resolveMailSettings, siteSender, type MailSettings } from '../mail/mailConfig';
import { siteBaseUrl } from '../mail/leadNotifier';
import type { MailLog } from '../mail/outbox';
import { isDeliverableAddress, lazyTransport, type MailTransport } from '../mail/transport';
import { alertSiteName } from './alertSiteName';
import { buildConfirmationEmail } from './confirmEmail';
import { alertConfirmKey, confirmationExpiry, signConfirmToken } from './confirmToken';
import { alertsConfirmUrl } from './confirmUrl';
import { errorMessage } from '../../lib/errorMessage';

export interface AlertConfirmationMailerOptions {
  db: Database;
  /** SMTP_URL and MAIL_FROM (retry settings unused: a confirmation is sent once). */
  mail: MailSettings;
  /** Transport override (tests); default nodemailer over `mail.smtpUrl`. */
  transport?: MailTransport;
  /** Base URL (`http://localhost:3000`) of links for sites with only local domains, read at each send. */
  localBaseUrl?: () => string | undefined;
  log?: MailLog;
}

export interface AlertConfirmationMailer {
  /** False when SMTP_URL is not set (and no transport was given): nothing is sent. */
  readonly enabled: boolean;
  /**
   * Sends the confirmation e-mail of a pending saved search of `site` and records
   * `confirmation_sent_at`. Never throws: a failure is logged and answered `not_sent`.
   * @returns `sent` when the SMTP server accepted the message, else `not_sent`
   */
  send(search: SavedSearchRow, site: SiteRow): Promise<AlertConfirmationOutcome>;
  /** Logs once when confirmation e-mails are off. */
  start(): void;
  /** Closes the SMTP connections. */
  close(): void;
}

/** Creates the mailer. */
export function createAlertConfirmationMailer(options: AlertConfirmationMailerOptions): AlertConfirmationMailer {
  const { db } = options;
  const settings = resolveMailSettings(options.mail);
  const log = options.log ?? console;
  const transport = lazyTransport(settings.smtpUrl, options.transport);
  const enabled = transport.enabled;

  return {
    enabled,
    async send(search, site) {
      if (!enabled) return 'not_sent';
      try {
        const to = search.email.trim();
        if (!isDeliverableAddress(to)) throw new Error(`not a deliverable address: ${JSON.stringify(to)}`);
        const token = signConfirmToken(await alertConfirmKey(db), search.id, confirmationExpiry(search.consentRequestedAt));
        const from = siteSender(site, settings);
        const confirmUrl = alertsConfirmUrl(siteBaseUrl(site, options.localBaseUrl?.()), token);
        const email = buildConfirmationEmail({ search, confirmUrl, siteName: alertSiteName(site, from) });
        await transport.get().send({ from, to, subject: email.subject, text: email.text, html: email.html });
      } catch (error) {
        const message = errorMessage(error);
        log.warn(`[alerts] confirmation e-mail of saved search ${search.id} (site ${site.id}) not sent: ${message}; the subscription stays pending`);
        return 'not_sent';
      }
      try {
        await markConfirmationSent(db, search.id);
      } catch (error) {
        log.error(`[alerts] confirmation e-mail of saved search ${search.id} sent; recording it failed`, error);
      }
      return 'sent';
    },
    start() {
      if (!enabled) {
        log.info('[alerts] SMTP_URL is not set: alert confirmation e-mails are off (new alert subscriptions are stored, pending, and get no digest until confirmed).');
      }
    },
    close() {
      transport.close();
    },
  };
}
