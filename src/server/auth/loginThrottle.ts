/**
 * Login throttling (docs/editors.md "Editors and admins"): brute force is slowed and made costly without
 * ever refusing the right password to its owner at their usual place. Within a window of 15
 * minutes:
 *
 * - **per account and client address** (the pair): 5 password checks, then that account is
 *   locked out from that address until the pair's window ends (429 `locked_out` with
 *   `retry_after_s`). The same account from another address, and the other accounts from that
 *   address, are not locked.
 * - **per account** (from any address) and **per client address** (any account): 3 password
 *   checks without a captcha; beyond, every attempt of that account, and every attempt from that
 *   address, needs a solved captcha (401 `captcha_required` without one). This is also the ceiling
 *   against one address trying many accounts: it costs a proof of work per attempt, it never locks.
 * - each failure slows its own answer ({@link failureDelayMs}, growing with the account's failures).
 *
 * Every attempt takes a point from each of its counters BEFORE the password is checked,
 * atomically (src/server/rateLimitStore.ts), so at most 5 password checks per pair and 3 without a
 * captcha per account or address happen in a window, whatever the number of simultaneous requests
 * or server processes. Only attempts that reach the password check keep their points: one refused
 * (locked pair, missing or wrong captcha) gives them all back. A successful login clears its
 * pair's counter and gives the account and the address their point back; failures keep theirs.
 * With no known client address, the pair is the account alone and there is no address counter.
 *
 * When a pair gets locked, {@link LoginThrottle.claimLockNotice} lets the admins be told once per
 * account and window (src/server/auth/lockoutNotifier.ts).
 */
import type { Pool } from 'pg';
import { createLimiter, type ConsumeResult, type Limiter } from '../rateLimitStore';

/** Password checks allowed within the window per account and client address, then that pair is locked out. */
export const MAX_FAILURES = 5;
/** Password checks allowed within the window per account, and per client address, without a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** The window and lockout length: 15 minutes (ms). */
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/**
 * Points of the account and address counters: they count, they never lock. Past this many
 * attempts in a window the counter refuses, which still only means "captcha required".
 */
const COUNT_CEILING = 1_000_000;

/** Outcome of {@link LoginThrottle.admit}. */
export type Admission =
  | {
      /** The password may be checked. */
      allowed: true;
      /** This attempt and the account's earlier failures in the window (drives the failure delay). */
      failures: number;
      /** Should this attempt fail: the next attempt of this account, or from this address, needs a captcha. */
      captchaAfterFailure: boolean;
      /** Should this attempt fail: it is the pair's 5th failure, and the account is now locked out from this address. */
      locksOnFailure: boolean;
    }
  /** The account is locked out from this address: whole seconds until the pair's window ends. */
  | { allowed: false; reason: 'locked_out'; retryAfterSec: number }
  /** A captcha is required, and the attempt had none or a wrong one. */
  | { allowed: false; reason: 'captcha_required' };

/** One login attempt as {@link LoginThrottle.admit} sees it. */
export interface LoginAttempt {
  /** Normalized e-mail (lower-case, trimmed): the account, known or not. */
  email: string;
  /** Client address, null when unknown. */
  ip: string | null;
  /**
   * Verifies the attempt's captcha answer; called only when one is required, at most once (the
   * answer is spent). Resolves false when there is none or it does not verify.
   */
  solvedCaptcha: () => Promise<boolean>;
}

/** The login counters of one server (shared by all processes over PostgreSQL). */
export interface LoginThrottle {
  /**
   * Takes this attempt's points (pair, account, address when known) and decides whether its
   * password may be checked. A refused attempt gives back every point it took.
   * @throws when the counter store fails, or what `solvedCaptcha` throws
   */
  admit(attempt: LoginAttempt): Promise<Admission>;
  /** After a successful login: clears the pair's counter and gives the account and the address their point back. */
  succeeded(email: string, ip: string | null): Promise<void>;
  /**
   * Whether to tell the admins that `email` was just locked out: true once per account and
   * window, however many addresses lock it (atomic, shared like the other counters).
   * @throws when the counter store fails
   */
  claimLockNotice(email: string): Promise<boolean>;
}

/** Key of an (account, address) pair: the JSON pair, so no e-mail and address can pass for another. */
function pairKey(email: string, ip: string | null): string {
  return JSON.stringify([email, ip]);
}

/** The count a consume reached, a refusal counting as past every threshold. */
function countOf(turn: ConsumeResult): number {
  return turn.allowed ? turn.consumed : COUNT_CEILING + 1;
}

/**
 * Creates the login counters: in memory, or in PostgreSQL with `pool` (several instances).
 * Keys are the normalized e-mail and the client address as given.
 */
export function createLoginThrottle(options: { pool?: Pool } = {}): LoginThrottle {
  const durationSec = LOCKOUT_WINDOW_MS / 1000;
  const pool = options.pool;
  const byPair: Limiter = createLimiter({ name: 'login-pair', points: MAX_FAILURES, durationSec, pool });
  const byAccount: Limiter = createLimiter({ name: 'login-account', points: COUNT_CEILING, durationSec, pool });
  const byAddress: Limiter = createLimiter({ name: 'login-address', points: COUNT_CEILING, durationSec, pool });
  const lockNotices: Limiter = createLimiter({ name: 'login-lock-notice', points: 1, durationSec, pool });
  return {
    async admit({ email, ip, solvedCaptcha }) {
      const pair = pairKey(email, ip);
      const pairTurn = await byPair.consume(pair);
      if (!pairTurn.allowed) {
        await byPair.reward(pair);
        return { allowed: false, reason: 'locked_out', retryAfterSec: pairTurn.retryAfterSec };
      }
      const accountCount = countOf(await byAccount.consume(email));
      const addressCount = ip ? countOf(await byAddress.consume(ip)) : 0;
      if (accountCount > CAPTCHA_AFTER_FAILURES || addressCount > CAPTCHA_AFTER_FAILURES) {
        if (!(await solvedCaptcha())) {
          await Promise.all([byPair.reward(pair), byAccount.reward(email), ip ? byAddress.reward(ip) : undefined]);
          return { allowed: false, reason: 'captcha_required' };
        }
      }
      return {
        allowed: true,
        failures: Math.min(accountCount, COUNT_CEILING),
        captchaAfterFailure: accountCount >= CAPTCHA_AFTER_FAILURES || addressCount >= CAPTCHA_AFTER_FAILURES,
        locksOnFailure: pairTurn.consumed >= MAX_FAILURES,
      };
    },
    async succeeded(email, ip) {
      await Promise.all([byPair.delete(pairKey(email, ip)), byAccount.reward(email), ip ? byAddress.reward(ip) : undefined]);
    },
    async claimLockNotice(email) {
      return (await lockNotices.consume(email)).allowed;
    },
  };
}

/**
 * Delay (ms) before answering a failed login, growing with the account's failures in the window
 * (this one included, from any address): base, 2×, 4×... capped at 8× base (defaults: 250 ms … 2 s).
 */
export function failureDelayMs(failureCount: number, baseMs: number): number {
  if (baseMs <= 0) return 0;
  return Math.min(baseMs * 2 ** Math.max(0, failureCount - 1), baseMs * 8);
}
