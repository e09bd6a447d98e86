import { describe, expect, it, vi } from 'vitest';
import { throughJsonMemo, type JsonMemo } from './jsonMemo';

const memo = (): JsonMemo<{ n: number }> & { size: () => number } => {
  const kept = new Map<string, { n: number }>();
  return { get: (json) => kept.get(json), set: (json, value) => void kept.set(json, value), size: () => kept.size };
};

describe('throughJsonMemo', () => {
  it('computes once per JSON, from a copy, and hands out the same frozen result', () => {
    const results = memo();
    const compute = vi.fn((input: unknown) => ({ n: (input as { n: number }).n * 2 }));
    const input = { n: 2 };
    const first = throughJsonMemo(results, input, compute);
    const again = throughJsonMemo(results, { n: 2 }, compute);
    expect(first).toEqual({ value: { n: 4 }, kept: true });
    expect(again.value).toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(compute.mock.calls[0]![0]).not.toBe(input);
  });

  it('keeps no result that came with a warning, nor none at all, nor one of input without JSON', () => {
    const results = memo();
    expect(throughJsonMemo(results, { n: 1 }, (_input, warned) => (warned(), { n: 1 })).kept).toBe(false);
    expect(throughJsonMemo(results, { n: 2 }, () => null)).toEqual({ value: null, kept: false });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(throughJsonMemo(results, cycle, (input) => ({ n: input === cycle ? 3 : 0 }))).toEqual({ value: { n: 3 }, kept: false });
    expect(results.size()).toBe(0);
  });
});
