/**
 * The confirmation e-mail of a property alert subscription: bilingual, the subscriber's language
 * first, then the other, each part with a greeting, what was asked for, the confirmation link (a
 * button in HTML), how long it is valid and what to do if the request was not theirs. The consent
 * wording the subscriber accepted is quoted in their language. Plain text and HTML (every value
 * escaped); the link is absolute.
 */
import { otherLocale, type Locale } from '../../lib/locales';
import { escapeHtml } from '../../lib/escapeHtml';
import { bilingualEmailHtml } from '../mail/bilingualEmail';
import type { SavedSearchRow } from '../db/schema';
import { CONFIRM_EMAIL_TEXTS, confirmEmailIntro, confirmEmailReason } from './confirmTexts';
import { digestGreeting, labelled } from './digestTexts';

export interface ConfirmationEmailInput {
  search: Pick<SavedSearchRow, 'email' | 'firstName' | 'locale' | 'consentText'>;
  /** Absolute confirmation URL (`https://julietremblay.ca/alerts/confirm/{token}`). */
  confirmUrl: string;
  /** The site as the subscriber knows it (domain or sender name). */
  siteName: string;
}

/** The composed e-mail. */
export interface ConfirmationEmail {
  /** `Confirmez votre abonnement aux alertes immobilières / Confirm your property alert subscription` (subscriber's language first). */
  subject: string;
  text: string;
  html: string;
}

/** Composes the confirmation e-mail (pure; never throws on a valid row). */
export function buildConfirmationEmail(input: ConfirmationEmailInput): ConfirmationEmail {
  const { search, confirmUrl, siteName } = input;
  const first = search.locale;
  const locales: Locale[] = [first, otherLocale(first)];
  const t = CONFIRM_EMAIL_TEXTS;
  const email = search.email.trim();
  const subject = locales.map((locale) => t.subject[locale]).join(' / ').replace(/[\r\n\t]+/g, ' ');
  const consent = search.consentText.trim();

  const textParts = locales.map((locale, index) => {
    const lines = [digestGreeting(search.firstName, locale), '', confirmEmailIntro(siteName, email, locale), confirmUrl, '', t.validity[locale]];
    if (index === 0 && consent) lines.push('', labelled(t.consentGiven[locale], locale === 'fr' ? `« ${consent} »` : `“${consent}”`, locale));
    lines.push('', confirmEmailReason(siteName, locale));
    return lines.join('\n');
  });
  const text = textParts.join('\n\n----------\n\n');

  const e = escapeHtml;
  const html = bilingualEmailHtml(locales, subject, t.subject[first], (locale) => {
    const index = locales.indexOf(locale);
    return `<p style="margin:0 0 12px">${e(digestGreeting(search.firstName, locale))}</p>
      <p style="margin:0 0 20px;color:#374151">${e(confirmEmailIntro(siteName, email, locale))}</p>
      <p style="margin:0 0 20px"><a href="${e(confirmUrl)}" style="display:inline-block;padding:12px 22px;border-radius:6px;background:#1f4e79;color:#ffffff;text-decoration:none;font-weight:600">${e(t.button[locale])}</a></p>
      <p style="margin:0 0 12px;font-size:13px;color:#4b5563">${e(t.validity[locale])}</p>
      ${index === 0 && consent ? `<p style="margin:0 0 12px;font-size:13px;color:#4b5563">${e(t.consentGiven[locale])}${locale === 'fr' ? ' :' : ':'} <q>${e(consent)}</q></p>` : ''}
      <p style="margin:0;font-size:13px;color:#6b7280">${e(confirmEmailReason(siteName, locale))}</p>`;
  });
  return { subject, text, html };
}
