/**
 * The visitor's address as the server sees it.
 *
 * - Default: the socket's remote address (`getConnInfo` of @hono/node-server). Spoof-proof.
 * - `trustProxy` (TRUST_PROXY): the first entry of `X-Forwarded-For`, which the trusted reverse
 *   proxy must set to the client's address; the socket address when the header is absent.
 * - `null` when the request did not come through a socket (in-process SSR calls, `app.request`
 *   in tests): such callers are not rate-limited.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The socket's remote address under @hono/node-server, or null (no socket: in-process call). */
export function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** The first, trimmed entry of an `X-Forwarded-For` value (`"203.0.113.9, 10.0.0.2"` → `203.0.113.9`), or null. */
export function firstForwardedFor(value: string | undefined): string | null {
  const first = value?.split(',')[0]?.trim();
  return first ? first : null;
}

/**
 * The client's address: `X-Forwarded-For`'s first entry when `trustProxy` is on and the header is
 * present, else the socket address; null for in-process calls.
 */
export function clientAddress(c: Context, options: { trustProxy: boolean }): string | null {
  if (options.trustProxy) {
    const forwarded = firstForwardedFor(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  return socketAddress(c);
}
