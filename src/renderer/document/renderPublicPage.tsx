/**
 * A site page (`/fr/…`, `/en/…`) rendered on the server without the router (spec 000 §4 "Page
 * load"; the "Fast on a phone" render budget): the page source's outcome, the page's island
 * (PageIsland.tsx, its own React root) and a static document around it. The browser hydrates the
 * island alone, so the router would only have written the document: its matching, loaders and
 * render cost about a sixth of a page's render and are not paid here.
 */
import { randomUUID } from 'node:crypto';
import { defaultParseSearch } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { ContentApi } from '../../api/contentApi';
import type { AppConfig } from '../../blocks/runtime/AppContext';
import type { AppStores } from '../../blocks/runtime/stores';
import { tagsNeedConsent } from '../../lib/consent';
import type { Locale } from '../../lib/locales';
import type { PageAssets } from '../../lib/pageAssets';
import { blockMessageNamespaces } from '../i18n/messageCatalogs';
import { messageChunkCatalogs } from '../i18n/messageChunkCatalogs';
import { PART_MESSAGE_NAMESPACES } from '../i18n/messageNamespaces.gen';
import { ErrorPage } from '../page/ErrorPage';
import { decodeSitePath, normalizePath, pageLoadRequest, type RenderableOutcome } from '../page/loadPage';
import { PAGE_ISLAND_ID_PREFIX, PageIsland, splitHoistedResources, type IslandMarkup, type RenderedIsland } from '../page/PageIsland';
import { islandStateJson } from '../page/islandStateJson';
import { blockHtmlCache, blockHtmlPageKey, type BlockHtmlCache } from '../blocks/blockHtmlCache';
import { BlockHtmlRenderContext } from '../blocks/blockHtmlRender';
import { loadVariantBanner } from '../page/PageLayout';
import { outcomeHead } from '../page/pageRouteHead';
import { blockTypesOf } from '../page/pageBlockTypes';
import type { PageSource } from '../page/pageSource';
import { bodyTags, documentHeadTags } from './headTags';
import { insertAfter, type HtmlPieces } from './htmlPieces';
import { PublicDocument } from './PublicDocument';
import { shellHead } from './shellHead';

const variantBannerReady = loadVariantBanner();

/** React writes no doctype for a root rendered to a string. */
const DOCTYPE = '<!DOCTYPE html>';

/**
 * Where the island's HTML and state go in the document's render: marks no page can write (a
 * random id per process), replaced by the island's pieces (htmlPieces.ts).
 */
const ISLAND_MARKS: IslandMarkup = { html: `<!--island-${randomUUID()}-->`, stateJson: `<!--island-state-${randomUUID()}-->` };

/** Where the island's hoisted resources go: right after the character set, else after `<head>`. */
const HEAD_RESOURCES_ANCHORS = [/<meta charSet="utf-8"[^>]*>/i, /<head>/];

/** What a site page's render needs of its request. */
export interface PublicPageContext {
  api: ContentApi;
  pages: PageSource;
  stores: AppStores;
  config: AppConfig;
  /** The origin the visitor sees (`https://example.ca`). */
  origin: string;
  /** The public entry's assets (scripts, stylesheets, modules). */
  assets: PageAssets;
  nonce?: string;
  locale: Locale;
  /** The cache of block HTML (default: the server's, in production; tests give their own). */
  blockHtml?: BlockHtmlCache;
}

/** A site page's answer: a redirect, or its document with its status and stylesheets (cascade order). */
export type PublicPageRender =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'document'; status: number; html: HtmlPieces; stylesheets: string[] };

/**
 * Renders the site page at `url`.
 * @returns a permanent redirect for a path with a trailing or repeated slash (`/fr//contact/` →
 *   `/fr/contact`, the query kept), the CMS's redirect (301/302), else the document with the outcome's status
 *   (200, or an error page's 403, 404, 500, 503…)
 * @throws what the page source or a block's render throws (the caller answers a plain 500)
 */
