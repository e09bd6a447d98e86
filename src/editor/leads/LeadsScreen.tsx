/**
 * The leads inbox screens (`/qa/leads` en, `/qa/prospects` fr): the editor chrome
 * (navigation, user badge, logout, language switch going to the other route) around
 * {@link LeadsInbox}. Anonymous visitors are sent to the login page. Default export for the
 * routes' lazy `import()`.
 */
import { useEffect, useMemo, useState } from 'react';
import { CmsApiError, createCmsApi, type CmsUser } from '../../api/cmsApi';
import type { Locale } from '../../lib/locales';
import { EditorIntl } from '../i18n/EditorIntl';
import { EditorChrome, leadsPath } from '../shell/EditorChrome';
import { LeadsInbox } from './LeadsInbox';
import styles from './LeadsInbox.module.css';

export function LeadsScreen({ uiLocale }: { uiLocale: Locale }) {
  const api = useMemo(() => createCmsApi(), []);
  const [user, setUser] = useState<CmsUser | null>(null);
  useEffect(() => {
    api.me().then(setUser, (error: unknown) => {
      if (error instanceof CmsApiError && error.status === 401) {
        window.location.assign(`/qa/login?next=${encodeURIComponent(window.location.pathname)}${uiLocale === 'en' ? '&lang=en' : ''}`);
      }
    });
  }, [api, uiLocale]);
  return (
    <EditorIntl locale={uiLocale}>
      <div className={styles.screen}>
        <EditorChrome uiLocale={uiLocale} onUiLocaleChange={(locale) => window.location.assign(leadsPath(locale))} user={user} api={api} current="leads" />
        {user ? <LeadsInbox uiLocale={uiLocale} /> : null}
      </div>
    </EditorIntl>
  );
}

export default LeadsScreen;
