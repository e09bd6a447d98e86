/**
 * The frame of a QA list screen: the editor's messages in the screen's language, the top bar
 * ({@link EditorChrome}: navigation, language switch going to `pathOf(other language)`, user
 * badge, logout) and, once the signed-in user is known, `children(user)`. Until then a loading
 * line; anonymous visitors go to the login page ({@link useQaSession}); another failure to read
 * the session shows an alert with "Try again". Every QA screen's session, loading and failure
 * states live here, so a screen is its layout and its hooks.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { createCmsApi, type CmsApi, type CmsUser } from '../../api/cmsApi';
import type { Locale } from '../../lib/locales';
import { EditorIntl } from '../i18n/EditorIntl';
import { EditorChrome, type EditorChromeProps } from './EditorChrome';
import { RetryCard } from './RetryCard';
import { useQaSession } from './useQaSession';
import styles from './qaScreen.module.css';

export interface QaScreenProps {
  uiLocale: Locale;
  current: EditorChromeProps['current'];
  /** This screen's path in a UI language (the language switch goes there). */
  pathOf(locale: Locale): string;
  /** CMS client (tests pass a mock); default `/api/cms`. */
  api?: CmsApi;
  /** The screen fills the window and its content scrolls inside (a screen taking drops anywhere); default: the page scrolls. */
  fill?: boolean;
  children(user: CmsUser): ReactNode;
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
export function QaScreen({ uiLocale, current, pathOf, api: givenApi, fill = false, children }: QaScreenProps) {
  const api = useMemo(() => givenApi ?? createCmsApi(), [givenApi]);
  const [attempt, setAttempt] = useState(0);
  const { user, failure } = useQaSession(api, uiLocale, attempt);
  return (
    <EditorIntl locale={uiLocale}>
      <div className={fill ? styles.fillScreen : styles.screen}>
        <EditorChrome uiLocale={uiLocale} onUiLocaleChange={(locale) => window.location.assign(pathOf(locale))} user={user} api={api} current={current} />
        {failure ? <SessionFailure onRetry={() => setAttempt((n) => n + 1)} /> : user ? children(user) : <SessionLoading />}
      </div>
    </EditorIntl>
  );
}
