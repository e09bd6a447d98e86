/**
 * react-intl provider for the active locale (spec 000 §2 "Locale behaviour", §9 fr-CA / en-CA).
 *
 * Formats with the Canadian ISO tags; the default and fallback is French. A missing message is a
 * console warning (never an error on a public page); react-intl then shows the key's default.
 */
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { LOCALE_ISO, type Locale } from '../../lib/locales';
import { messageCatalog } from './messageCatalogs';

function onIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') {
    console.warn(error.message);
    return;
  }
  console.warn('[i18n]', error.message);
}

/**
 * One intl object per locale for the whole process: its cache keeps every parsed message and
 * Intl formatter, so a server render does not parse the catalogue's messages again per request.
 * Its messages are the installed source's catalogue object (messageCatalogs.ts), which the browser
 * fills as message chunks arrive.
 */
const intlByCatalog = new WeakMap<object, IntlShape>();
const cache = createIntlCache();

function intlFor(locale: Locale): IntlShape {
  const messages = messageCatalog(locale);
  let intl = intlByCatalog.get(messages);
  if (!intl) {
    intl = createIntl({ locale: LOCALE_ISO[locale], defaultLocale: 'fr-CA', messages: messages as Record<string, string>, onError: onIntlError }, cache);
    intlByCatalog.set(messages, intl);
  }
  return intl;
}

/** Provides messages and formats of `locale` to everything below. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>;
}
