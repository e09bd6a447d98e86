/**
 * A site page in the browser (imported by src/renderer/entry-public.tsx once React DOM is
 * evaluated): reads the island's state the server wrote beside it (the page, its messages) and
 * hydrates the island (src/renderer/page/PageIsland.tsx) as its own root,
 * with the same id prefix as the server's render. Then what a page does besides its blocks (spec
 * 000 §4 "Page load"): one guarded reload on a chunk-load failure and linked pages prefetched
 * when idle (the island itself restores the visitor's contact details from the session), and the
 * consent manager when the site's scripts wait for the visitor's consent.
 *
 * A document without an island stays as the server sent it: its links are plain anchors.
 */
import { lazy, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppStores } from '../blocks/runtime/stores';
import { CONSENT_CATEGORY_ATTRIBUTE } from '../lib/consent';
import { createBrowserContentApi } from './browserContentApi';
import { startConsentManager } from './consent/consentManager';
import { createPublicPageMessageSource } from './i18n/publicPageMessages';
import { installMessageSource, messageCatalog } from './i18n/messageCatalogs';
import { initBrowserSentry } from './monitoring/sentryBrowser';
import { installChunkReloadHandler } from './navigation/chunkReload';
import { prefetchDocument } from './navigation/prefetchDocument';
import { scheduleIdlePrefetch } from './navigation/idlePrefetch';
import { PAGE_ISLAND_ID, PAGE_ISLAND_ID_PREFIX, PAGE_STATE_ID, PageIsland, type PageIslandState } from './page/PageIsland';

// Most pages are not error pages: its code loads only for one.
const ErrorPage = lazy(() => import('./page/ErrorPage').then((module) => ({ default: module.ErrorPage })));

const container = document.getElementById(PAGE_ISLAND_ID);
const stateText = document.getElementById(PAGE_STATE_ID)?.textContent;

if (container && stateText) {
  const state = JSON.parse(stateText) as PageIslandState;
  // The server's warnings on the way (an unknown block left out…) reach the console here too (spec 000 §8).
  for (const warning of state.outcome.warnings ?? []) console.warn(...warning);
  const stores = createAppStores(state.locale);
  installMessageSource(createPublicPageMessageSource({ locale: state.locale, chunks: state.messages }));
  installChunkReloadHandler();
  const api = createBrowserContentApi(state.config, stores);
  // The shell's and the blocks' messages came with the page (state.messages). Hydrating in a
  // transition lets React yield to the browser every few milliseconds.
  startTransition(() => void hydrateRoot(container, <PageIsland state={state} stores={stores} api={api} errorPage={ErrorPage} />, { identifierPrefix: PAGE_ISLAND_ID_PREFIX }));
  // Site scripts that wait for the visitor's consent: the consent manager starts at once (its
  // messages came with the page). It is part of the island's chunk: fetched apart, it was a small
  // request of its own, made only once this code ran, on every page of a site with such scripts.
  if (document.querySelector(`script[${CONSENT_CATEGORY_ATTRIBUTE}]`)) startConsentManager(state.locale, messageCatalog(state.locale));
  scheduleIdlePrefetch(prefetchDocument, new Set());
  void initBrowserSentry(state.config.sentryDsn);
}
