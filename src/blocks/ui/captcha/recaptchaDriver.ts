/**
 * Google reCAPTCHA v2 (spec 000 §7 "Captcha script loaded from a captcha provider, with an
 * enterprise variant, then executed with an action to get a token", §8 "Captcha", §9 defaults:
 * version 2, invisible size, base mode).
 *
 * Used only when a site selects reCAPTCHA and has a Google site key: the provider script is then
 * loaded (never otherwise), the widget is rendered explicitly into a host element at the end of
 * `<body>` (the invisible badge), and `getToken()` executes it and resolves with the response token
 * from the widget's callback.
 *
 * Errors (spec 000 §8): the script failing to load rejects with
 * 'ReCaptcha error: Failed to load script'; the widget's error callback rejects with
 * 'Failed to execute'. With the `normal`/`compact` sizes the checkbox is shown in the host and
 * `getToken()` returns its response once the visitor has ticked it.
 */
import type { CaptchaDriver } from './types';

/** The part of the `grecaptcha` global this driver uses. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  execute(widgetId?: number): unknown;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

export interface RecaptchaDriverOptions {
  siteKey: string;
  size: 'invisible' | 'normal' | 'compact';
  mode: 'base' | 'enterprise';
  locale: 'fr' | 'en';
  /** Loads the provider script and resolves with the API (replaceable in tests). */
  loadApi?: (args: { mode: 'base' | 'enterprise'; locale: 'fr' | 'en' }) => Promise<Grecaptcha>;
}

export const RECAPTCHA_LOAD_ERROR = 'ReCaptcha error: Failed to load script';
export const RECAPTCHA_EXECUTE_ERROR = 'Failed to execute';

/** Loads `api.js` (or `enterprise.js`) with explicit rendering; resolves when it is ready. */
export function loadRecaptchaScript({ mode, locale }: { mode: 'base' | 'enterprise'; locale: 'fr' | 'en' }): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const callbackName = `__vitrineRecaptchaLoaded${Math.random().toString(36).slice(2)}`;
    const win = window as unknown as Record<string, unknown> & { grecaptcha?: Grecaptcha & { enterprise?: Grecaptcha } };
    win[callbackName] = () => {
      delete win[callbackName];
      const api = mode === 'enterprise' ? win.grecaptcha?.enterprise : win.grecaptcha;
      if (api) resolve(api);
      else reject(new Error(RECAPTCHA_LOAD_ERROR));
    };
    const script = document.createElement('script');
    const file = mode === 'enterprise' ? 'enterprise.js' : 'api.js';
    script.src = `https://www.google.com/recaptcha/${file}?render=explicit&onload=${callbackName}&hl=${locale === 'fr' ? 'fr-CA' : 'en'}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      delete win[callbackName];
      script.remove();
      reject(new Error(RECAPTCHA_LOAD_ERROR));
    };
    document.head.appendChild(script);
  });
}

/** Creates the reCAPTCHA driver; the script loads when the widget is first shown or used. */
export function createRecaptchaDriver(options: RecaptchaDriverOptions): CaptchaDriver {
  const loadApi = options.loadApi ?? loadRecaptchaScript;
  let host: HTMLDivElement | null = null;
  let ready: Promise<{ api: Grecaptcha; widgetId: number }> | null = null;
  let pending: { resolve(token: string): void; reject(error: Error): void } | null = null;
  let visible = false;

  function settle(outcome: { token: string } | { error: Error }) {
    const current = pending;
    pending = null;
    if (!current) return;
    if ('token' in outcome) current.resolve(outcome.token);
    else current.reject(outcome.error);
  }

  function ensure() {
    if (!ready) {
      ready = (async () => {
        const api = await loadApi({ mode: options.mode, locale: options.locale });
        host = document.createElement('div');
        host.dataset.captchaHost = 'recaptcha';
        host.style.visibility = visible ? 'visible' : 'hidden';
        document.body.appendChild(host);
        const widgetId = api.render(host, {
          sitekey: options.siteKey,
          size: options.size,
          badge: 'bottomright',
          callback: (token: string) => settle({ token }),
          'error-callback': () => settle({ error: new Error(RECAPTCHA_EXECUTE_ERROR) }),
          'expired-callback': () => api.reset(widgetId),
        });
        return { api, widgetId };
      })();
      ready.catch(() => {
        host?.remove();
        host = null;
        ready = null;
      });
    }
    return ready;
  }

  return {
    async getToken() {
      const { api, widgetId } = await ensure();
      if (options.size !== 'invisible') {
        const response = api.getResponse(widgetId);
        if (!response) throw new Error(RECAPTCHA_EXECUTE_ERROR);
        return response;
      }
      settle({ error: new Error(RECAPTCHA_EXECUTE_ERROR) });
      return new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
        try {
          const result = api.execute(widgetId);
          if (result && typeof (result as Promise<unknown>).then === 'function') {
            (result as Promise<unknown>).then(undefined, () => settle({ error: new Error(RECAPTCHA_EXECUTE_ERROR) }));
          }
        } catch {
          settle({ error: new Error(RECAPTCHA_EXECUTE_ERROR) });
        }
      });
    },
    reset() {
      void ready?.then(({ api, widgetId }) => api.reset(widgetId)).catch(() => undefined);
    },
    setVisible(next) {
      visible = next;
      if (host) host.style.visibility = next ? 'visible' : 'hidden';
      if (next) ensure().catch((error) => console.error(error instanceof Error ? error.message : error));
    },
    destroy() {
      settle({ error: new Error(RECAPTCHA_EXECUTE_ERROR) });
      host?.remove();
      host = null;
      ready = null;
    },
  };
}
