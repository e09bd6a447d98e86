/**
 * Which requests the page cache may answer, and the answer of a hit at the edge of the app.
 *
 * A request may be answered from the cache when it is an anonymous `GET`/`HEAD` of a public page:
 * no CMS session cookie (editors get fresh renders), not under `/qa`, not a draft preview
 * (`?qa_preview`) nor a variant preview link (`?preview`). Its key is the visible origin, the path
 * and the query string without the links' tracking parameters (trackingParameters.ts: an ad's click
 * id, campaign tags), which the page is rendered without too.
 *
 * {@link serveCacheHits} runs right after the edge checks (security headers drawn, bad URLs and
 * Host headers refused): an entry only exists for a key whose request went through the whole chain
 * to the renderer and was answered 200, and nothing between the edge and the renderer answers
 * such a request differently (the routes before the renderer are fixed paths; a session cookie
 * or a private path never reach the cache), so a hit is answered at once. Under
 * `@hono/node-server` a GET is answered straight on the socket: the headers (the page's, the
 * security headers, the CSP with the request's nonce) as one list, then the cached HTML pieces
 * with the nonce between them, without copying them into one buffer; a HEAD, or a request outside
 * `@hono/node-server` (tests calling `app.request`), gets a web `Response` with the same status,
 * headers and body.
 * A GET asking for a compressed answer (`Accept-Encoding`, as every browser does) is answered
 * there too: the page with its nonce, compressed in one piece on Node's thread pool as the
 * compression middleware would (src/server/http/compression.ts), then written on the socket.
 * Through the app's chain (the renderer's cache lookup, web `Response`s, the middleware's
 * streams) a cached home page cost the server's thread about ten times what its compression costs
 * it. A HEAD asking for compression, or one outside `@hono/node-server`, goes on to the
 * renderer's own cache lookup and the compression middleware.
 */
import { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { isPlainHost, visibleOrigin } from '../../lib/requestOrigin';
import { SESSION_COOKIE } from '../auth/sessionCookie';
import { chooseEncoding, compressInOnePiece, type Encoding } from '../http/compression';
import { setFrameSources } from '../http/frameSources';
import { nonceOf, type SecurityHeaders } from '../http/securityHeaders';
import { PageCache, type CachedAnswer, type CachedPage } from './pageCache';
import { withoutTrackingParameters } from './trackingParameters';

/** True for a path or query that may show unpublished content (QA, draft or variant preview). */
export function isPrivatePageRequest(url: URL): boolean {
  return url.pathname === '/qa' || url.pathname.startsWith('/qa/') || url.searchParams.has('qa_preview') || url.searchParams.has('preview');
}

/** True when the request carries a CMS session cookie (an editor, maybe logged in). */
export function hasSessionCookie(cookie: string | undefined | null): cookie is string {
  return typeof cookie === 'string' && cookie.includes(`${SESSION_COOKIE}=`);
}

/**
 * The page cache key of a request (see the module doc), or null when the cache may not answer it:
 * `https://example.ca/fr?mun=laval` for `…/fr?gclid=x&mun=laval`.
 * @param trustProxy read `X-Forwarded-Host` / `X-Forwarded-Proto` for the origin (TRUST_PROXY)
 */
export function cacheKeyOf(request: Request, url: URL, trustProxy: boolean): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (hasSessionCookie(request.headers.get('cookie')) || isPrivatePageRequest(url)) return null;
  const origin = visibleOrigin(
    { host: request.headers.get('host'), forwardedHost: request.headers.get('x-forwarded-host'), forwardedProto: request.headers.get('x-forwarded-proto') },
    { trustProxy, requestProtocol: url.protocol, fallbackHost: isPlainHost(url.host) ? url.host : 'localhost' },
  );
  return `${origin}${url.pathname}${withoutTrackingParameters(url).search}`;
}

/** What {@link serveCacheHits} needs. */
export interface CacheHitsOptions {
  pageCache: PageCache;
  security: SecurityHeaders;
  /** Behind a trusted proxy (TRUST_PROXY). */
  trustProxy: boolean;
}

