import { describe, expect, it, vi } from 'vitest';
import { deepFreeze } from './deepFreeze';
import { throughJsonMemo, type JsonMemo } from './jsonMemo';

const memo = (): JsonMemo<{ n: number }> & { size: () => number; sizes: number[] } => {
  const kept = new Map<string, { n: number }>();
  const sizes: number[] = [];
  return {
    get: (key) => kept.get(key),
    set: (key, value, options) => {
      kept.set(key, value);
      sizes.push(options.size);
    },
    size: () => kept.size,
    sizes,
  };
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

  it('keys frozen parts by identity when asked: the same parts assembled again are found, the same JSON of other objects is computed again', () => {
    const results = memo();
    const compute = vi.fn((input: unknown) => ({ n: JSON.stringify(input).length }));
    const content = deepFreeze({ fields: [{ block_type: 'text_block_1', fields: { title: 'Condo à Laval' } }] });
    const header = deepFreeze({ fields: [] as unknown[] });
    const assembled = (query: string) => ({ content, header, feed: { query, cards: [1, 2, undefined] }, skipped: undefined });
    const byIdentity = { frozenPartsByIdentity: true };
    const first = throughJsonMemo(results, assembled('?a=1'), compute, byIdentity);
    expect(throughJsonMemo(results, assembled('?a=1'), compute, byIdentity).value).toBe(first.value);
    expect(compute).toHaveBeenCalledTimes(1);
    // Computed from the whole input's JSON, and counted by its length.
    expect(compute.mock.calls[0]![0]).toEqual(JSON.parse(JSON.stringify(assembled('?a=1'))));
    expect(results.sizes).toEqual([JSON.stringify(assembled('?a=1')).length]);
    // What was assembled for this call differs: computed again.
    expect(throughJsonMemo(results, assembled('?a=2'), compute, byIdentity).value).not.toBe(first.value);
    // The same JSON made of new objects: computed again, to the same result.
    const copy = { ...assembled('?a=1'), content: deepFreeze(structuredClone(content)) };
    expect(throughJsonMemo(results, copy, compute, byIdentity).value).toEqual(first.value);
    expect(compute).toHaveBeenCalledTimes(3);
    // Keyed by JSON (the default), the copy is found.
    const byJson = memo();
    throughJsonMemo(byJson, assembled('?a=1'), compute);
    throughJsonMemo(byJson, copy, compute);
    expect(byJson.size()).toBe(1);
  });
});
