import { describe, expect, it } from 'vitest';
import { pasteBlock } from './pasteBlock';
import { after, ids } from './testDoc';

describe('pasteBlock', () => {
  it('inserts the clipboard block at the index under a new id', () => {
    const clip = { block_type: 'cta_block', block_params: {}, fields: { main_title: { fr: 'Copié', en: 'Copied' } } };
    const action = pasteBlock(clip, 0);
    const doc = after(action);
    expect(ids(doc)).toEqual([action.id, 'a', 'b', 'c']);
    expect(doc.blocks[0].block.fields).toEqual(clip.fields);
  });
});
