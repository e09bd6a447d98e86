// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_BASE_MS, DEFAULT_RETRY_MAX_MS, retryDelayMs } from './backoff';

describe('retryDelayMs (lead e-mail retry schedule)', () => {
  it('waits 30 s after the first failure, doubling each attempt', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than one hour, however many attempts failed', () => {
    expect(retryDelayMs(7)).toBe(1_920_000);
    expect(retryDelayMs(8)).toBe(DEFAULT_RETRY_MAX_MS);
    expect(retryDelayMs(50)).toBe(3_600_000);
    expect(retryDelayMs(5000)).toBe(3_600_000);
  });

  it('uses the configured base and cap (tests: 50 ms up to 200 ms)', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 50, 200))).toEqual([50, 100, 200, 200, 200]);
  });

  it('sends at once before any failure', () => {
    expect(retryDelayMs(0)).toBe(0);
    expect(retryDelayMs(-1, DEFAULT_RETRY_BASE_MS)).toBe(0);
  });

  it('refuses a non-positive base or cap', () => {
    expect(() => retryDelayMs(1, 0)).toThrow(RangeError);
    expect(() => retryDelayMs(1, 30_000, Number.NaN)).toThrow(RangeError);
  });
});
