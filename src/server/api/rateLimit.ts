/**
 * Per-client rate limiting of the public form endpoints, with rate-limiter-flexible:
 * counters in memory (one process; reset on restart), or in PostgreSQL when given the node-postgres
 * pool, shared by every server process (src/server/rateLimitStore.ts).
 *
 * Each request consumes one point under the client's address ({@link clientAddress}). Over the
 * limit the middleware answers 429:
 * `{ status: 'error', message, errors: { _rate_limit: ['lead-form.errors.rate-limited'] } }` with
 * `Retry-After` in whole seconds, and the route handler does not run. Requests without a client
 * address (in-process SSR calls) are never limited.
 */
import type { MiddlewareHandler } from 'hono';
import type { Pool } from 'pg';
import type { RateLimitRule } from '../config';
import { createLimiter } from '../rateLimitStore';
import { clientAddress } from './clientAddress';

/** Message key of a 429 answer (texts in src/renderer/i18n/messages/{fr,en}.json). */
export const RATE_LIMITED = 'lead-form.errors.rate-limited';
/** English text of a 429 answer, for callers that do not translate keys. */
export const RATE_LIMITED_MESSAGE = 'Too many requests from your connection. Please wait a few minutes and try again.';

export interface RateLimitOptions {
  /** Limit; null lets every request through. */
  rule: RateLimitRule | null;
  /** Key on `X-Forwarded-For`'s first entry (TRUST_PROXY). */
  trustProxy: boolean;
  /** Prefix separating the counters of two limiters (e.g. `form`, `captcha`). */
  name: string;
  /** node-postgres pool: counters shared through PostgreSQL; omitted: in memory. */
  pool?: Pool;
}

/** Creates a rate-limiting middleware; each call has its own counters in memory, shared ones over PostgreSQL. */
export function createRateLimit(options: RateLimitOptions): MiddlewareHandler {
  const { rule, trustProxy, name, pool } = options;
  if (!rule) return async (_c, next) => next();
  const limiter = createLimiter({ name, points: rule.points, durationSec: rule.durationSec, pool });
  return async (c, next) => {
    const client = clientAddress(c, { trustProxy });
    if (client === null) return next();
    const turn = await limiter.consume(client);
    if (!turn.allowed) {
      c.header('Retry-After', String(turn.retryAfterSec));
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'error', message: RATE_LIMITED_MESSAGE, errors: { _rate_limit: [RATE_LIMITED] } }, 429);
    }
    return next();
  };
}
