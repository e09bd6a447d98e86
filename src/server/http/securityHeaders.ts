/**
 * The security headers of every answer (the spec is silent on them): the same set `hono/secure-headers`
 * sent with our options, computed once per app instead of once per response.
 *
 * - Fixed headers (HSTS, `X-Content-Type-Options`, `X-Frame-Options`, `Referrer-Policy`,
 *   `Cross-Origin-*`, `Permissions-Policy`…): one list of name/value pairs built at start-up.
 * - `Content-Security-Policy` (production only): built at start-up around two holes, the
 *   response's nonce in `script-src` and the site's own origins at the end of `frame-src`
 *   (`metadata.frame_sources`, see frameSources.ts). Each response gets a fresh 128-bit nonce
 *   ({@link newNonce}); a `304 Not Modified` carries no CSP (the browser keeps the policy stored with
 *   the cached HTML, whose scripts hold that response's nonce: RFC 9111 §4.3.4).
 *
 * The page cache answers its hits before the middleware chain (src/server/pageCache/cacheHits.ts)
 * and writes the same headers itself from {@link SecurityHeaders.fixed} and
 * {@link SecurityHeaders.contentSecurityPolicy}.
 */
import { randomFillSync } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { VIDEO_FRAME_ORIGINS, VIDEO_SCRIPT_ORIGINS } from '../../lib/videoFrameOrigins';
import { frameSourcesOf } from './frameSources';

/** Context key of the response's CSP nonce (read with {@link nonceOf}). */
const NONCE_KEY = 'secureHeadersNonce';

/** Random bytes drawn from the CSPRNG at once and handed out 16 at a time (one draw per 256 nonces). */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * A fresh CSP nonce: 16 bytes (128 bits) of `crypto.randomFillSync`, base64 (24 characters, the
 * format `hono/secure-headers` used). Bytes are drawn in blocks of 4 KiB and never handed out twice.
 */
export function newNonce(): string {
  if (poolOffset + 16 > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + 16);
  poolOffset += 16;
  return nonce;
}

/** The response's CSP nonce (undefined in development, where no CSP is sent). */
export function nonceOf(c: Context): string | undefined {
  return c.get(NONCE_KEY as never) as string | undefined;
}

/** What the security headers depend on. */
export interface SecurityHeadersOptions {
  /** Development: no CSP (Vite's HMR client injects inline code). */
  dev: boolean;
  /** `connect-src` origins besides `'self'` (external content API, Sentry, the captcha). */
  connectSrc: readonly string[];
  /** Where the built client files come from besides this server (ASSET_BASE_URL's origin): scripts and stylesheets. */
  assetOrigins?: readonly string[];
  /** Where media-library files come from besides this server (MEDIA_BASE_URL's origin): images and videos. */
  mediaOrigins?: readonly string[];
}

/** The security headers of one app, computed once. */
export interface SecurityHeaders {
  /** Every header but the CSP, as `[name, value]` pairs, in the order they are sent. */
  readonly fixed: readonly (readonly [string, string])[];
  /**
   * The headers of a built file or media file (`/assets/…`, `/media/…`): only those a script,
   * stylesheet or image obeys (no sniffing, HSTS), and opened to other origins (a CDN in front,
   * ASSET_BASE_URL or MEDIA_BASE_URL, serves them to the site's pages: module scripts are fetched
   * in CORS mode; the files are public and immutable). The others (CSP, framing, opener,
   * permissions, referrer…) govern documents; sent with each of a page's thirty files they were a
   * kilobyte per file on the wire.
   */
  readonly forFiles: readonly (readonly [string, string])[];
  /** Whether answers carry a CSP (false in development). */
  readonly csp: boolean;
  /**
   * The `Content-Security-Policy` of one answer: `nonce` in `script-src`, `frameSources` (https
   * origins) added at the end of `frame-src` unless already listed.
   */
  contentSecurityPolicy(nonce: string, frameSources: readonly string[]): string;
}

/** `frame-src` of every page: the site itself, the captcha and the video players' privacy hosts. */
const FRAME_SRC = ["'self'", 'https://www.google.com', ...VIDEO_FRAME_ORIGINS];

/** Builds the headers of an app (see the module doc for what they are). */
export function createSecurityHeaders(options: SecurityHeadersOptions): SecurityHeaders {
  const fixed: [string, string][] = [
    ['Cross-Origin-Resource-Policy', 'same-site'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  // The policy up to the nonce, from the nonce to the end of frame-src, and the rest.
  const assets = (options.assetOrigins ?? []).map((origin) => ` ${origin}`).join('');
  const media = (options.mediaOrigins ?? []).map((origin) => ` ${origin}`).join('');
  const beforeNonce = `default-src 'self'; script-src 'self'${assets} 'nonce-`;
  const beforeFrameSources = [
    `' 'wasm-unsafe-eval' https://www.google.com https://www.gstatic.com ${VIDEO_SCRIPT_ORIGINS.join(' ')}`,
    `style-src 'self'${assets} 'unsafe-inline'`,
    `img-src 'self'${media} data: blob: https:`,
    `media-src 'self'${media} https:`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...options.connectSrc].join(' ')}`,
    "worker-src 'self' blob:",
    `frame-src ${FRAME_SRC.join(' ')}`,
  ].join('; ');
  const afterFrameSources = "; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";
  const listed = new Set(FRAME_SRC);
  const FILE_HEADERS = new Set(['Strict-Transport-Security', 'X-Content-Type-Options']);
  return {
    fixed,
    forFiles: [
      ...fixed.filter(([name]) => FILE_HEADERS.has(name)),
      ['Cross-Origin-Resource-Policy', 'cross-origin'],
      ['Access-Control-Allow-Origin', '*'],
    ],
    csp: !options.dev,
    contentSecurityPolicy(nonce, frameSources) {
      let extra = '';
      for (const origin of frameSources) if (!listed.has(origin)) extra += ` ${origin}`;
      return beforeNonce + nonce + beforeFrameSources + extra + afterFrameSources;
    },
  };
}

/** A built file or a media-library file: answered with {@link SecurityHeaders.forFiles}. */
function isFilePath(path: string): boolean {
  return path.startsWith('/assets/') || path.startsWith('/media/');
}

/**
 * Middleware registered first: draws the response's nonce before the routes run (read it with
 * {@link nonceOf}), then sets the fixed headers and the CSP on whatever answer comes back (no CSP
 * on a 304). Answers written straight to the socket by the page cache already carry them.
 */
export function securityHeaders(security: SecurityHeaders): MiddlewareHandler {
  return async (c, next) => {
    const nonce = security.csp ? newNonce() : undefined;
    if (nonce) c.set(NONCE_KEY as never, nonce as never);
    await next();
    if (c.res === RESPONSE_ALREADY_SENT) return;
    const headers = c.res.headers;
    const file = isFilePath(c.req.path);
    for (const [name, value] of file ? security.forFiles : security.fixed) headers.set(name, value);
    if (c.res.status === 304 || file) headers.delete('Content-Security-Policy');
    else if (nonce) headers.set('Content-Security-Policy', security.contentSecurityPolicy(nonce, frameSourcesOf(c)));
    headers.delete('X-Powered-By');
  };
}
