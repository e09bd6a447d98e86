/**
 * Text a request may carry to the database. PostgreSQL refuses the NUL character in text and jsonb,
 * and a URL whose percent-escapes do not decode to UTF-8 names nothing we serve: both are refused
 * at the edge with 400 instead of failing deep inside a query with 500.
 */
import type { MiddlewareHandler } from 'hono';
import { isPlainHost } from '../../lib/requestOrigin';

/** Why a raw path or query is unusable (`null` when it is fine). */
export function badUrlText(rawPathAndQuery: string): string | null {
  // Without a %-escape every part decodes to itself: only a raw NUL could be wrong.
  if (!rawPathAndQuery.includes('%')) return rawPathAndQuery.includes('\u0000') ? 'The address contains a NUL character.' : null;
  const queryStart = rawPathAndQuery.indexOf('?');
  const path = queryStart === -1 ? rawPathAndQuery : rawPathAndQuery.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawPathAndQuery.slice(queryStart + 1);
  const parts = [...path.split('/'), ...query.split(/[&=]/).map((part) => part.replace(/\+/g, ' '))];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return 'The address has a malformed %-escape or is not UTF-8.';
    }
    if (decoded.includes('\u0000')) return 'The address contains a NUL character.';
  }
  return null;
}

/** True when a parsed JSON value holds a NUL character in any string or key. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

/** The message of a 400 for a body holding NUL characters. */
export const NUL_BODY_MESSAGE = 'The text contains a NUL character, which cannot be stored.';

/**
 * Edge middleware of the app: answers 400 (JSON under /api, plain text elsewhere, never cached)
 * when the `Host` header is not a plain `name[:port]` or the request's path or query has a NUL
 * character or does not decode as UTF-8.
 */
export function rejectBadUrls(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf('/', url.indexOf('//') + 2);
    const host = c.req.header('host');
    const reason = host !== undefined && !isPlainHost(host) ? 'The Host header is not a plain host name.' : badUrlText(start === -1 ? '/' : url.slice(start));
    if (!reason) return next();
    c.header('Cache-Control', 'no-store');
    if (c.req.path.startsWith('/api/')) return c.json({ status: 'error', error: 'bad_request', message: reason }, 400);
    return c.text(`400 Bad Request: ${reason}`, 400);
  };
}
