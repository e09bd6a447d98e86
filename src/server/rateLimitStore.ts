/**
 * Where rate-limit counters live (README "Rate limits and TRUST_PROXY"): the public forms, the
 * captcha challenges and the CMS login lockout all count with rate-limiter-flexible through
 * {@link createLimiter}.
 *
 * - With node-postgres (`DATABASE_URL`), the counters are rows of one PostgreSQL table
 *   (`rate_limits`, created at first use by rate-limiter-flexible; rows expired for an hour are
 *   deleted every 5 minutes), so several server processes behind one address share them. Each
 *   point is taken by one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING`.
 * - Otherwise (PGlite, one process), the counters live in memory and reset on restart.
 *
 * Windows are fixed: they start with the first point of a key and last `durationSec`.
 */
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** PostgreSQL table holding the shared counters (one row per limiter and key). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** Longest key stored as is; longer ones (a 320-character e-mail) are stored as their SHA-256. */
const MAX_KEY_LENGTH = 200;

export interface LimiterOptions {
  /** Name separating this limiter's counters from the others' (e.g. `form`, `login-email`). */
  name: string;
  /** Points (requests, attempts) allowed per key and window. */
  points: number;
  /** Window length in seconds, counted from the key's first point. */
  durationSec: number;
  /** node-postgres pool: counters shared through PostgreSQL. Omitted: counters in memory. */
  pool?: Pool;
}

/** Outcome of {@link Limiter.consume}. */
export type ConsumeResult =
  /** Allowed: `consumed` points of the key in the current window, this one included. */
  | { allowed: true; consumed: number }
  /** Refused (over the limit): whole seconds (≥ 1) until the window ends. */
  | { allowed: false; retryAfterSec: number };

/** One limiter: a counter per key, `points` per window of `durationSec`. */
export interface Limiter {
  /**
   * Takes one point for `key`, atomically (no two callers can both take the last point).
   * @throws when the store fails (database unreachable)
   */
  consume(key: string): Promise<ConsumeResult>;
  /** Gives back `points` (default 1) taken for `key` in the current window. */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets the key's counter (its next point starts a new window). */
  delete(key: string): Promise<void>;
}

/**
 * Creates a limiter over memory or, with `pool`, over PostgreSQL. The PostgreSQL table is
 * created when missing; calls wait for that.
 * @throws (from the returned limiter's calls) when the table cannot be created or the store fails
 */
export function createLimiter(options: LimiterOptions): Limiter {
  const { name, points, durationSec, pool } = options;
  let limiter: RateLimiterAbstract;
  let ready: Promise<void> = Promise.resolve();
  if (pool) {
    ready = new Promise<void>((resolve, reject) => {
      limiter = new RateLimiterPostgres(
        { storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, keyPrefix: name, points, duration: durationSec },
        (error?: unknown) => (error ? reject(error) : resolve()),
      );
    });
    // Awaited again by every call, which then reports the error; never an unhandled rejection.
    ready.catch(() => undefined);
  } else {
    limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSec });
  }
  return {
    async consume(key) {
      await ready;
      try {
        const res = await limiter.consume(storedKey(key));
        return { allowed: true, consumed: res.consumedPoints };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async reward(key, count = 1) {
      await ready;
      await limiter.reward(storedKey(key), count);
    },
    async delete(key) {
      await ready;
      await limiter.delete(storedKey(key));
    },
  };
}

/** The key as stored: as is when short, else its SHA-256 (PostgreSQL's key column is varchar(255)). */
function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}
