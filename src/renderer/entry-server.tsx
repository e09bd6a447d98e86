/**
 * SSR entry (ARCHITECTURE "Data flow"; spec 000 §4 "Page load", §8).
 *
 * `render(request, options)` answers one request with a web `Response`, a site page (`/fr/…`,
 * `/en/…`) rendered without the router (document/renderPublicPage.tsx), the rest (QA screens, the
 * root's language choice) by the routed app:
 * - redirects (`/` locale choice 302, CMS 301/302, trailing or repeated slash removed 301) with
 *   `Location`;
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
import { installMessageSource } from './i18n/messageCatalogs';
import { fullMessageSource } from './i18n/messages';
import { domainOf, type RenderableOutcome } from './page/loadPage';
import { blockAssetsFor } from './page/blockAssets';
import { inlineStylesheets } from './page/inlineStylesheets';
import { encodeHtml, keptPieceDigest, type EncodedHtml, type HtmlPieces } from './document/htmlPieces';
import { createServerPageSource } from './page/serverPageSource';
import { createAppRouter, type AppRouter } from './router';
import { renderPublicPage } from './document/renderPublicPage';
import type { BlockHtmlCache } from './blocks/blockHtmlCache';
import { isPlainHost, visibleHost, visibleOrigin } from '../lib/requestOrigin';
import { responseWithBytes, splitBytes } from '../lib/renderedBytes';

registerBlockComponents(blockDefinitions);
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
  /** The cache of block HTML of site pages (default: the server's, document/renderPublicPage.tsx). */
  blockHtml?: BlockHtmlCache;
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
 * are left out, so an unchanged page keeps its ETag. An encoded piece (kept: the inlined styles,
 * the page's content written once) counts by its digest (htmlPieces.ts `keptPieceDigest`), not
 * hashed again on every render; it holds no nonce.
 * @param body the page's HTML, whole or in pieces (htmlPieces.ts)
 * @param nonce the CSP nonce written in it, if any
 * @param encoded `body`'s pieces in UTF-8 when the caller has them already (htmlPieces.ts
 *   `encodeHtml`): its text pieces are hashed from there (same ETag), not encoded again
 * @param loadStamps whether `body` may hold the router's load timestamps (a routed page; a site
 *   page, rendered without the router, has none: not searched)
 */
