import { describe, expect, it } from 'vitest';
import { insertBlock } from './insertBlock';
import { after, ids } from './testDoc';

const block = { block_type: 'text_block_2', block_params: {}, fields: {} };

describe('insertBlock', () => {
  it('places a copy of the block at the index under the action’s new id', () => {
    const action = insertBlock(block, 1);
    const doc = after(action);
    expect(ids(doc)).toEqual(['a', action.id, 'b', 'c']);
    expect(doc.blocks[1].block).toEqual(block);
    expect(doc.blocks[1].block).not.toBe(block);
  });

  it('appends without an index and clamps one out of range', () => {
    expect(ids(after(insertBlock(block))).at(-1)).not.toBe('c');
    const action = insertBlock(block, 99);
    expect(ids(after(action))).toEqual(['a', 'b', 'c', action.id]);
  });
});
