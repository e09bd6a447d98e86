/**
 * Text a request may carry to the database. PostgreSQL refuses the NUL character and lone UTF-16
 * surrogates in text and jsonb, deep nesting would exhaust a recursive walk, and a URL whose percent-escapes do not decode to UTF-8 names nothing we serve: both are refused
 * at the edge with 4xx instead of failing deep inside a query with 500.
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

/** Deepest nesting of arrays and objects a JSON body may have (the deepest document is far below). */
export const MAX_JSON_DEPTH = 64;

/** Why a parsed JSON value cannot be stored, and where (`a.b.0.c`; `` for the body itself). */
export interface UnstorableText {
  reason: 'nul' | 'lone_surrogate' | 'too_deep';
  path: string;
  message: string;
}

/** The message of a 400 for a body holding NUL characters. */
export const NUL_BODY_MESSAGE = 'The text contains a NUL character, which cannot be stored.';
/** The message of a 422 for text holding half of a UTF-16 surrogate pair (not Unicode text). */
export const LONE_SURROGATE_MESSAGE = 'The text contains an invalid character (half of a surrogate pair), which cannot be stored.';
/** The message of a 422 for a body nested deeper than {@link MAX_JSON_DEPTH}. */
export const TOO_DEEP_MESSAGE = `The data is nested more than ${MAX_JSON_DEPTH} levels deep.`;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badString(text: string): UnstorableText['reason'] | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'lone_surrogate' : null;
}

const MESSAGES: Record<UnstorableText['reason'], string> = { nul: NUL_BODY_MESSAGE, lone_surrogate: LONE_SURROGATE_MESSAGE, too_deep: TOO_DEEP_MESSAGE };

/**
 * The first string or key of a parsed JSON value that PostgreSQL cannot store (a NUL character,
 * a lone UTF-16 surrogate), or the first value nested past `maxDepth`; `null` when all is storable.
 * Walks with its own stack, so no nesting can overflow the call stack.
 */
export function findUnstorableText(value: unknown, maxDepth = MAX_JSON_DEPTH): UnstorableText | null {
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value, path: [], depth: 0 }];
  const found = (reason: UnstorableText['reason'], path: string[]) => ({ reason, path: path.join('.'), message: MESSAGES[reason] });
  while (stack.length > 0) {
    const { value: item, path, depth } = stack.pop()!;
    if (typeof item === 'string') {
      const reason = badString(item);
      if (reason) return found(reason, path);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= maxDepth) return found('too_deep', path);
    for (const [key, child] of Object.entries(item)) {
      const reason = badString(key);
      if (reason) return found(reason, path);
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}

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