export function weakEtag(body: string | HtmlPieces, nonce?: string, encoded?: EncodedHtml, loadStamps = true): string {
  const pieces = typeof body === 'string' ? [body] : body;
  // Hashed piece by piece: a body rebuilt without its nonces is a second copy of a page of a few
  // hundred kB to flatten before hashing, which took as long as the hash itself.
  const hash = createHash('sha1');
  const stamped = loadStamps && pieces.some((piece) => typeof piece === 'string' && piece.search(LOAD_STAMPS) !== -1);
  const known = encoded && !stamped ? { page: Buffer.from(encoded.bytes.buffer, encoded.bytes.byteOffset, encoded.bytes.byteLength), lengths: encoded.lengths } : null;
  const nonceBytes = known && nonce ? Buffer.from(nonce) : null;
  let at = 0;
  for (const [index, piece] of pieces.entries()) {
    if (typeof piece !== 'string') {
      hash.update(keptPieceDigest(piece));
      at += piece.byteLength;
    } else if (known) {
      // The text's bytes already encoded (the nonce is ASCII: the parts between its occurrences
      // are the text's parts in UTF-8).
      const text = known.page.subarray(at, (at += known.lengths[index]!));
      for (const part of nonceBytes ? splitBytes(text, nonceBytes) : [text]) hash.update(part);
    } else {
      for (const part of nonce ? piece.split(nonce) : [piece]) hash.update(loadStamps ? part.replace(LOAD_STAMPS, 'u:0') : part);
    }
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
  // A page of the site (`/fr/…`, `/en/…`) is a static document around an island the browser
  // hydrates without the router (document/renderPublicPage.tsx); the rest (QA, the root's
  // redirect) is the routed app.
  const locale = localeOfPath(url.pathname);
  const assets = locale !== null ? publicPageAssets(options.assets) : options.assets;
  const pages = createServerPageSource(options.api, domainOf({ request: { host, cookie: '', acceptLanguage: '' } }), blockAssetsFor(assets));
  const stores = createAppStores(locale ?? DEFAULT_LOCALE);
  const origin = requestOrigin(request, options.trustProxy);
  try {
    if (locale !== null) {
      const page = await renderPublicPage(url, { api: options.api, pages, stores, config: options.config, origin, assets, nonce: options.nonce, locale, blockHtml: options.blockHtml });
      if (page.kind === 'redirect') return redirectResponse(page.status, page.location, url);
      return htmlResponse(request, options, { html: page.html, loadStamps: false }, page.status, page.stylesheets);
    }
    const context = {
      api: options.api,
      pages,
      stores,
      config: options.config,
      request: {
        host,
        cookie: request.headers.get('cookie') ?? '',
        acceptLanguage: request.headers.get('accept-language') ?? '',
        qaUser: options.qaUser,
      },
      site: {},
      origin,
      assets,
      nonce: options.nonce,
    };
    const handler = createRequestHandler({ request, createRouter: () => createAppRouter(context) });
    const response = await handler(async ({ router, responseHeaders }) => {
      const status = renderedStatus(router as AppRouter);
      const rendered = await renderDocument(router as AppRouter);
      const finalStatus = rendered.status === 200 ? status : rendered.status;
      return htmlResponse(request, options, { html: [rendered.html], loadStamps: true }, finalStatus, documentStylesheets(router as AppRouter, assets), responseHeaders);
    });
    if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
      // The router's own canonical redirect (trailing slash removed) is a 307; it is permanent.
      return redirectResponse(response.status === 307 ? 301 : response.status, response.headers.get('location') as string, url);
    }
    return response;
  } catch (error) {
    console.error('Server render failed.', error);
    return new Response(FAILURE_HTML, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
}

/**
 * A redirect as a plain response: `no-cache`, except the root's language choice, which depends on
 * the visitor's cookie and languages (`private, no-store`, `Vary`).
 */
function redirectResponse(status: number, location: string, url: URL): Response {
  const headers = new Headers({ Location: location });
  headers.set('Cache-Control', url.pathname === '/' ? 'private, no-store' : 'no-cache');
  if (url.pathname === '/') headers.set('Vary', 'Cookie, Accept-Language');
  return new Response(null, { status, headers });
}

/** A rendered document: its HTML in pieces, and whether it may hold the router's load timestamps (a routed page). */
interface RenderedDocument {
  html: HtmlPieces;
  loadStamps: boolean;
}

/**
 * A rendered document as the answer: its stylesheets written into its head, `Cache-Control` for
 * its status, a weak ETag and `304 Not Modified` on a published 200 page, the body as UTF-8 bytes
 * (none for HEAD).
 */
function htmlResponse(request: Request, options: RenderOptions, document: RenderedDocument, status: number, stylesheets: string[], responseHeaders?: Headers): Response {
  const html = inlineStylesheets(document.html, stylesheets, options.assets.stylesheetTexts);
  const headers = new Headers(responseHeaders);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // Published pages may sit in a CDN briefly (s-maxage, stale-while-revalidate); error pages
  // are revalidated every time; private pages are kept nowhere.
  headers.set('Cache-Control', options.private ? PRIVATE_CACHE_CONTROL : status === 200 ? PUBLIC_HTML_CACHE_CONTROL : 'no-cache');
  // Bytes, not a string: a string body is checked and encoded again each time it is read.
  const encoded = request.method === 'HEAD' ? undefined : encodeHtml(html);
  if (status === 200 && !options.private) {
    const etag = weakEtag(html, options.nonce, encoded, document.loadStamps);
    headers.set('ETag', etag);
    if (etagMatches(request.headers.get('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
  }
  return encoded ? responseWithBytes(encoded.bytes, { status, headers }) : new Response(null, { status, headers });
}
