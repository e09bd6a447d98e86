/**
 * Self-hosted proof-of-work captcha with the `altcha` widget (v3 web component).
 *
 * The widget package is imported lazily, in the browser only (never on the server): the first time
 * a form asks for the captcha. One `<altcha-widget display="invisible">` lives in a host element at
 * the end of `<body>`; `getToken()` runs `verify()`, which fetches a challenge from the content
 * API (`GET {apiBaseUrl}/captcha/challenge`, made by altcha-lib) and solves it in web workers,
 * with no visible checkbox. The token is the base64 payload string the server verifies.
 *
 * Needs a secure context (https, or http on localhost) and `worker-src blob:` if a CSP is set.
 */
import type { AltchaWidgetElement } from 'altcha';
import type { CaptchaDriver } from './types';

export interface AltchaDriverOptions {
  /** URL of the challenge endpoint, e.g. `/api/swc/captcha/challenge`. */
  challengeUrl: string;
  /** Widget language. */
  locale: 'fr' | 'en';
  /** Loads the widget package (replaceable in tests). Default: `import('altcha')`. */
  loadWidget?: () => Promise<unknown>;
  /** Max wait for the widget to mount, ms. Default 10 000. */
  mountTimeoutMs?: number;
}

/** Creates the altcha driver; nothing is loaded until the widget is shown or a token is asked. */
export function createAltchaDriver(options: AltchaDriverOptions): CaptchaDriver {
  const loadWidget = options.loadWidget ?? (() => import('altcha'));
  const mountTimeoutMs = options.mountTimeoutMs ?? 10_000;
  let host: HTMLDivElement | null = null;
  let widgetPromise: Promise<AltchaWidgetElement> | null = null;
  let visible = false;

  function ensureWidget(): Promise<AltchaWidgetElement> {
    if (!widgetPromise) {
      widgetPromise = (async () => {
        await loadWidget();
        host = document.createElement('div');
        host.dataset.captchaHost = 'altcha';
        host.hidden = !visible;
        const widget = document.createElement('altcha-widget') as AltchaWidgetElement;
        widget.setAttribute('challenge', options.challengeUrl);
        widget.setAttribute('display', 'invisible');
        widget.setAttribute('auto', 'off');
        widget.setAttribute('name', 'altcha');
        widget.setAttribute('language', options.locale);
        widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }));
        host.appendChild(widget);
        document.body.appendChild(host);
        await whenMounted(widget, mountTimeoutMs);
        return widget;
      })();
      widgetPromise.catch(() => {
        // Let the next request try again (e.g. a transient chunk-load failure).
        host?.remove();
        host = null;
        widgetPromise = null;
      });
    }
    return widgetPromise;
  }

  return {
    async getToken() {
      const widget = await ensureWidget();
      const result = await widget.verify();
      if (!result?.payload) throw new Error('Failed to execute');
      return result.payload;
    },
    reset() {
      void widgetPromise?.then((widget) => widget.reset()).catch(() => undefined);
    },
    setVisible(next) {
      visible = next;
      if (host) host.hidden = !next;
      if (next) ensureWidget().catch((error) => console.error('Captcha (altcha) failed to load', error));
    },
    destroy() {
      host?.remove();
      host = null;
      widgetPromise = null;
    },
  };
}

/** Resolves once the custom element has mounted and exposes its methods (`load` event). */
function whenMounted(widget: AltchaWidgetElement, timeoutMs: number): Promise<void> {
  if (typeof widget.verify === 'function') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      widget.removeEventListener('load', onLoad);
      if (typeof widget.verify === 'function') resolve();
      else reject(new Error('Captcha (altcha) widget did not mount'));
    }, timeoutMs);
    function onLoad() {
      clearTimeout(timer);
      resolve();
    }
    widget.addEventListener('load', onLoad, { once: true });
  });
}
