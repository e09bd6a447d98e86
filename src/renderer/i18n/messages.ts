/**
 * UI messages per locale (ARCHITECTURE "Conventions": flat keys as in the spec, react-intl ICU
 * syntax). Both catalogues are small and bundled statically.
 */
import type { Locale } from '../../lib/locales';
import en from './messages/en.json';
import fr from './messages/fr.json';

const CATALOGUES: Record<Locale, Record<string, string>> = { fr, en };

/** The message catalogue of a locale. */
export function messagesFor(locale: Locale): Record<string, string> {
  return CATALOGUES[locale];
}
