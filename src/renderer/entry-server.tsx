/**
 * SSR entry (ARCHITECTURE "Data flow"; spec 000 §4 "Page load", §8).
 *
 * `render(request, options)` runs the router for one request and answers a web `Response`:
 * - redirects (`/` locale choice 302, CMS 301/302, trailing slash removed 301) with `Location`;
 * - HTML pages with the real page status (200, 403, 404, 500, 503, other ≥ 400) taken from the
 *   page outcome or the router (unmatched route 404);
 * - a weak `ETag` (hash of the HTML) on 200 pages and `304 Not Modified` when `If-None-Match`
 *   matches; `Cache-Control` for a CDN on published pages (src/lib/httpCaching.ts), `private,
 *   no-store` on private ones;
 * - a plain 500 page if rendering itself fails;
 * - `POST /api/page-data` (lib/pageData.ts): the prepared outcome of a page as JSON, what this
 *   render would draw, for the browser's navigations.
 *
 * Every block component is registered up front: the server renders blocks synchronously.
 */
import { tagsNeedConsent } from '../lib/consent';
import { createHash } from 'node:crypto';
import { createRequestHandler, getSsrStatus, RouterServer, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import type { CmsUser } from '../api/cmsApi';
import type { ContentApi } from '../api/contentApi';
import { blockDefinitions } from '../blocks/registry';
import type { AppConfig } from '../blocks/runtime/AppContext';
import { createAppStores } from '../blocks/runtime/stores';
import { DEFAULT_LOCALE, localeOfPath } from '../lib/locales';
import { etagMatches, PRIVATE_CACHE_CONTROL, PUBLIC_HTML_CACHE_CONTROL } from '../lib/httpCaching';
import type { PageAssets } from '../lib/pageAssets';
import { PAGE_DATA_PATH } from '../lib/pageData';
import { registerBlockComponents } from './blocks/blockComponentCache';
import { blockMessageNamespaces, installMessageSource } from './i18n/messageCatalogs';
import { messageChunkCatalogs } from './i18n/messageChunkCatalogs';
import { PART_MESSAGE_NAMESPACES } from './i18n/messageNamespaces.gen';
import { fullMessageSource } from './i18n/messages';
import { domainOf, normalizePath, type RenderableOutcome } from './page/loadPage';
import { blockAssetsFor } from './page/blockAssets';
import { blockTypesOf } from './page/pageBlockTypes';
import { inlineStylesheets } from './page/inlineStylesheets';
import { loadVariantBanner } from './page/PageLayout';
import { ErrorPage } from './page/ErrorPage';
import { PAGE_ISLAND_ID_PREFIX, PageIsland, splitHoistedResources, withHeadResources, type RenderedIsland } from './page/PageIsland';
import { createServerPageSource } from './page/serverPageSource';
import { createAppRouter, type AppRouter } from './router';
import { isPlainHost, visibleHost, visibleOrigin } from '../lib/requestOrigin';
import { responseWithBytes, splitBytes } from '../lib/renderedBytes';

registerBlockComponents(blockDefinitions);
const variantBannerReady = loadVariantBanner();
installMessageSource(fullMessageSource);

export interface RenderOptions {
  /** Content API for this request (embedded in-process or CORE_API_URL). */
  api: ContentApi;
  /** Runtime config sent to the browser. */
  config: AppConfig;
  /** Entry script, CSS and modulepreload URLs. */
  assets: PageAssets;
  /** CSP nonce for inline scripts. */
  nonce?: string;
  /**
   * The page is private to this visitor (QA draft preview): answered `private, no-store`, with no
   * ETag and never 304.
   */
  private?: boolean;
  /** Behind a trusted proxy (`TRUST_PROXY`): read `X-Forwarded-Host` and `X-Forwarded-Proto`. */
  trustProxy?: boolean;
  /** On a QA page, the signed-in user the QA gate let through: the `/qa` route's session check. */
  qaUser?: CmsUser;
}

function originHeaders(request: Request) {
  return {
    host: request.headers.get('host'),
    forwardedHost: request.headers.get('x-forwarded-host'),
    forwardedProto: request.headers.get('x-forwarded-proto'),
  };
}

/** The server's own host as a last resort (a plain `Host` is checked at the edge). */
function fallbackHost(url: URL): string {
  return isPlainHost(url.host) ? url.host : 'localhost';
}

/** Host as the visitor sees it (see {@link visibleHost}: forwarded headers only behind a trusted proxy). */
export function requestHost(request: Request, trustProxy = false): string {
  return visibleHost(originHeaders(request), { trustProxy, fallbackHost: fallbackHost(new URL(request.url)) });
}

/** The visitor's origin (spec 000 §4), see {@link visibleOrigin}. */
export function requestOrigin(request: Request, trustProxy = false): string {
  const url = new URL(request.url);
  return visibleOrigin(originHeaders(request), { trustProxy, requestProtocol: url.protocol, fallbackHost: fallbackHost(url) });
}

/** The page outcomes (page or error) the rendered router's matches loaded. */
function pageOutcomes(router: AppRouter): RenderableOutcome[] {
  return router.state.matches.flatMap((match) => {
    const data = match.loaderData as RenderableOutcome | undefined;
    return data && typeof data === 'object' && 'kind' in data ? [data] : [];
  });
}

/** The stylesheets of a rendered document in cascade order: the entry's, then its page's blocks'. */
function documentStylesheets(router: AppRouter, assets: PageAssets): string[] {
  return [...assets.stylesheets, ...pageOutcomes(router).flatMap((outcome) => outcome.assets?.stylesheets ?? [])];
}

/** The HTTP status of a rendered router: the router's own (404 unmatched, 500) or the page outcome's. */
export function renderedStatus(router: AppRouter): number {
  const routerStatus = getSsrStatus(router);
  if (routerStatus !== 200) return routerStatus;
  return pageOutcomes(router).find((outcome) => typeof outcome.status === 'number')?.status ?? 200;
}

/**
 * Weak ETag of an HTML body: `W/"<base64url sha-1>"`. Parts that change on every render without
 * changing the page (the CSP nonce, the router's load timestamps `u:<ms>` in the dehydrated state)
 * are left out, so an unchanged page keeps its ETag.
 * @param body the page's HTML
 * @param nonce the CSP nonce written in it, if any
 * @param bytes `body` in UTF-8 when the caller has it already: hashed as they are (same ETag)
 */
export function weakEtag(body: string, nonce?: string, bytes?: Uint8Array): string {
  // Hashed piece by piece: a body rebuilt without its nonces is a second copy of a page of a few
  // hundred kB to flatten before hashing, which took as long as the hash itself.
  const hash = createHash('sha1');
  if (bytes && body.search(LOAD_STAMPS) === -1) {
    // The same digest from the bytes already encoded (the nonce is ASCII: the pieces between its
    // occurrences are the text's pieces in UTF-8), without encoding each piece again to hash it.
    const page = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (const piece of nonce ? splitBytes(page, Buffer.from(nonce)) : [page]) hash.update(piece);
  } else {
    for (const piece of nonce ? body.split(nonce) : [body]) hash.update(piece.replace(LOAD_STAMPS, 'u:0'));
  }
  return `W/"${hash.digest('base64url')}"`;
}

/** The router's load timestamps in a dehydrated state (`u:<ms>`): left out of the ETag. */
const LOAD_STAMPS = /\bu:\d{10,}/g;

/**
 * The router's document as one HTML string with its status (what TanStack's
 * `renderRouterToString` answers as a `Response`, without the body's trip through a stream and
 * back: the page is turned into bytes once, when it is answered).
 */
async function renderDocument(router: AppRouter): Promise<{ status: number; html: string }> {
  try {
    const html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />));
    return { status: getSsrStatus(router), html };
  } catch (error) {
    console.error('Render to string error:', error);
    return { status: 500, html: 'Internal Server Error' };
  } finally {
    router.serverSsr?.cleanup();
  }
}

