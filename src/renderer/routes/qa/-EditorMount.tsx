/**
 * Client-only mount of a lazily loaded QA screen. The server and the first client render show a calm loading state; after mount
 * the screen's chunk (imported with `import()` by the route) renders inside Suspense. The active
 * locale store follows the QA screen's UI language so `<html lang>` and shared texts match.
 */
import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppContext } from '../../../blocks/runtime/AppContext';
import type { Locale } from '../../../lib/locales';
import styles from './-EditorMount.module.css';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface EditorMountProps {
  /** UI language; when absent it is read from `?lang=en` (French otherwise). */
  locale?: Locale;
  children: ReactNode;
}

function Loading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden />
      <FormattedMessage id="qa.loading" />
    </div>
  );
}

export function EditorMount({ locale, children }: EditorMountProps) {
  const { stores } = useAppContext();
  const [mounted, setMounted] = useState(false);
  useIsomorphicLayoutEffect(() => {
    const wanted: Locale = locale ?? (new URLSearchParams(window.location.search).get('lang') === 'en' ? 'en' : 'fr');
    if (stores.locale.getState().locale !== wanted) stores.locale.getState().setLocale(wanted);
    setMounted(true);
  }, [locale, stores]);
  if (!mounted) return <Loading />;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
