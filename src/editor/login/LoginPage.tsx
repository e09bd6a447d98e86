/**
 * `/qa/login`: email and password, errors in the UI language (wrong credentials,
 * lockout with the minutes left, network), then a full navigation to `next` (only same-site
 * `/qa/...` paths are followed; default `/qa/sections`). Default export for the lazy route.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CmsApiError, createCmsApi, type CmsApi } from '../../api/cmsApi';
import type { Locale } from '../../lib/locales';
import { safeNextPath } from '../../lib/safeNextPath';
import { EditorIntl } from '../i18n/EditorIntl';
import { readUiLocale, writeSearchParam } from '../shell/uiLocale';
import styles from './LoginPage.module.css';

/** The page to open after login: `next` when it is a QA path of this site, else `/qa/sections`. */
export function safeNext(next: string | null, uiLocale: Locale): string {
  const path = safeNextPath(next);
  if (path) return path;
  return `/qa/sections${uiLocale === 'en' ? '?lang=en' : ''}`;
}

/** UI language of the login page: its own `?lang=`, else the `lang` of the `next` page, else fr. */
export function loginUiLocale(search: string): Locale {
  const params = new URLSearchParams(search);
  if (params.has('lang')) return readUiLocale(search);
  const next = params.get('next');
  const query = next?.includes('?') ? next.slice(next.indexOf('?')) : '';
  return readUiLocale(query);
}

export interface LoginPageProps {
  api?: CmsApi;
  /** Navigation after login (tests); default `window.location.assign`. */
  navigate?(url: string): void;
}

export function LoginPage({ api: givenApi, navigate }: LoginPageProps) {
  const [uiLocale, setUiLocale] = useState<Locale>(() => loginUiLocale(window.location.search));
  return (
    <EditorIntl locale={uiLocale}>
      <LoginForm
        api={givenApi}
        navigate={navigate}
        uiLocale={uiLocale}
        onUiLocaleChange={(locale) => {
          setUiLocale(locale);
          writeSearchParam('lang', locale === 'en' ? 'en' : null);
        }}
      />
    </EditorIntl>
  );
}

function LoginForm({ api: givenApi, navigate, uiLocale, onUiLocaleChange }: LoginPageProps & { uiLocale: Locale; onUiLocaleChange(locale: Locale): void }) {
  const intl = useIntl();
  const api = useMemo(() => givenApi ?? createCmsApi(), [givenApi]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(intl.formatMessage({ id: 'editor.login.required' }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.login(email.trim(), password);
      const next = safeNext(new URLSearchParams(window.location.search).get('next'), uiLocale);
      (navigate ?? ((url: string) => window.location.assign(url)))(next);
    } catch (failure) {
      if (failure instanceof CmsApiError && failure.status === 401) setError(intl.formatMessage({ id: 'editor.login.invalid' }));
      else if (failure instanceof CmsApiError && failure.code === 'no_site_access') setError(intl.formatMessage({ id: 'editor.login.no-site-access' }));
      else if (failure instanceof CmsApiError && failure.status === 429) {
        const seconds = typeof failure.body.retry_after_s === 'number' ? failure.body.retry_after_s : 900;
        setError(intl.formatMessage({ id: 'editor.login.locked' }, { minutes: Math.max(1, Math.ceil(seconds / 60)) }));
      } else setError(intl.formatMessage({ id: 'editor.login.error' }));
      setBusy(false);
    }
  }

  return (
    <main className={styles.screen}>
      <div className={styles.lang} role="group" aria-label={intl.formatMessage({ id: 'editor.lang.switch' })}>
        {(['fr', 'en'] as const).map((locale) => (
          <button key={locale} type="button" aria-pressed={uiLocale === locale} onClick={() => onUiLocaleChange(locale)} lang={locale}>
            {locale.toUpperCase()}
          </button>
        ))}
      </div>
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="login-title">
        <p className={styles.brand}>{intl.formatMessage({ id: 'editor.brand' })}</p>
        <h1 id="login-title" className={styles.title}>
          <FormattedMessage id="editor.login.title" />
        </h1>
        <div className={styles.field}>
          <label htmlFor="login-email">{intl.formatMessage({ id: 'editor.login.email' })}</label>
          <input id="login-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required aria-invalid={error ? true : undefined} aria-describedby={error ? 'login-error' : undefined} />
        </div>
        <div className={styles.field}>
          <label htmlFor="login-password">{intl.formatMessage({ id: 'editor.login.password' })}</label>
          <input id="login-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required aria-invalid={error ? true : undefined} aria-describedby={error ? 'login-error' : undefined} />
        </div>
        {error ? (
          <p id="login-error" className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={busy}>
          {intl.formatMessage({ id: busy ? 'editor.login.submitting' : 'editor.login.submit' })}
        </button>
      </form>
    </main>
  );
}

export default LoginPage;
