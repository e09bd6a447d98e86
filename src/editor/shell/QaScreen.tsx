/**
 * The frame of a QA list screen: the editor's messages in the screen's language, the top bar
 * ({@link EditorChrome}: navigation, language switch going to `pathOf(other language)`, user
 * badge, logout) and, once the signed-in user is known, `children(user)`. Until then a loading
 * line; anonymous visitors go to the login page ({@link useQaSession}); another failure to read
 * the session shows an alert with "Try again". Every QA screen's session, loading and failure
 * states live here, so a screen is its layout and its hooks. A screen puts its own controls into
 * the top bar with {@link QaChromeActions}.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { createCmsApi, type CmsApi, type CmsUser } from '../../api/cmsApi';
import type { Locale } from '../../lib/locales';
import { EditorIntl } from '../i18n/EditorIntl';
import { EditorChrome, type EditorChromeProps } from './EditorChrome';
import { RetryCard } from './RetryCard';
import { useQaSession } from './useQaSession';
import styles from './qaScreen.module.css';

/** How the language switch changes the UI language: by loading the screen's path in the other language, or in place. */
type LanguageSwitch =
  | {
      /** This screen's path in a UI language (the language switch goes there). */
      pathOf(locale: Locale): string;
      onUiLocaleChange?: never;
    }
  | {
      /** Switches in place (a screen whose work must not be reloaded). */
      onUiLocaleChange(locale: Locale): void;
      pathOf?: never;
    };

export type QaScreenProps = LanguageSwitch & {
  uiLocale: Locale;
  current: EditorChromeProps['current'];
  /** CMS client (tests pass a mock); default `/api/cms`. */
  api?: CmsApi;
  /** The screen fills the window and its content scrolls inside (a screen taking drops anywhere); default: the page scrolls. */
  fill?: boolean;
  children(user: CmsUser): ReactNode;
};

/** Where a screen's own top-bar controls go (an element of the top bar, once mounted). */
const ChromeActionsSlot = createContext<HTMLElement | null>(null);

/** Renders `children` in the top bar of the enclosing {@link QaScreen}, after its navigation (a page picker, a "New page" button). */
export function QaChromeActions({ children }: { children: ReactNode }) {
  const slot = useContext(ChromeActionsSlot);
  return slot ? createPortal(children, slot) : null;
}

function SessionFailure({ onRetry }: { onRetry(): void }) {
  const intl = useIntl();
  return <RetryCard className={styles.page} title={intl.formatMessage({ id: 'qa.sessionError' })} onRetry={onRetry} />;
}

function SessionLoading() {
  const intl = useIntl();
  return (
    <p className={styles.loading} role="status" aria-busy="true">
      {intl.formatMessage({ id: 'editor.loading' })}
    </p>
  );
}

/** The frame; see the module docstring. */
export function QaScreen({ uiLocale, current, pathOf, onUiLocaleChange, api: givenApi, fill = false, children }: QaScreenProps) {
  const api = useMemo(() => givenApi ?? createCmsApi(), [givenApi]);
  const [attempt, setAttempt] = useState(0);
  const [actionsSlot, setActionsSlot] = useState<HTMLElement | null>(null);
  const { user, failure } = useQaSession(api, uiLocale, attempt);
  const switchLanguage = onUiLocaleChange ?? ((locale: Locale) => window.location.assign(pathOf!(locale)));
  return (
    <EditorIntl locale={uiLocale}>
      <div className={fill ? styles.fillScreen : styles.screen}>
        <EditorChrome uiLocale={uiLocale} onUiLocaleChange={switchLanguage} user={user} api={api} current={current}>
          <span ref={setActionsSlot} className={styles.chromeActions} />
        </EditorChrome>
        <ChromeActionsSlot.Provider value={actionsSlot}>
          {failure ? <SessionFailure onRetry={() => setAttempt((n) => n + 1)} /> : user ? children(user) : <SessionLoading />}
        </ChromeActionsSlot.Provider>
      </div>
    </EditorIntl>
  );
}
