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
import { scriptJson } from '../../lib/scriptJson';
import { I18nProvider } from '../i18n/I18nProvider';
import type { MessageCatalog } from '../i18n/messageCatalogs';
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
  /** Its HTML in pieces (the blocks kept by the server's cache of block HTML apart). */
  html: readonly string[];
  /** The resources React hoisted out of the island (the first images' preloads), for the head. */
  headResources: string;
  /** The island's state as JSON, in pieces ({@link islandStateJson}). */
  state: readonly string[];
}

/**
 * Splits a root's HTML, in pieces, into the resources React writes before the markup of a root
 * that is not a whole document (the `<link rel="preload">` of the images it preloads, at the
 * start of the first piece) and the markup.
 */
export function splitHoistedResources([first = '', ...rest]: readonly string[]): { headResources: string; html: readonly string[] } {
  const leading = /^(?:<link [^>]*>)*/.exec(first)?.[0] ?? '';
  return { headResources: leading, html: [first.slice(leading.length), ...rest] };
}

/**
 * The JSON of objects handed to every render as they are (a message chunk; a payload prepared
 * once, frozen: preparePage.ts), written once each.
 */
const keptJson = new WeakMap<object, string>();

function keptJsonOf(value: object): string {
  let json = keptJson.get(value);
  if (json === undefined) keptJson.set(value, (json = scriptJson(value)));
  return json;
}

/** The messages' JSON from their chunks' (a third of a page's state, the same on every render). */
function messagesJson(messages: Record<string, MessageCatalog>): string {
  return `{${Object.entries(messages)
    .map(([name, chunk]) => `${scriptJson(name)}:${keptJsonOf(chunk)}`)
    .join(',')}}`;
}

/** `value`'s JSON with its member `name` written as `json` (first), the others as JSON.stringify writes them. */
function jsonWithMember(value: object, name: string, json: string): string {
  const others = scriptJson({ ...value, [name]: undefined });
  return `{${scriptJson(name)}:${json}${others === '{}' ? '}' : `,${others.slice(1)}`}`;
}

/** An outcome's JSON, a frozen payload's written once. */
function outcomeJson(outcome: RenderableOutcome): string {
  const payload = outcome.payload;
  return payload && Object.isFrozen(payload) ? jsonWithMember(outcome, 'payload', keptJsonOf(payload)) : scriptJson(outcome);
}

/**
 * The island's JSON for a `<script type="application/json">` (`<` escaped: the HTML parser stops
 * at `</script`), and the same JSON without its query string (what the page's blocks may read
 * besides their data: the server's cache of block HTML keys on it). The query is written first and
 * the messages last, each chunk's JSON made once, a frozen payload's too: the rest is one piece.
 * @returns `json` in pieces (written one after the other, never joined), and `withoutQuery` (the
 *   JSON after the query's member, in pieces)
 */
export function islandStateJson(state: PageIslandState): { json: readonly string[]; withoutQuery: readonly string[] } {
  const { searchStr, messages, ...rest } = state;
  const body = jsonWithMember(rest, 'outcome', outcomeJson(rest.outcome));
  const messagesMember = `,"messages":${messagesJson(messages)}}`;
  // `body` has members (the outcome at least): the query's member and the messages' go around them.
  return {
    json: [`{"searchStr":${scriptJson(searchStr)},`, body.slice(1, -1), messagesMember],
    withoutQuery: [body.slice(0, -1), messagesMember],
  };
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
