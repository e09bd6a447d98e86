import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../editorStore';
import { moveBlock } from './moveBlock';
import { after, ids, testDoc } from './testDoc';

describe('moveBlock', () => {
  it('moves a block from one position to another, clamping the target', () => {
    expect(ids(after(moveBlock(0, 2)))).toEqual(['b', 'c', 'a']);
    expect(ids(after(moveBlock(2, -5)))).toEqual(['c', 'a', 'b']);
  });

  it('does nothing when the positions are equal or the source is out of range', () => {
    expect(ids(after(moveBlock(1, 1)))).toEqual(['a', 'b', 'c']);
    expect(ids(after(moveBlock(7, 0)))).toEqual(['a', 'b', 'c']);
  });

  it('keeps every block object and records one change that undo reverses', () => {
    const doc = testDoc();
    const store = createEditorStore(doc);
    store.getState().dispatch(moveBlock(0, 1));
    const moved = store.getState().doc.blocks;
    expect(ids(store.getState().doc)).toEqual(['b', 'a', 'c']);
    expect(moved.map((entry) => entry.block)).toEqual([doc.blocks[1].block, doc.blocks[0].block, doc.blocks[2].block]);
    expect(moved[0]).toBe(doc.blocks[1]);
    expect(store.getState().past.at(-1)?.patches).toHaveLength(1);
    store.getState().undo();
    expect(ids(store.getState().doc)).toEqual(['a', 'b', 'c']);
    store.getState().redo();
    expect(ids(store.getState().doc)).toEqual(['b', 'a', 'c']);
  });
});
