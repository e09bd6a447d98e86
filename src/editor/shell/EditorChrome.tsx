/**
 * The editor's top bar shared by `/qa/sections` and the general settings pages:
 * brand, navigation between the screens (sections, general settings, blog, directory, media library, listings, leads inbox), the fr/en
 * interface language switch, the signed-in user's badge and the logout button. Logging out
 * revokes the session (`POST /auth/logout`) and goes to `/qa/login`.
 */
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CmsApi, CmsUser } from '../../api/cmsApi';
import type { Locale } from '../../lib/locales';
import styles from './EditorChrome.module.css';

export interface EditorChromeProps {
  uiLocale: Locale;
  onUiLocaleChange(locale: Locale): void;
  user: CmsUser | null;
  api: CmsApi;
  current: 'sections' | 'settings' | 'leads' | 'blog' | 'directory' | 'media' | 'listings';
  children?: ReactNode;
}

/** Link target of the leads inbox in a UI language. */
export function leadsPath(locale: Locale): string {
  return locale === 'fr' ? '/qa/prospects' : '/qa/leads';
}

/** Link target of the listings screen in a UI language. */
export function listingsPath(locale: Locale): string {
  return locale === 'fr' ? '/qa/annonces' : '/qa/listings';
}

/** Link target of the feed connection screen in a UI language. */
export function feedPath(locale: Locale): string {
  return locale === 'fr' ? '/qa/flux' : '/qa/feed';
}

/** Link target of the general settings page in a UI language. */
export function settingsPath(locale: Locale): string {
  return locale === 'fr' ? '/qa/parametres-generaux' : '/qa/general-settings';
}

export function EditorChrome({ uiLocale, onUiLocaleChange, user, api, current, children }: EditorChromeProps) {
  const intl = useIntl();
  async function logout() {
    try {
      await api.logout();
    } finally {
      window.location.assign(`/qa/login${uiLocale === 'en' ? '?lang=en' : ''}`);
    }
  }
  return (
    <header className={styles.bar}>
      <span className={styles.brand}>{intl.formatMessage({ id: 'editor.brand' })}</span>
      <nav aria-label={intl.formatMessage({ id: 'editor.nav.label' })} className={styles.nav}>
        <a href={`/qa/sections${uiLocale === 'en' ? '?lang=en' : ''}`} aria-current={current === 'sections' ? 'page' : undefined}>
          {intl.formatMessage({ id: 'editor.nav.sections' })}
        </a>
        <a href={settingsPath(uiLocale)} aria-current={current === 'settings' ? 'page' : undefined}>
          {intl.formatMessage({ id: 'editor.nav.settings' })}
        </a>
        <a href={uiLocale === 'fr' ? '/qa/blogue' : '/qa/blog'} aria-current={current === 'blog' ? 'page' : undefined}>
          {intl.formatMessage({ id: 'editor.nav.blog' })}
        </a>
        <a href={uiLocale === 'fr' ? '/qa/repertoire' : '/qa/directory'} aria-current={current === 'directory' ? 'page' : undefined}>
          {intl.formatMessage({ id: 'editor.nav.directory' })}
        </a>
        <a href={uiLocale === 'fr' ? '/qa/medias' : '/qa/media'} aria-current={current === 'media' ? 'page' : undefined}>
          {intl.formatMessage({ id: 'editor.nav.media' })}
        </a>
        <a href={listingsPath(uiLocale)} aria-current={current === 'listings' ? 'page' : undefined}>
          {intl.formatMessage({ id: 'listings.nav' })}
        </a>
        <a href={leadsPath(uiLocale)} aria-current={current === 'leads' ? 'page' : undefined}>
          {intl.formatMessage({ id: 'leads.nav' })}
        </a>
      </nav>
      <div className={styles.tools}>{children}</div>
      <div className={styles.lang} role="group" aria-label={intl.formatMessage({ id: 'editor.lang.switch' })}>
        {(['fr', 'en'] as const).map((locale) => (
          <button key={locale} type="button" aria-pressed={uiLocale === locale} onClick={() => onUiLocaleChange(locale)} lang={locale}>
            {locale.toUpperCase()}
          </button>
        ))}
      </div>
      {user ? (
        <span className={styles.user} data-user-badge title={user.email}>
          <span className={styles.avatar} aria-hidden>
            {(user.name || user.email).slice(0, 1).toUpperCase()}
          </span>
          <span className={styles.userText}>
            {intl.formatMessage(
              { id: 'editor.user.badge' },
              { name: user.name || user.email, role: intl.formatMessage({ id: user.role === 'admin' ? 'editor.role.admin' : 'editor.role.editor' }) },
            )}
          </span>
        </span>
      ) : null}
      <button type="button" className={styles.logout} onClick={() => void logout()}>
        <LogOut size={16} aria-hidden />
        {intl.formatMessage({ id: 'editor.logout' })}
      </button>
    </header>
  );
}
