import { describe, expect, it } from 'vitest';
import { removeBlock } from './removeBlock';
import { after, ids } from './testDoc';

describe('removeBlock', () => {
  it('deletes the block, and nothing for an unknown id', () => {
    expect(ids(after(removeBlock('b')))).toEqual(['a', 'c']);
    expect(ids(after(removeBlock('zz')))).toEqual(['a', 'b', 'c']);
  });
});
