/**
 * Retry schedule: exponential, doubling after each failed attempt, capped. Lead e-mails use it with
 * their defaults (retried forever; only the wait grows); the feed reader with its own base and cap.
 */

/** Default delay (ms) before the first retry: 30 s. */
export const DEFAULT_RETRY_BASE_MS = 30_000;
/** Default longest wait (ms) between two attempts: 1 h. */
export const DEFAULT_RETRY_MAX_MS = 60 * 60 * 1000;

/**
 * Wait (ms) before the next attempt after `failedAttempts` failures in a row:
 * `base × 2^(failedAttempts − 1)`, at most `maxMs`.
 *
 * With the defaults: 1 → 30 s, 2 → 60 s, 3 → 2 min, … 8 → 64 min capped to 60 min, then 60 min.
 * @param failedAttempts failures so far, ≥ 1 (0 or less answers 0: send now)
 * @param baseMs first delay in ms (> 0)
 * @param maxMs cap in ms (≥ baseMs)
 * @throws RangeError when `baseMs` or `maxMs` is not a positive finite number
 */
export function retryDelayMs(failedAttempts: number, baseMs = DEFAULT_RETRY_BASE_MS, maxMs = DEFAULT_RETRY_MAX_MS): number {
  if (!(baseMs > 0) || !Number.isFinite(baseMs)) throw new RangeError(`retryDelayMs: baseMs must be a positive number, got ${baseMs}`);
  if (!(maxMs > 0) || !Number.isFinite(maxMs)) throw new RangeError(`retryDelayMs: maxMs must be a positive number, got ${maxMs}`);
  if (!(failedAttempts >= 1)) return 0;
  // 2^k overflows to Infinity for large k; Math.min keeps the cap.
  return Math.min(baseMs * 2 ** (Math.floor(failedAttempts) - 1), maxMs);
}