const publicAssets = new WeakMap<PageAssets, PageAssets>();

/** The build's assets as a site page references them (the same object per build: lookups are memoised on it). */
function publicPageAssets(assets: PageAssets): PageAssets {
  let known = publicAssets.get(assets);
  if (!known) {
    known = { ...assets, ...assets.publicPage, messagesInDocument: true };
    publicAssets.set(assets, known);
  }
  return known;
}

/**
 * The router of a public page sends no state of its own to the browser (the page's island carries
 * its state): its dehydration step turns hydration output off instead.
 */
function withoutHydration(router: AppRouter): AppRouter {
  router.serverSsrLifecycle = {
    onServerSsrAttach: [
      (serverSsr: NonNullable<AppRouter['serverSsr']>) => {
        serverSsr.dehydrate = async () => serverSsr.disableHydration();
      },
    ],
  };
  return router;
}

/**
 * The page's island (src/renderer/page/PageIsland.tsx) rendered as its own root, or `undefined`
 * when the route loaded no page outcome (an unknown locale's 404 is the router's own page).
 */
function renderIsland(router: AppRouter, context: { api: ContentApi; stores: ReturnType<typeof createAppStores>; config: AppConfig; origin: string }, url: URL): RenderedIsland | undefined {
  const loaded = pageOutcomes(router)[0];
  if (!loaded) return undefined;
  // The block chunks' assets are the server's (head links); the browser needs the page itself.
  const { assets: _assets, ...outcome } = loaded;
  const locale = context.stores.locale.getState().locale;
  const state = {
    outcome: outcome as RenderableOutcome,
    locale,
    path: normalizePath(url.pathname),
    searchStr: url.search,
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
  const rendered = renderToString(<PageIsland state={state} stores={context.stores} api={context.api} errorPage={ErrorPage} />, { identifierPrefix: PAGE_ISLAND_ID_PREFIX });
  return { ...splitHoistedResources(rendered), state };
}

const FAILURE_HTML =
  '<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><title>Erreur</title></head><body><p>Une grosse erreur est survenue</p><p><a href="/fr">Retour à l’accueil</a></p></body></html>';

/** The body of `POST /api/page-data`. */
const pageDataRequest = z.object({
  path: z.string().startsWith('/', 'A site path starts with “/”.').max(2048),
  query: z.record(z.string(), z.string()).optional(),
  draft: z.boolean().optional(),
  site_id: z.string().min(1).optional(),
  production: z.boolean().optional(),
});

const NO_STORE_JSON = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' };

/**
 * `POST /api/page-data`: the prepared outcome of one page (a page, an error with its status, or a
 * redirect), as the server would render it.
 * @returns 200 with the outcome; 415 without a JSON body; 422 `{status:'error', errors:{field:[message]}}` for a bad body
 */
export async function pageData(request: Request, options: Pick<RenderOptions, 'api' | 'trustProxy'> & Partial<Pick<RenderOptions, 'assets'>>): Promise<Response> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return new Response(JSON.stringify({ status: 'error', message: 'Send a JSON body.' }), { status: 415, headers: NO_STORE_JSON });
  }
  const body = pageDataRequest.safeParse(await request.json().catch(() => undefined));
  if (!body.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of body.error.issues) (errors[issue.path.join('.') || '_body'] ??= []).push(issue.message);
    return new Response(JSON.stringify({ status: 'error', message: 'Invalid page request.', errors }), { status: 422, headers: NO_STORE_JSON });
  }
  const { path, query, draft = false, site_id, production } = body.data;
  const pages = createServerPageSource(
    options.api,
    domainOf({ request: { host: requestHost(request, options.trustProxy), cookie: '', acceptLanguage: '' } }),
    options.assets ? blockAssetsFor(options.assets) : undefined,
  );
  const outcome = await pages.load({ path, query, draft, site: { site_id, production } });
  return new Response(JSON.stringify(outcome), { status: 200, headers: NO_STORE_JSON });
}

