/**
 * The signed-in user of a QA screen: the one the `/qa` route's session check found
 * ({@link QaUserContext}), else `GET /auth/me` once; a 401 sends the browser to
 * `/qa/login?next=<this page>` (with `&lang=en` for the English UI); another failure is kept as
 * `failure` (its message) for the screen to show. `user` is null until known.
 */
import { useContext, useEffect, useState } from 'react';
import { CmsApiError, type CmsApi, type CmsUser } from '../../api/cmsApi';
import type { Locale } from '../../lib/locales';
import { errorMessage } from '../../lib/errorMessage';
import { qaLoginHref, QaUserContext } from '../../renderer/qaSession';

/** Sends the browser to the QA login, coming back to this page afterwards. */
export function redirectToLogin(uiLocale: Locale): void {
  window.location.assign(qaLoginHref(window.location.pathname + window.location.search, uiLocale));
}

/**
 * What a QA screen shows for a failed CMS request: null after sending the browser to the login page
 * on a 401 (the session ended), else the error's message.
 */
export function qaFailureOf(error: unknown, uiLocale: Locale): string | null {
  if (error instanceof CmsApiError && error.status === 401) {
    redirectToLogin(uiLocale);
    return null;
  }
  return errorMessage(error);
}

/** See the module docstring; `attempt` changing asks again (a retry button). */
export function useQaSession(api: CmsApi, uiLocale: Locale, attempt = 0): { user: CmsUser | null; failure: string | null } {
  const checked = useContext(QaUserContext);
  const [user, setUser] = useState<CmsUser | null>(checked ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (checked) return;
    let cancelled = false;
    setFailure(null);
    api.me().then(
      (me) => !cancelled && setUser(me),
      (error: unknown) => !cancelled && setFailure(qaFailureOf(error, uiLocale)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, uiLocale, attempt, checked]);
  return { user, failure };
}
