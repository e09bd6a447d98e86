/**
 * The routed app in the browser, for the QA screens (imported by src/renderer/entry-client.tsx
 * once React DOM is evaluated; the site's pages hydrate their island instead, hydratePublicPage.tsx): creates the router (fresh per-tab stores, the browser content API and page source),
 * loads the shell's messages in the page's language and hydrates the server-rendered document with
 * `RouterClient`. The server's dehydrated state supplies the runtime config, the site and the
 * prepared page, so hydration does not fetch the page again.
 */
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { AppConfig } from '../blocks/runtime/AppContext';
import { createAppStores } from '../blocks/runtime/stores';
import { EMBEDDED_CAPTCHA_CHALLENGE_PATH } from '../lib/appConfig';
import { DEFAULT_LOCALE, localeOfPath } from '../lib/locales';
import { EMPTY_ASSETS } from '../lib/pageAssets';
import { createBrowserContentApi } from './browserContentApi';
import { createBrowserMessageSource } from './i18n/browserMessages';
import { installMessageSource, loadMessages } from './i18n/messageCatalogs';
import { createBrowserPageSource } from './page/browserPageSource';
import { initBrowserSentry } from './monitoring/sentryBrowser';
import { createAppRouter } from './router';

const config: AppConfig = {
  apiBaseUrl: '/api/swc',
  exposeErrors: false,
  captchaChallengeUrl: EMBEDDED_CAPTCHA_CHALLENGE_PATH,
};
const locale = localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE;
const stores = createAppStores(locale);
installMessageSource(createBrowserMessageSource());

const router = createAppRouter(
  {
    api: createBrowserContentApi(config, stores),
    pages: createBrowserPageSource(),
    stores,
    config,
    site: {},
    origin: window.location.origin,
    assets: EMPTY_ASSETS,
  },
  { onHydrate: (state) => void initBrowserSentry(state.config.sentryDsn) },
);

// The page shell's messages first (its blocks bring theirs as they hydrate); a failed download
// still hydrates, the shell then shows message keys rather than staying inert. Hydrating in a
// transition lets React yield to the browser every few milliseconds (a phone stays responsive to
// scrolling and taps while the page comes alive) instead of one long task.
loadMessages(locale, ['core'])
  .catch((error: unknown) => console.error('The page messages could not be loaded.', error))
  .finally(() => startTransition(() => void hydrateRoot(document, <RouterClient router={router} />)));
