/**
 * The editor's UI language: a react-intl provider with the site's
 * messages plus the editor's own catalogue (src/editor/i18n/{fr,en}.json, keys `editor.*`).
 * The UI language is independent of the content language shown in the canvas.
 */
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE_ISO, type Locale } from '../../lib/locales';
import { messagesFor } from '../../renderer/i18n/messages';
import en from './en.json';
import fr from './fr.json';

const EDITOR_MESSAGES: Record<Locale, Record<string, string>> = { fr, en };

/** Site messages merged with the editor's, for `locale`. */
export function editorMessages(locale: Locale): Record<string, string> {
  return { ...messagesFor(locale), ...EDITOR_MESSAGES[locale] };
}

/**
 * Messages of the canvas: the site's texts in the content language (what blocks show) plus the
 * editor's overlay texts in the UI language.
 */
export function canvasMessages(contentLocale: Locale, uiLocale: Locale): Record<string, string> {
  return { ...messagesFor(contentLocale), ...EDITOR_MESSAGES[uiLocale] };
}

/** Missing editor texts are warned, not thrown; one stable function so the intl object stays stable. */
function onEditorIntlError(error: { message: string }) {
  console.warn('[editor i18n]', error.message);
}

/** Provides the editor messages of `locale` to everything below. */
export function EditorIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = useMemo(() => editorMessages(locale), [locale]);
  return (
    <IntlProvider locale={LOCALE_ISO[locale]} defaultLocale="fr-CA" messages={messages} onError={onEditorIntlError}>
      {children}
    </IntlProvider>
  );
}