/**
 * Renders one request.
 * @param request the web request (method GET/HEAD; POST for {@link PAGE_DATA_PATH})
 * @param options per-request dependencies
 * @returns the web response (never rejects: failures answer a plain 500 page)
 */
export async function render(request: Request, options: RenderOptions): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === PAGE_DATA_PATH) return pageData(request, options);
  const host = requestHost(request, options.trustProxy);
  // A page of the site (`/fr/…`, `/en/…`) is hydrated as an island without the router, from the
  // public entry; the rest (QA, the root's redirect) is the routed app.
  const publicPage = localeOfPath(url.pathname) !== null && options.assets.publicPage !== undefined;
  const assets = publicPage ? publicPageAssets(options.assets) : options.assets;
  const island: { current?: RenderedIsland } = {};
  const context = {
    api: options.api,
    pages: createServerPageSource(options.api, domainOf({ request: { host, cookie: '', acceptLanguage: '' } }), blockAssetsFor(assets)),
    stores: createAppStores(localeOfPath(url.pathname) ?? DEFAULT_LOCALE),
    config: options.config,
    request: {
      host,
      cookie: request.headers.get('cookie') ?? '',
      acceptLanguage: request.headers.get('accept-language') ?? '',
      qaUser: options.qaUser,
    },
    site: {},
    origin: requestOrigin(request, options.trustProxy),
    assets,
    nonce: options.nonce,
    island,
  };
  try {
    const handler = createRequestHandler({ request, createRouter: () => (publicPage ? withoutHydration(createAppRouter(context)) : createAppRouter(context)) });
    const response = await handler(async ({ router, responseHeaders }) => {
      const status = renderedStatus(router as AppRouter);
      if (publicPage) {
        // A preview's banner is rendered with the page: its code is here before the first render.
        await variantBannerReady;
        island.current = renderIsland(router as AppRouter, context, url);
      }
      const rendered = await renderDocument(router as AppRouter);
      const documentHtml = island.current ? withHeadResources(rendered.html, island.current.headResources) : rendered.html;
      const html = inlineStylesheets(documentHtml, documentStylesheets(router as AppRouter, assets), (href) => options.assets.stylesheetTexts?.get(href));
      const finalStatus = rendered.status === 200 ? status : rendered.status;
      const headers = new Headers(responseHeaders);
      headers.set('Content-Type', 'text/html; charset=utf-8');
      // Published pages may sit in a CDN briefly (s-maxage, stale-while-revalidate); error pages
      // are revalidated every time; private pages are kept nowhere.
      headers.set('Cache-Control', options.private ? PRIVATE_CACHE_CONTROL : finalStatus === 200 ? PUBLIC_HTML_CACHE_CONTROL : 'no-cache');
      // Bytes, not a string: a string body is checked and encoded again each time it is read.
      const bytes = request.method === 'HEAD' ? undefined : new TextEncoder().encode(html);
      if (finalStatus === 200 && !options.private) {
        const etag = weakEtag(html, options.nonce, bytes);
        headers.set('ETag', etag);
        if (etagMatches(request.headers.get('if-none-match'), etag)) {
          return new Response(null, { status: 304, headers });
        }
      }
      return bytes ? responseWithBytes(bytes, { status: finalStatus, headers }) : new Response(null, { status: finalStatus, headers });
    });
    if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
      // Redirects: plain response (the `/` choice depends on cookie and languages). The router's
      // own canonical redirect (trailing slash removed) is a 307; it is permanent: answer 301.
      const headers = new Headers({ Location: response.headers.get('location') as string });
      const status = response.status === 307 ? 301 : response.status;
      headers.set('Cache-Control', url.pathname === '/' ? 'private, no-store' : 'no-cache');
      if (url.pathname === '/') headers.set('Vary', 'Cookie, Accept-Language');
      return new Response(null, { status, headers });
    }
    return response;
  } catch (error) {
    console.error('Server render failed.', error);
    return new Response(FAILURE_HTML, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
}
