import { describe, expect, it } from 'vitest';
import { duplicateBlock } from './duplicateBlock';
import { after, ids } from './testDoc';

describe('duplicateBlock', () => {
  it('puts an equal copy right after the block', () => {
    const action = duplicateBlock('a');
    const doc = after(action);
    expect(ids(doc)).toEqual(['a', action.id, 'b', 'c']);
    expect(doc.blocks[1].block).toEqual(doc.blocks[0].block);
  });

  it('does nothing for a block that is gone', () => {
    expect(ids(after(duplicateBlock('zz')))).toEqual(['a', 'b', 'c']);
  });
});