export async function renderPublicPage(url: URL, context: PublicPageContext): Promise<PublicPageRender> {
  // The address's canonical form, as the routed app has it: no repeated or trailing slash.
  const path = normalizePath(url.pathname.replace(/\/{2,}/g, '/'));
  if (path !== url.pathname) return { kind: 'redirect', status: 301, location: `${path}${url.search}` };
  const sitePath = decodeSitePath(path);
  const outcome = await context.pages.load({ ...pageLoadRequest({ pathname: sitePath, search: defaultParseSearch(url.search) }), site: {} });
  if (outcome.kind === 'redirect') return outcome;
  // A preview's banner is rendered with the page: its code is here before the first render.
  await variantBannerReady;
  const island = renderIsland(outcome, context, sitePath, url.search);
  const page = outcomeHead(outcome, { locale: context.locale, origin: context.origin, path: sitePath, mediaBase: context.config.mediaBaseUrl });
  const head = documentHeadTags([shellHead(context.assets), page.head], context.nonce);
  const bodyScripts = bodyTags(page.bodyScripts, 'script', context.nonce);
  const shell = DOCTYPE + renderToString(<PublicDocument locale={context.locale} head={head} island={ISLAND_MARKS} bodyScripts={bodyScripts} />);
  return {
    kind: 'document',
    status: outcome.status ?? 200,
    html: islandDocument(shell, island),
    stylesheets: [...context.assets.stylesheets, ...(outcome.assets?.stylesheets ?? [])],
  };
}

/** The page's island rendered as its own root, with the state the browser hydrates it from. */
function renderIsland(loaded: RenderableOutcome, context: PublicPageContext, path: string, searchStr: string): RenderedIsland {
  // The block chunks' assets are the server's (head links); the browser needs the page itself.
  const { assets: _assets, ...outcome } = loaded;
  const { locale } = context;
  const state = {
    outcome: outcome as RenderableOutcome,
    locale,
    path,
    searchStr,
    config: context.config,
    origin: context.origin,
    // The shell's and every block's messages of the page: no message module to download.
    messages: messageChunkCatalogs(locale, [
      'core',
      ...blockMessageNamespaces(blockTypesOf(outcome.payload)),
      ...(outcome.payload?.variant?.preview ? PART_MESSAGE_NAMESPACES.variantBanner : []),
      ...(tagsNeedConsent(outcome.payload?.metadata?.tags) ? PART_MESSAGE_NAMESPACES.consentManager : []),
    ]),
  };
  const { json, withoutQuery } = islandStateJson(state);
  // The page's blocks come from the cache of block HTML when the page is unchanged (blockHtmlCache.ts).
  const blockHtml = (context.blockHtml ?? blockHtmlCache)?.render(blockHtmlPageKey(withoutQuery), searchStr) ?? null;
  const rendered = renderToString(
    <BlockHtmlRenderContext.Provider value={blockHtml}>
      <PageIsland state={state} stores={context.stores} api={context.api} errorPage={ErrorPage} />
    </BlockHtmlRenderContext.Provider>,
    { identifierPrefix: PAGE_ISLAND_ID_PREFIX },
  );
  return { ...splitHoistedResources(blockHtml ? blockHtml.finish(rendered) : [rendered]), state: json };
}

/**
 * The document in pieces: its shell cut at the island's marks with the island's HTML and state in
 * their places, and the island's hoisted resources in the head, where the browser's preload
 * scanner meets them first (before the inlined stylesheets).
 */
function islandDocument(shell: string, island: RenderedIsland): HtmlPieces {
  const htmlAt = shell.indexOf(ISLAND_MARKS.html);
  const stateAt = shell.indexOf(ISLAND_MARKS.stateJson, htmlAt);
  const pieces = [
    shell.slice(0, htmlAt),
    ...island.html,
    shell.slice(htmlAt + ISLAND_MARKS.html.length, stateAt),
    ...island.state,
    shell.slice(stateAt + ISLAND_MARKS.stateJson.length),
  ];
  return island.headResources ? insertAfter(pieces, HEAD_RESOURCES_ANCHORS, island.headResources) : pieces;
}
