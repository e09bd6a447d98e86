import { describe, expect, it } from 'vitest';
import { moveBlock } from './moveBlock';
import { after, ids } from './testDoc';

describe('moveBlock', () => {
  it('moves a block from one position to another, clamping the target', () => {
    expect(ids(after(moveBlock(0, 2)))).toEqual(['b', 'c', 'a']);
    expect(ids(after(moveBlock(2, -5)))).toEqual(['c', 'a', 'b']);
  });

  it('does nothing when the positions are equal or the source is out of range', () => {
    expect(ids(after(moveBlock(1, 1)))).toEqual(['a', 'b', 'c']);
    expect(ids(after(moveBlock(7, 0)))).toEqual(['a', 'b', 'c']);
  });
});
