/**
 * The e-mail telling a site's admins that an account was locked out after failed logins
 * (src/server/auth/lockoutNotifier.ts): bilingual, the site's mail language first
 * (`metadata.mail_locale`), then the other; which account, from which address, when, what the
 * lock does and does not do, and what to do if the attempts were not the account owner's.
 * Plain text and HTML (every value escaped); no link, so it can never be mistaken for phishing.
 */
import type { Locale } from '../../lib/locales';
import { LOCALE_ISO, otherLocale } from '../../lib/locales';
import { escapeHtml } from '../../lib/escapeHtml';
import { bilingualEmailHtml } from '../mail/bilingualEmail';

export interface LockoutEmailInput {
  /** The locked account's e-mail (normalized). */
  email: string;
  /** The client address it is locked out from; null when unknown. */
  ip: string | null;
  /** The site as its admins know it (its first domain). */
  siteName: string;
  /** When the lock started. */
  at: Date;
  /** The longest the lock lasts, in minutes (it ends with the window of the first failure). */
  minutes: number;
  /** Language of the first part. */
  locale: Locale;
}

/** The composed e-mail. */
export interface LockoutEmail {
  /** `Compte verrouillé : … / Account locked: …` (the first language first). */
  subject: string;
  text: string;
  html: string;
}

/** The time shown in the e-mail: Eastern time, as the site's brokers read it. */
function formatWhen(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' }).format(at);
}

const TEXTS = {
  subject: {
    fr: (email: string) => `Compte verrouillé : ${email}`,
    en: (email: string) => `Account locked: ${email}`,
  },
  greeting: { fr: 'Bonjour,', en: 'Hello,' },
  what: {
    fr: (i: LockoutEmailInput) =>
      `Cinq tentatives de connexion ont échoué pour le compte ${i.email} sur ${i.siteName}${i.ip ? ` depuis l’adresse ${i.ip}` : ''} (${formatWhen(i.at, 'fr')}, heure de l’Est).`,
    en: (i: LockoutEmailInput) =>
      `Five sign-in attempts failed for the account ${i.email} on ${i.siteName}${i.ip ? ` from the address ${i.ip}` : ''} (${formatWhen(i.at, 'en')}, Eastern time).`,
  },
  effect: {
    fr: (i: LockoutEmailInput) =>
      `Les connexions à ce compte${i.ip ? ' depuis cette adresse' : ''} sont bloquées pour au plus ${i.minutes} minutes. Depuis ses autres adresses, la personne titulaire du compte peut toujours se connecter avec son mot de passe (une vérification anti-robot peut lui être demandée).`,
    en: (i: LockoutEmailInput) =>
      `Sign-ins to this account${i.ip ? ' from that address' : ''} are blocked for up to ${i.minutes} minutes. From other addresses, the account's owner can still sign in with their password (a captcha may be asked).`,
  },
  advice: {
    fr: 'Si ces tentatives ne viennent pas de la personne titulaire du compte, quelqu’un cherche peut-être à deviner son mot de passe : assurez-vous qu’il est long et unique, et changez-le au besoin.',
    en: 'If these attempts were not made by the account’s owner, someone may be trying to guess its password: make sure it is long and unique, and change it if in doubt.',
  },
  once: {
    fr: (i: LockoutEmailInput) => `Vous ne recevrez pas d’autre avis pour ce compte pendant ${i.minutes} minutes.`,
    en: (i: LockoutEmailInput) => `You will get no other notice for this account for ${i.minutes} minutes.`,
  },
};

/** Composes the lockout e-mail (pure; never throws). */
export function buildLockoutEmail(input: LockoutEmailInput): LockoutEmail {
  const first = input.locale;
  const locales: Locale[] = [first, otherLocale(first)];
  const t = TEXTS;
  const subject = locales.map((locale) => t.subject[locale](input.email)).join(' / ').replace(/[\r\n\t]+/g, ' ');
  const paragraphs = (locale: Locale) => [t.what[locale](input), t.effect[locale](input), t.advice[locale], t.once[locale](input)];

  const text = locales.map((locale) => [t.greeting[locale], '', ...paragraphs(locale).flatMap((p) => [p, ''])].join('\n').trimEnd()).join('\n\n----------\n\n');

  const e = escapeHtml;
  const html = bilingualEmailHtml(
    locales,
    subject,
    t.subject[first](input.email),
    (locale) => `<p style="margin:0 0 12px">${e(t.greeting[locale])}</p>
      ${paragraphs(locale)
        .map((p, i) => `<p style="margin:0 0 12px;${i >= 2 ? 'font-size:13px;color:#4b5563' : 'color:#374151'}">${e(p)}</p>`)
        .join('\n      ')}`,
  );
  return { subject, text, html };
}
