/**
 * Browser entry: creates the router (fresh per-tab stores, the browser content API) and hydrates
 * the server-rendered document with `RouterClient`. The server's dehydrated state supplies the
 * runtime config, the site and the page payload, so hydration does not fetch the page again.
 */
// React Fast Refresh preamble in development (empty in production builds); must load first.
import '@vitejs/plugin-react/preamble';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import type { AppConfig } from '../blocks/runtime/AppContext';
import { createAppStores } from '../blocks/runtime/stores';
import { DEFAULT_LOCALE, localeOfPath } from '../lib/locales';
import { EMPTY_ASSETS } from '../lib/pageAssets';
import { createBrowserContentApi } from './browserContentApi';
import { initBrowserSentry } from './monitoring/sentryBrowser';
import { createAppRouter } from './router';

const config: AppConfig = {
  apiBaseUrl: '/api/swc',
  exposeErrors: false,
  captchaChallengeUrl: '/api/swc/captcha/challenge',
};
const stores = createAppStores(localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE);

const router = createAppRouter(
  {
    api: createBrowserContentApi(config, stores),
    stores,
    config,
    site: {},
    origin: window.location.origin,
    assets: EMPTY_ASSETS,
  },
  { onHydrate: (state) => void initBrowserSentry(state.config.sentryDsn) },
);

hydrateRoot(document, <RouterClient router={router} />);