/** Headers every answer of a cached page carries, as `writeHead`'s flat list: the page's, `X-Page-Cache`, the security headers. */
const fixedLines = new WeakMap<CachedPage, string[]>();

function fixedLinesOf(page: CachedPage, answer: CachedAnswer, security: SecurityHeaders): string[] {
  let lines = fixedLines.get(page);
  if (!lines) {
    lines = [];
    for (const [name, value] of answer.headers) lines.push(name, value);
    for (const [name, value] of security.fixed) lines.push(name, value);
    fixedLines.set(page, lines);
  }
  return lines;
}

/**
 * Writes a cached page's answer compressed with `encoding` (headers as one flat list, without
 * `Content-Length`). Should zlib fail, the page goes as it is, with the same headers.
 */
async function answerCompressed(outgoing: ServerResponse, status: number, lines: string[], page: Buffer, encoding: Encoding): Promise<typeof RESPONSE_ALREADY_SENT> {
  let body: Buffer = page;
  try {
    body = await compressInOnePiece(encoding, page);
    lines.push('Content-Encoding', encoding);
  } catch (error) {
    console.error('[page cache] compression failed, answered as it is:', error);
  }
  lines.push('Content-Length', String(body.byteLength));
  outgoing.writeHead(status, lines);
  outgoing.end(body);
  return RESPONSE_ALREADY_SENT;
}

/**
 * Middleware answering page cache hits (see the module doc); every other request goes on. The
 * answer carries the security headers with the request's own nonce ({@link nonceOf}) and the
 * page's frame sources in the CSP (none on a 304).
 */
export function serveCacheHits(options: CacheHitsOptions): MiddlewareHandler {
  const { pageCache, security, trustProxy } = options;
  return (c: Context, next) => {
    const nonce = nonceOf(c);
    const request = c.req.raw;
    // Straight to the socket for a GET (Hono answers a HEAD by wrapping the GET's response, which
    // must then be a real one).
    const outgoing = request.method === 'GET' ? (c.env as Partial<HttpBindings> | undefined)?.outgoing : undefined;
    // The encoding the compression middleware would choose (none for no header, `identity` or
    // only unknown codings: the page goes as it is).
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    // A compressed answer is written on the socket only: a HEAD or a web `Response` asked
    // compressed goes through the middleware.
    if (!nonce || (encoding && !(outgoing instanceof ServerResponse))) return next();
    const url = new URL(request.url);
    const key = cacheKeyOf(request, url, trustProxy);
    if (key === null || pageCache.renderUnderWay(key)) return next();
    const page = pageCache.hit(key);
    if (!page) return next();
    const answer = pageCache.answer(page, { method: request.method, ifNoneMatch: request.headers.get('if-none-match') }, nonce);
    if (outgoing instanceof ServerResponse) {
      const lines = fixedLinesOf(page, answer, security).slice();
      if (answer.status !== 304) lines.push('Content-Security-Policy', security.contentSecurityPolicy(nonce, page.frameSources));
      if (encoding && answer.body) return answerCompressed(outgoing, answer.status, lines, Buffer.concat(answer.body, answer.length), encoding);
      if (answer.status !== 304) lines.push('Content-Length', String(answer.length));
      outgoing.writeHead(answer.status, lines);
      if (answer.body) {
        outgoing.cork();
        for (const piece of answer.body) outgoing.write(piece);
      }
      outgoing.end();
      return Promise.resolve(RESPONSE_ALREADY_SENT);
    }
    // A web Response: the security headers middleware adds its headers on the way out.
    setFrameSources(c, page.frameSources);
    const headers = new Headers(answer.headers as [string, string][]);
    if (answer.status !== 304) headers.set('Content-Length', String(answer.length));
    return Promise.resolve(new Response(answer.body ? new Uint8Array(Buffer.concat(answer.body, answer.length)) : null, { status: answer.status, headers }));
  };
}
