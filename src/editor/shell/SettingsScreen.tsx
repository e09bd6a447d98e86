/**
 * The general settings screens (`/qa/general-settings` en, `/qa/parametres-generaux` fr): the editor chrome (user badge, logout, language switch going to the other route) around
 * `GeneralSettingsPage`. The route's locale is the UI language. Default export for
 * the routes' lazy `import()`.
 */
import { useEffect, useMemo, useState } from 'react';
import { CmsApiError, createCmsApi, type CmsUser } from '../../api/cmsApi';
import type { Locale } from '../../lib/locales';
import { EditorIntl } from '../i18n/EditorIntl';
import { GeneralSettingsPage } from '../settings/GeneralSettingsPage';
import { EditorChrome, settingsPath } from './EditorChrome';

export function SettingsScreen({ uiLocale }: { uiLocale: Locale }) {
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
      <div style={{ minHeight: '100vh', background: '#eef1f5' }}>
        <EditorChrome uiLocale={uiLocale} onUiLocaleChange={(locale) => window.location.assign(settingsPath(locale))} user={user} api={api} current="settings" />
        {user ? <GeneralSettingsPage uiLocale={uiLocale} role={user.role} /> : null}
      </div>
    </EditorIntl>
  );
}

export default SettingsScreen;
