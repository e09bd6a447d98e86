/**
 * Every UI message per locale (ARCHITECTURE "Conventions": flat keys as in the spec, react-intl
 * ICU syntax): the server's and the tests' message source, and QA mode's. Public pages in the
 * browser never import it: they load message chunks (browserMessages.ts).
 */
import type { Locale } from '../../lib/locales';
import type { MessageSource } from './messageCatalogs';
import en from './messages/en.json';
import fr from './messages/fr.json';

const CATALOGUES: Record<Locale, Record<string, string>> = { fr, en };

/** The message catalogue of a locale. */
export function messagesFor(locale: Locale): Record<string, string> {
  return CATALOGUES[locale];
}

/** Every message, synchronously: the server's and the tests' message source. */
export const fullMessageSource: MessageSource = { catalog: messagesFor };
