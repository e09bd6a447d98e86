/**
 * Where rate-limit counters live (docs/operations.md "Rate limits and TRUST_PROXY"): the public forms, the
 * captcha challenges and the CMS login counters (captcha threshold, lockout) all count with
 * rate-limiter-flexible through {@link createLimiter}.
 *
 * - With node-postgres (`DATABASE_URL`), the counters are rows of one PostgreSQL table
 *   (`rate_limits`, created at first use under an advisory lock; rows expired for an hour are
 *   deleted every 5 minutes by rate-limiter-flexible), so several server processes behind one
 *   address share them. Each point is taken by one atomic `INSERT … ON CONFLICT DO UPDATE …
 *   RETURNING`.
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
  /** Name separating this limiter's counters from the others' (e.g. `form`, `login-pair`). */
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
 * created when missing, by the first call.
 * @throws (from the returned limiter's calls) when the table cannot be created or the store fails
 */
export function createLimiter(options: LimiterOptions): Limiter {
  const { name, points, durationSec, pool } = options;
  let limiter: Promise<RateLimiterAbstract> | null = null;
  // Made on first use; a failure (database unreachable) is reported to that caller and the next
  // call tries again.
  const ready = (): Promise<RateLimiterAbstract> => {
    if (limiter) return limiter;
    if (!pool) return (limiter = Promise.resolve(new RateLimiterMemory({ keyPrefix: name, points, duration: durationSec })));
    const attempt = ensureCounterTable(pool).then(
      () => new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, tableCreated: true, keyPrefix: name, points, duration: durationSec }),
    );
    attempt.catch(() => {
      if (limiter === attempt) limiter = null;
    });
    return (limiter = attempt);
  };
  return {
    async consume(key) {
      const store = await ready();
      try {
        const res = await store.consume(storedKey(key));
        return { allowed: true, consumed: res.consumedPoints };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async reward(key, count = 1) {
      await (await ready()).reward(storedKey(key), count);
    },
    async delete(key) {
      await (await ready()).delete(storedKey(key));
    },
  };
}

/** Advisory lock key taken while the counters' table is created. */
const COUNTER_TABLE_LOCK_KEY = 7_246_102;

const counterTables = new WeakMap<Pool, Promise<void>>();

/**
 * Creates the counters' table when missing, once per pool. PostgreSQL's `CREATE TABLE IF NOT
 * EXISTS` is not safe between sessions (two instances starting together get "relation already
 * exists" or "type already exists"), so it runs under a transaction-scoped advisory lock.
 * @throws when the database is unreachable (the next call tries again)
 */
function ensureCounterTable(pool: Pool): Promise<void> {
  let created = counterTables.get(pool);
  if (created) return created;
  created = (async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [COUNTER_TABLE_LOCK_KEY]);
      // The shape rate-limiter-flexible's RateLimiterPostgres reads and writes.
      await client.query(`CREATE TABLE IF NOT EXISTS "${RATE_LIMIT_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  })();
  counterTables.set(pool, created);
  created.catch(() => counterTables.delete(pool));
  return created;
}

/** The key as stored: as is when short, else its SHA-256 (PostgreSQL's key column is varchar(255)). */
function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}
