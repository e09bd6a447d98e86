/**
 * UI texts of the general settings page in fr and en (src/editor/settings/i18n/{fr,en}.json, keys
 * `editor.settings.*`), provided by the page's own IntlProvider in the UI locale.
 */
import type { Locale } from '../../lib/locales';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

const CATALOGUES: Record<Locale, Record<string, string>> = { fr, en };

/** The settings page's messages in `locale`. */
export function settingsMessages(locale: Locale): Record<string, string> {
  return CATALOGUES[locale];
}
