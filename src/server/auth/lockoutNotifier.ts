/**
 * Tells a site's admins by e-mail that an account was just locked out after failed logins
 * (src/server/auth/loginThrottle.ts; docs/editors.md "Editors and admins").
 *
 * - **To**: every admin of the site the logins were tried on (their per-site role), in one
 *   message. A site without admins gets no e-mail (logged).
 * - **From**: as lead e-mails: the site's `mail_from`, else MAIL_FROM, else the default.
 * - **Text**: French and English, the site's `metadata.mail_locale` first ({@link buildLockoutEmail}).
 * - **How often**: the caller asks only once per account and lock window
 *   (`LoginThrottle.claimLockNotice`), so failing on purpose cannot flood the admins' inboxes.
 * - Sent in the background: the login answer never waits for the SMTP server, and a failed send
 *   is logged, not retried. Every lock is logged, e-mailed or not.
 * - Without SMTP_URL (and no transport) the e-mail is off: the lock is only logged, with a note
 *   that SMTP_URL is not set, as lead e-mails say at start.
 */
import type { Database } from '../db/client';
import { listSiteUsers } from '../db/repositories/siteMemberships';
import type { SiteRow } from '../db/schema';
import { resolveMailSettings, siteMailLocale, siteSender, type MailSettings } from '../mail/mailConfig';
import type { MailLog } from '../mail/outbox';
import { isDeliverableAddress, lazyTransport, type MailTransport } from '../mail/transport';
import { buildLockoutEmail } from './lockoutEmail';
import { errorMessage } from '../../lib/errorMessage';

export interface LockoutNotifierOptions {
  db: Database;
  /** SMTP_URL and MAIL_FROM (retry settings unused: a notice is sent once). */
  mail: MailSettings;
  /** Transport override (tests); default nodemailer over `mail.smtpUrl`. */
  transport?: MailTransport;
  log?: MailLog;
}

/** One lock, as the login route saw it. */
export interface AccountLock {
  /** The site the logins were tried on. */
  site: SiteRow;
  /** The locked account's normalized e-mail (an existing user). */
  email: string;
  /** The client address it is locked out from; null when unknown. */
  ip: string | null;
  /** When the lock started. */
  at: Date;
  /** The longest it lasts, in minutes. */
  minutes: number;
}

export interface LockoutNotifier {
  /** False when SMTP_URL is not set (and no transport was given): locks are only logged. */
  readonly enabled: boolean;
  /** Logs the lock and sends the admins' e-mail in the background. Never throws. */
  accountLocked(lock: AccountLock): void;
  /** Resolves when every e-mail started so far has been sent or has failed (tests, shutdown). */
  whenIdle(): Promise<void>;
  /** Closes the SMTP connections. */
  close(): void;
}

/** Creates the notifier. */
export function createLockoutNotifier(options: LockoutNotifierOptions): LockoutNotifier {
  const { db } = options;
  const settings = resolveMailSettings(options.mail);
  const log = options.log ?? console;
  const transport = lazyTransport(settings.smtpUrl, options.transport);
  const enabled = transport.enabled;
  const inFlight = new Set<Promise<void>>();

  async function send(lock: AccountLock): Promise<void> {
    const admins = (await listSiteUsers(db, lock.site.id))
      .filter(({ role }) => role === 'admin')
      .map(({ user }) => user.email.trim())
      .filter(isDeliverableAddress);
    if (admins.length === 0) {
      log.warn(`[auth] site ${lock.site.id} has no admin with an e-mail address: nobody was told that ${lock.email} is locked out.`);
      return;
    }
    const email = buildLockoutEmail({
      email: lock.email,
      ip: lock.ip,
      siteName: lock.site.domains[0] ?? lock.site.id,
      at: lock.at,
      minutes: lock.minutes,
      locale: siteMailLocale(lock.site),
    });
    await transport.get().send({ from: siteSender(lock.site, settings), to: admins.join(', '), ...email });
  }

  return {
    enabled,
    accountLocked(lock) {
      const where = lock.ip ? ` from ${lock.ip}` : '';
      if (!enabled) {
        log.warn(`[auth] ${lock.email} is locked out${where} on site ${lock.site.id} for up to ${lock.minutes} minutes after failed logins; SMTP_URL is not set: the site's admins were not e-mailed.`);
        return;
      }
      log.warn(`[auth] ${lock.email} is locked out${where} on site ${lock.site.id} for up to ${lock.minutes} minutes after failed logins; the site's admins are e-mailed.`);
      const sending: Promise<void> = send(lock)
        .catch((error: unknown) => {
          log.error(`[auth] the lockout e-mail about ${lock.email} (site ${lock.site.id}) was not sent: ${errorMessage(error)}`);
        })
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async whenIdle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      transport.close();
    },
  };
}
