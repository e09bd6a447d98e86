/**
 * Login throttling (issue 3 §1): each failure slows the next answer (a growing delay), and 5
 * failures within 15 minutes for one e-mail or one client IP lock logins out until the oldest of
 * them leaves the window (429 `locked_out` with `retry_after_s`).
 */
import type { Database } from '../db/client';
import { recentFailures } from '../db/repositories/loginAttempts';

/** Failures allowed within the window before the lockout. */
export const MAX_FAILURES = 5;
/** The window and lockout length: 15 minutes (ms). */
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Seconds until a login for this e-mail / IP is allowed again, or 0 when it is allowed now.
 * Locked while ≥ {@link MAX_FAILURES} failures lie within the last 15 minutes (per e-mail or per IP).
 */
export async function lockoutSeconds(db: Database, email: string, ip: string | null, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const lists = [await recentFailures(db, { email }, since, MAX_FAILURES)];
  if (ip) lists.push(await recentFailures(db, { ip }, since, MAX_FAILURES));
  let wait = 0;
  for (const failures of lists) {
    if (failures.length < MAX_FAILURES) continue;
    // The lock ends when the MAX_FAILURES-th most recent failure leaves the window.
    const unlockAt = failures[MAX_FAILURES - 1].getTime() + LOCKOUT_WINDOW_MS;
    wait = Math.max(wait, Math.ceil((unlockAt - now.getTime()) / 1000));
  }
  return Math.max(0, wait);
}

/**
 * Delay (ms) before answering a failed login, growing with the failures already counted for the
 * e-mail: base, 2×, 4×... capped at 8× base (defaults: 250 ms … 2 s).
 */
export function failureDelayMs(failureCount: number, baseMs: number): number {
  if (baseMs <= 0) return 0;
  return Math.min(baseMs * 2 ** Math.max(0, failureCount - 1), baseMs * 8);
}

/** Number of failures of this e-mail within the window (for the delay). */
export async function failuresInWindow(db: Database, email: string, now: Date): Promise<number> {
  return (await recentFailures(db, { email }, new Date(now.getTime() - LOCKOUT_WINDOW_MS), MAX_FAILURES * 2)).length;
}
