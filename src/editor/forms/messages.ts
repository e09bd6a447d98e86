/**
 * UI texts of the schema-driven forms, in fr and en (src/editor/forms/i18n/{fr,en}.json, keys
 * `editor.forms.*`). The forms take the UI locale as a prop, so they need no IntlProvider.
 */
import { createIntl, type IntlShape } from '@formatjs/intl';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

export type UiLocale = 'fr' | 'en';
export type FormMessageKey = keyof typeof en;

/** One formatter per UI locale; French falls back to the English text of a missing key. */
const INTL: Record<UiLocale, IntlShape> = {
  fr: createIntl({ locale: 'fr-CA', messages: { ...en, ...fr }, onError: () => {} }),
  en: createIntl({ locale: 'en-CA', messages: en, onError: () => {} }),
};

/**
 * The text of `key` in `uiLocale` (ICU message syntax, `{name}` placeholders from `values`).
 * Falls back to English, then to the key itself.
 */
export function formText(uiLocale: UiLocale, key: FormMessageKey, values: Record<string, string | number> = {}): string {
  return INTL[uiLocale].formatMessage({ id: key, defaultMessage: key }, values) as string;
}

/** The separator before a detail in a label: « : » in French typography, ": " in English. */
export function labelSeparator(uiLocale: UiLocale): string {
  return uiLocale === 'fr' ? '\u00a0: ' : ': ';
}
