/**
 * UI texts of the schema-driven forms, in fr and en (src/editor/forms/i18n/{fr,en}.json, keys
 * `editor.forms.*`). The forms take the UI locale as a prop, so they need no IntlProvider.
 */
import en from './i18n/en.json';
import fr from './i18n/fr.json';

export type UiLocale = 'fr' | 'en';
export type FormMessageKey = keyof typeof en;

const MESSAGES: Record<UiLocale, Record<string, string>> = { fr, en };

/**
 * The text of `key` in `uiLocale`, with `{name}` placeholders replaced by `values`.
 * Falls back to English, then to the key itself.
 */
export function formText(uiLocale: UiLocale, key: FormMessageKey, values: Record<string, string | number> = {}): string {
  const template = MESSAGES[uiLocale][key] ?? MESSAGES.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The separator before a detail in a label: « : » in French typography, ": " in English. */
export function labelSeparator(uiLocale: UiLocale): string {
  return uiLocale === 'fr' ? '\u00a0: ' : ': ';
}
