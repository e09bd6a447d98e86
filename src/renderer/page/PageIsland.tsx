/**
 * A public page as its own React root (the "Fast on a phone" JavaScript budget; spec 000 §4
 * "Page load"): the page's layout and blocks, with the providers they need, hydrated in the
 * browser without the router (src/renderer/hydratePublicPage.tsx). The server renders this island
 * with its own id prefix, so the ids React gives (`useId`, react-aria) are the same in the
 * browser's root, and a static document around it (src/renderer/document/renderPublicPage.tsx).
 *
 * Links in the island are plain anchors (a page load; blocks/runtime/navigation.tsx); the
 * island's state travels as JSON beside it ({@link PAGE_STATE_ID}).
 */
import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { AppContext, type AppConfig } from '../../blocks/runtime/AppContext';
import { documentNavigation, NavigationContext } from '../../blocks/runtime/navigation';
import type { AppStores } from '../../blocks/runtime/stores';
import type { ContentApi } from '../../api/contentApi';
import type { Locale } from '../../lib/locales';
import { I18nProvider } from '../i18n/I18nProvider';
import type { MessageCatalog } from '../i18n/messageCatalogs';
import type { HtmlPieces } from '../document/htmlPieces';
import type { ErrorPageProps } from './ErrorPage';
import type { RenderableOutcome } from './loadPage';
import { PageLayout } from './PageLayout';

/** The id of the island's container element. */
export const PAGE_ISLAND_ID = 'vitrine-page';

/** The id of the island's JSON state (`<script type="application/json">`). */
export const PAGE_STATE_ID = 'vitrine-page-state';

/** React's `identifierPrefix` of the island's root, on the server and in the browser alike. */
export const PAGE_ISLAND_ID_PREFIX = 'p';

/** What the browser needs to hydrate the island (JSON). */
export interface PageIslandState {
  /** The prepared page or error outcome (without its server-only assets). */
  outcome: RenderableOutcome;
  locale: Locale;
  /** The page's path without trailing slash (`/fr/contact`). */
  path: string;
  /** The request's query string (`?variant=v1`, or `''`). */
  searchStr: string;
  /** Runtime config (API base, captcha, monitoring). */
  config: AppConfig;
  /** The origin the page was requested at, as the server saw it (absolute share links are drawn with it). */
  origin: string;
  /** The message chunks of the page's shell and blocks in its language (chunk name → messages). */
  messages: Record<string, MessageCatalog>;
}

export interface PageIslandProps {
  state: PageIslandState;
  stores: AppStores;
  api: ContentApi;
  /**
   * The error page's component: the server's own (it renders at once), the browser's loaded only
   * for an error outcome (a lazy component: the server's HTML stays until it is here).
   */
  errorPage: ComponentType<ErrorPageProps>;
}

/** The island's tree: the page (or its error page) inside the app's providers. */
export function PageIsland({ state, stores, api, errorPage: ErrorView }: PageIslandProps) {
  const { outcome, locale, path, searchStr, config, origin } = state;
  const appContext = useMemo(() => ({ stores, api, config, pageOrigin: origin }), [stores, api, config, origin]);
  const navigation = useMemo(() => documentNavigation({ pathname: path, searchStr }), [path, searchStr]);
  // The visitor's contact details from this tab's session fill the forms once the page is live
  // (after hydration: the server's HTML has none).
  useEffect(() => {
    stores.contactInfo.getState().hydrateFromSession();
  }, [stores]);
  return (
    <AppContext.Provider value={appContext}>
      <NavigationContext.Provider value={navigation}>
        <I18nProvider locale={locale}>
          {outcome.kind === 'error' ? (
            <Suspense fallback={null}>
              <ErrorView outcome={outcome} locale={locale} path={path} />
            </Suspense>
          ) : (
            <PageLayout payload={outcome.payload} locale={locale} path={path} />
          )}
        </I18nProvider>
      </NavigationContext.Provider>
    </AppContext.Provider>
  );
}

/** The island as the server rendered it (HTML and state), for its document (src/renderer/document/renderPublicPage.tsx). */
export interface RenderedIsland {
  /** Its HTML in pieces (the blocks kept by the server's cache of block HTML apart, as their bytes). */
  html: HtmlPieces;
  /** The resources React hoisted out of the island (the first images' preloads), for the head. */
  headResources: string;
  /** The island's state as JSON, in pieces (islandStateJson.ts). */
  state: HtmlPieces;
}

/**
 * Splits a root's HTML, in pieces, into the resources React writes before the markup of a root
 * that is not a whole document (the `<link rel="preload">` of the images it preloads, at the
 * start of the first piece) and the markup.
 */
export function splitHoistedResources([first = '', ...rest]: HtmlPieces): { headResources: string; html: HtmlPieces } {
  if (typeof first !== 'string') return { headResources: '', html: [first, ...rest] };
  const leading = /^(?:<link [^>]*>)*/.exec(first)?.[0] ?? '';
  return { headResources: leading, html: [first.slice(leading.length), ...rest] };
}

/** What a document holds of the island: its HTML and its state's JSON (the server writes marks there, then the pieces). */
export interface IslandMarkup {
  html: string;
  stateJson: string;
}

/** Where the server's island HTML and state sit in the document. */
export function IslandContainer({ island }: { island: IslandMarkup }) {
  return (
    <>
      <div id={PAGE_ISLAND_ID} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: island.html }} />
      <script type="application/json" id={PAGE_STATE_ID} dangerouslySetInnerHTML={{ __html: island.stateJson }} />
    </>
  );
}
