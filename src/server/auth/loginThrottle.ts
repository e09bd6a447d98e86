/**
 * Login throttling (README "Editors and admins"): 5 attempts within 15 minutes for one e-mail or
 * one client IP, then logins are locked out until that window ends (429 `locked_out` with
 * `retry_after_s`); each failure also slows its own answer (a growing delay).
 *
 * Every attempt takes a point from the e-mail's counter and the IP's counter BEFORE the password
 * is checked, atomically (src/server/rateLimitStore.ts), so at most 5 password checks happen per
 * window whatever the number of simultaneous requests or server processes. A successful login
 * clears the e-mail's counter and gives the IP its point back (an office's editors behind one
 * address never lock each other out); failures keep their points.
 */
import type { Pool } from 'pg';
import { createLimiter, type Limiter } from '../rateLimitStore';

/** Attempts allowed within the window per e-mail and per client IP. */
export const MAX_FAILURES = 5;
/** The window and lockout length: 15 minutes (ms). */
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

/** Outcome of {@link LoginThrottle.admit}. */
export type Admission =
  /** The password may be checked; `failures` counts this attempt and the e-mail's earlier ones in the window. */
  | { allowed: true; failures: number }
  /** Locked out: whole seconds until a login is allowed again. */
  | { allowed: false; retryAfterSec: number };

/** The lockout counters of one server (shared by all processes over PostgreSQL). */
export interface LoginThrottle {
  /**
   * Takes this attempt's points (e-mail, then IP when known). Refused when either counter is
   * spent; a point taken from the e-mail is given back when the IP refuses.
   * @throws when the counter store fails
   */
  admit(email: string, ip: string | null): Promise<Admission>;
  /** After a successful login: clears the e-mail's counter and gives the IP its point back. */
  succeeded(email: string, ip: string | null): Promise<void>;
}

/**
 * Creates the login counters: in memory, or in PostgreSQL with `pool` (several instances).
 * `email` is expected normalized (lower-case, trimmed).
 */
export function createLoginThrottle(options: { pool?: Pool } = {}): LoginThrottle {
  const window = { points: MAX_FAILURES, durationSec: LOCKOUT_WINDOW_MS / 1000, pool: options.pool };
  const byEmail: Limiter = createLimiter({ name: 'login-email', ...window });
  const byIp: Limiter = createLimiter({ name: 'login-ip', ...window });
  return {
    async admit(email, ip) {
      const emailTurn = await byEmail.consume(email);
      if (!emailTurn.allowed) return emailTurn;
      if (ip) {
        const ipTurn = await byIp.consume(ip);
        if (!ipTurn.allowed) {
          await byEmail.reward(email);
          return ipTurn;
        }
      }
      return { allowed: true, failures: emailTurn.consumed };
    },
    async succeeded(email, ip) {
      await byEmail.delete(email);
      if (ip) await byIp.reward(ip);
    },
  };
}

/**
 * Delay (ms) before answering a failed login, growing with the e-mail's failures in the window
 * (this one included): base, 2×, 4×... capped at 8× base (defaults: 250 ms … 2 s).
 */
export function failureDelayMs(failureCount: number, baseMs: number): number {
  if (baseMs <= 0) return 0;
  return Math.min(baseMs * 2 ** Math.max(0, failureCount - 1), baseMs * 8);
}
