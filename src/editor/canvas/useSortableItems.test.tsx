// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sameMembers, useSortableItems } from './useSortableItems';

describe('useSortableItems', () => {
  it('keeps the same list through a reorder until refreshed', () => {
    let current = ['a', 'b', 'c'];
    const { result, rerender } = renderHook(({ ids }) => useSortableItems(ids, () => current), { initialProps: { ids: current } });
    const first = result.current.items;
    current = ['b', 'a', 'c'];
    rerender({ ids: current });
    expect(result.current.items).toBe(first);
    act(() => result.current.refresh());
    expect(result.current.items).toEqual(['b', 'a', 'c']);
  });

  it('takes a list with added or removed blocks at once', () => {
    const { result, rerender } = renderHook(({ ids }) => useSortableItems(ids, () => ids), { initialProps: { ids: ['a', 'b'] } });
    rerender({ ids: ['a', 'b', 'c'] });
    expect(result.current.items).toEqual(['a', 'b', 'c']);
    rerender({ ids: ['c', 'a'] });
    expect(result.current.items).toEqual(['c', 'a']);
  });

  it('compares members regardless of order', () => {
    expect(sameMembers(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameMembers(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(sameMembers(['a'], ['a', 'a'])).toBe(false);
  });
});
