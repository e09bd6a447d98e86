/**
 * Lead e-mail settings: the SMTP server, the default sender and the retry delays,
 * and the per-site choices made from them (sender, recipient, language).
 *
 * Per site (table `sites`): `notification_email` is the broker's inbox (no e-mail without it),
 * `mail_from` the sender; `settings.metadata.mail_locale` (`fr` | `en`, default `fr`) the language.
 */
import { localeCode, type Locale } from '../../schema/content';
import type { SiteRow } from '../db/schema';
import { DEFAULT_RETRY_BASE_MS, DEFAULT_RETRY_MAX_MS } from './backoff';

/** Sender used when neither the site's `mail_from` nor `MAIL_FROM` is set. */
export const DEFAULT_MAIL_FROM = 'Vitrine <no-reply@vitrine.localhost>';

/** What the lead notifier needs from the server configuration. */
export interface MailSettings {
  /** `smtp://` or `smtps://` URL (SMTP_URL); lead e-mails are off when undefined. */
  smtpUrl?: string;
  /** Default sender (MAIL_FROM). */
  mailFrom?: string;
  /** First retry delay in ms (default 30 000). */
  retryBaseMs?: number;
  /** Longest wait between attempts in ms (default 3 600 000). */
  retryMaxMs?: number;
}

/** {@link MailSettings} with the defaults applied. */
export interface ResolvedMailSettings {
  smtpUrl?: string;
  mailFrom: string;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** Applies the defaults: sender {@link DEFAULT_MAIL_FROM}, retries 30 s doubling up to 1 h. */
export function resolveMailSettings(settings: MailSettings): ResolvedMailSettings {
  return {
    smtpUrl: settings.smtpUrl?.trim() || undefined,
    mailFrom: settings.mailFrom?.trim() || DEFAULT_MAIL_FROM,
    retryBaseMs: settings.retryBaseMs ?? DEFAULT_RETRY_BASE_MS,
    retryMaxMs: settings.retryMaxMs ?? DEFAULT_RETRY_MAX_MS,
  };
}

/** The broker's inbox of a site (trimmed `notification_email`), or null when none is set. */
export function siteRecipient(site: Pick<SiteRow, 'notificationEmail'>): string | null {
  return site.notificationEmail?.trim() || null;
}

/** `From` of a site's lead e-mails: the site's `mail_from`, else `MAIL_FROM`, else the default. */
export function siteSender(site: Pick<SiteRow, 'mailFrom'>, settings: ResolvedMailSettings): string {
  return site.mailFrom?.trim() || settings.mailFrom;
}

/** Language of a site's lead e-mails: `settings.metadata.mail_locale`, `fr` when missing or invalid. */
export function siteMailLocale(site: Pick<SiteRow, 'settings'>): Locale {
  const value = (site.settings?.metadata as { mail_locale?: unknown } | undefined)?.mail_locale;
  const parsed = localeCode.safeParse(value);
  return parsed.success ? parsed.data : 'fr';
}
