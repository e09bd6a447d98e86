/**
 * Lead notifier: the object the server wires into the
 * content API as `onLeadStored` and starts/stops with the server.
 *
 * - `onLeadStored(lead)`: the lead is already stored; queues its e-mail (`lead_notifications` row,
 *   `pending`) and wakes the worker, or records `skipped` when lead e-mails are off (no SMTP_URL)
 *   or the site has no `notification_email`.
 * - The worker ({@link createLeadOutbox}) sends it: From = site `mail_from` ?? MAIL_FROM ?? default,
 *   To = site `notification_email`, Reply-To = the visitor, subject and body in the site's
 *   `metadata.mail_locale` ({@link buildLeadEmail}); failures are retried with backoff.
 */
import type { Database } from '../db/client';
import { findLeadWithSite, insertLeadNotification } from '../db/repositories/leadNotifications';
import { findSiteById } from '../db/repositories/sites';
import { findMemberBySlug } from '../db/repositories/directory';
import type { LeadNotificationRow, LeadRow, SiteRow } from '../db/schema';
import { LEAD_EMAIL_PATTERN } from '../../schema/leadForms';
import { resolveMailSettings, siteMailLocale, siteRecipient, siteSender, type MailSettings } from './mailConfig';
import { buildLeadEmail, visitorName } from './leadEmail';
import { createLeadOutbox, type DeliveryResult, type MailLog } from './outbox';
import { lazyTransport, type MailMessage, type MailTransport } from './transport';

export interface LeadNotifierOptions {
  db: Database;
  /** SMTP_URL, MAIL_FROM and retry delays (ms). */
  mail: MailSettings;
  /** Transport override (tests); default nodemailer over `mail.smtpUrl`. */
  transport?: MailTransport;
  /**
   * Base URL (`http://localhost:3000`) of the inbox link for sites with only local domains
   * (localhost, IP addresses, `*.localhost`); sites with a public domain link to `https://{domain}`.
   */
  localBaseUrl?: () => string | undefined;
  log?: MailLog;
}

export interface LeadNotifier {
  /** False when SMTP_URL is not set: leads are stored, their notification rows are `skipped`. */
  readonly enabled: boolean;
  /** Pass as `createContentApiApp({ onLeadStored })`. @throws on a database error (the caller logs it) */
  onLeadStored(lead: LeadRow): Promise<void>;
  /** Starts the worker (picks up rows left pending); logs once when lead e-mails are off. */
  start(): void;
  /** Stops the worker, waiting for the send in flight, and closes the SMTP connections. */
  stop(): Promise<void>;
  /** Resolves when the worker has nothing running (tests). */
  whenIdle(): Promise<void>;
}

const LOCAL_HOST = /^(localhost|.*\.localhost|\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

/** Path of the QA leads inbox per language: `/qa/prospects` (French), `/qa/leads` (English). */
export const LEADS_INBOX_PATHS = { fr: '/qa/prospects', en: '/qa/leads' } as const;

/**
 * Absolute URL of a site's QA leads inbox in `locale`: `https://{first public domain}/qa/prospects`
 * (fr) or `…/qa/leads` (en); `localBaseUrl` when the site has only local domains.
 */
export function leadsInboxUrl(site: Pick<SiteRow, 'domains'>, locale: 'fr' | 'en', localBaseUrl = 'http://localhost:3000'): string {
  return `${siteBaseUrl(site, localBaseUrl)}${LEADS_INBOX_PATHS[locale]}`;
}

/**
 * Absolute base URL (no trailing slash) of links in a site's e-mails: `https://{first public
 * domain}`, or `localBaseUrl` when the site has only local domains (localhost, IPs, `*.localhost`).
 */
export function siteBaseUrl(site: Pick<SiteRow, 'domains'>, localBaseUrl = 'http://localhost:3000'): string {
  const domain = site.domains.find((d) => !LOCAL_HOST.test(d));
  return domain ? `https://${domain}` : localBaseUrl.replace(/\/+$/, '');
}

/** Reply-To of a lead: the visitor's name and e-mail, when the payload holds a valid one. */
function replyToOf(lead: LeadRow, locale: 'fr' | 'en'): MailMessage['replyTo'] {
  const email = typeof lead.payload.email === 'string' ? lead.payload.email.trim() : '';
  if (!LEAD_EMAIL_PATTERN.test(email) || /[\r\n<>,;"]/.test(email)) return undefined;
  return { name: visitorName(lead.payload, locale).replace(/[\r\n"]/g, ' '), address: email };
}

/**
 * The e-mail of the directory member a lead is addressed to (`recipient_type` broker, team,
 * administrative or executive team with their `recipient_slug`, e.g. a broker's profile form), or
 * null when the lead is for the site or names nobody with an e-mail.
 */
async function memberRecipient(db: Database, lead: LeadRow): Promise<string | null> {
  const type = lead.payload.recipient_type;
  const slug = lead.payload.recipient_slug;
  if (typeof slug !== 'string' || !slug || !['broker', 'team', 'administrative_team', 'executive_team'].includes(String(type))) return null;
  const member = await findMemberBySlug(db, lead.siteId, slug);
  const email = member?.email.trim() ?? '';
  return email && !/[\r\n<>,;"]/.test(email) ? email : null;
}

/** Creates the notifier (worker stopped until `start()`). */
export function createLeadNotifier(options: LeadNotifierOptions): LeadNotifier {
  const { db } = options;
  const settings = resolveMailSettings(options.mail);
  const log = options.log ?? console;
  const transport = lazyTransport(settings.smtpUrl, options.transport);
  const enabled = transport.enabled;
  const warnedSites = new Set<string>();

  async function deliver(row: LeadNotificationRow): Promise<DeliveryResult> {
    const found = await findLeadWithSite(db, row.leadId);
    if (!found) return { status: 'skipped', reason: 'lead not found' };
    const { lead, site } = found;
    const to = (await memberRecipient(db, lead)) ?? siteRecipient(site);
    if (!to) return { status: 'skipped', reason: 'the site has no notification_email' };
    const locale = siteMailLocale(site);
    const email = buildLeadEmail({ lead, locale, inboxUrl: leadsInboxUrl(site, locale, options.localBaseUrl?.()) });
    await transport.get().send({ from: siteSender(site, settings), to, replyTo: replyToOf(lead, locale), ...email });
    return { status: 'sent' };
  }

  const outbox = createLeadOutbox({ db, deliver, retryBaseMs: settings.retryBaseMs, retryMaxMs: settings.retryMaxMs, log });

  return {
    enabled,
    async onLeadStored(lead) {
      if (!enabled) {
        await insertLeadNotification(db, lead.id, 'skipped');
        return;
      }
      const site = await findSiteById(db, lead.siteId);
      if (!site || !siteRecipient(site)) {
        await insertLeadNotification(db, lead.id, 'skipped');
        if (!warnedSites.has(lead.siteId)) {
          warnedSites.add(lead.siteId);
          log.warn(`[mail] site ${lead.siteId} has no notification_email: its leads are stored but not e-mailed.`);
        }
        return;
      }
      await insertLeadNotification(db, lead.id, 'pending');
      outbox.wake();
    },
    start() {
      if (!enabled) {
        log.info('[mail] SMTP_URL is not set: lead e-mails are off (leads are still stored and listed in /qa/leads).');
        return;
      }
      outbox.start();
    },
    async stop() {
      await outbox.stop();
      transport.close();
    },
    whenIdle: () => outbox.whenIdle(),
  };
}
