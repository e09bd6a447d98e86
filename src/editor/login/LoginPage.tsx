/**
 * `/qa/login`: email and password, errors in the UI language (wrong credentials,
 * lockout with the minutes left, network), then a full navigation to `next` (only same-site
 * `/qa/...` paths are followed; default `/qa/sections`). Default export for the lazy route.
 *
 * Captcha: once the server answers that one is required (after 3 failed logins for the account or
 * from the network, src/server/auth/loginThrottle.ts), the screen says so and each sign-in first
 * runs the public lead forms' self-hosted altcha widget (src/blocks/ui/captcha/altchaDriver.ts)
 * and sends its answer with the password. A sign-in answered "captcha required" without one is
 * retried once with it, so nobody has to press the button twice.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CmsApiError, createCmsApi, type CmsApi } from '../../api/cmsApi';
import { createAltchaDriver } from '../../blocks/ui/captcha/altchaDriver';
import type { CaptchaDriver } from '../../blocks/ui/captcha/types';
import { EMBEDDED_CAPTCHA_CHALLENGE_PATH } from '../../lib/appConfig';
import type { Locale } from '../../lib/locales';
import { safeNextPath } from '../../lib/safeNextPath';
import { EditorIntl } from '../i18n/EditorIntl';
import { readUiLocale, writeSearchParam } from '../shell/uiLocale';
import styles from './LoginPage.module.css';
import { errorMessage } from '../../lib/errorMessage';

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

/** Makes the captcha widget of the login screen. */
export type LoginCaptchaFactory = (options: { challengeUrl: string; locale: Locale }) => CaptchaDriver;

export interface LoginPageProps {
  api?: CmsApi;
  /** Navigation after login (tests); default `window.location.assign`. */
  navigate?(url: string): void;
  /** The captcha widget asked for after repeated failures (tests); default the lead forms' altcha widget. */
  captcha?: LoginCaptchaFactory;
}

/** The captcha widget could not load or run (network, blocked script). */
class CaptchaUnavailableError extends Error {}

const isCaptchaRequired = (failure: unknown) => failure instanceof CmsApiError && failure.code === 'captcha_required';

export function LoginPage({ api: givenApi, navigate, captcha }: LoginPageProps) {
  const [uiLocale, setUiLocale] = useState<Locale>(() => loginUiLocale(window.location.search));
  return (
    <EditorIntl locale={uiLocale}>
      <LoginForm
        api={givenApi}
        navigate={navigate}
        captcha={captcha}
        uiLocale={uiLocale}
        onUiLocaleChange={(locale) => {
          setUiLocale(locale);
          writeSearchParam('lang', locale === 'en' ? 'en' : null);
        }}
      />
    </EditorIntl>
  );
}

function LoginForm({ api: givenApi, navigate, captcha, uiLocale, onUiLocaleChange }: LoginPageProps & { uiLocale: Locale; onUiLocaleChange(locale: Locale): void }) {
  const intl = useIntl();
  const api = useMemo(() => givenApi ?? createCmsApi(), [givenApi]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [checking, setChecking] = useState(false);
  const driver = useRef<CaptchaDriver | null>(null);

  useEffect(
    () => () => {
      driver.current?.destroy();
      driver.current = null;
    },
    [],
  );

  /** The widget, made when first needed and shown (loaded) at once so the next check is quick. */
  function captchaWidget(): CaptchaDriver {
    if (!driver.current) {
      driver.current = (captcha ?? createAltchaDriver)({ challengeUrl: EMBEDDED_CAPTCHA_CHALLENGE_PATH, locale: uiLocale });
      driver.current.setVisible(true);
    }
    return driver.current;
  }

  function requireCaptcha() {
    setCaptchaNeeded(true);
    captchaWidget();
  }

  /** One sign-in; with the captcha, its answer is obtained first and spent by this attempt. */
  async function signIn(withCaptcha: boolean) {
    if (!withCaptcha) return api.login(email.trim(), password);
    const widget = captchaWidget();
    setChecking(true);
    let token: string;
    try {
      token = await widget.getToken('login');
    } catch (cause) {
      throw new CaptchaUnavailableError(errorMessage(cause));
    } finally {
      setChecking(false);
    }
    try {
      return await api.login(email.trim(), password, token);
    } finally {
      widget.reset();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(intl.formatMessage({ id: 'editor.login.required' }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      try {
        await signIn(captchaNeeded);
      } catch (failure) {
        // The captcha became necessary since the last answer (failures of this account, or from this network).
        if (captchaNeeded || !isCaptchaRequired(failure)) throw failure;
        requireCaptcha();
        await signIn(true);
      }
      const next = safeNext(new URLSearchParams(window.location.search).get('next'), uiLocale);
      (navigate ?? ((url: string) => window.location.assign(url)))(next);
    } catch (failure) {
      if (failure instanceof CaptchaUnavailableError || isCaptchaRequired(failure)) {
        requireCaptcha();
        setError(intl.formatMessage({ id: 'editor.login.captcha-failed' }));
      } else if (failure instanceof CmsApiError && failure.status === 401) {
        if (failure.body.captcha_required === true) requireCaptcha();
        setError(intl.formatMessage({ id: 'editor.login.invalid' }));
      } else if (failure instanceof CmsApiError && failure.code === 'no_site_access') setError(intl.formatMessage({ id: 'editor.login.no-site-access' }));
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
        {captchaNeeded ? (
          <p className={styles.captcha} role="status" data-login-captcha>
            {intl.formatMessage({ id: 'editor.login.captcha-required' })}
          </p>
        ) : null}
        {error ? (
          <p id="login-error" className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={busy}>
          {intl.formatMessage({ id: checking ? 'editor.login.captcha-running' : busy ? 'editor.login.submitting' : 'editor.login.submit' })}
        </button>
      </form>
    </main>
  );
}

export default LoginPage;
