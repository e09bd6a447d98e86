/**
 * CSRF defence for the CMS API: every non-GET request must carry an `Origin` whose
 * host is the request's own host, and must not be flagged `Sec-Fetch-Site: cross-site`.
 * (`hono/csrf` only checks form content types; the CMS speaks JSON.)
 */
import type { Context } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Null when the request may proceed, else the reason it is refused (the caller answers 403
 * `csrf`). The comparison is on host (name and port): behind a TLS-terminating proxy the server
 * sees `http` while the browser's Origin says `https`.
 */
export function crossOriginProblem(c: Context): string | null {
  if (SAFE_METHODS.has(c.req.method)) return null;
  if (c.req.header('sec-fetch-site') === 'cross-site') return 'Cross-site requests are refused.';
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return 'The Origin header is missing.';
  let originHost: string;
  let ownHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
    ownHost = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
  } catch {
    return 'The Origin header is not a URL.';
  }
  return originHost === ownHost ? null : 'The Origin does not match this site.';
}
