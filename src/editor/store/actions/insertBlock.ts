/**
 * `insertBlock`: a new block placed at `index` (clamped; default the end) under a fresh editor id,
 * then selected. Used by "Add a block" with the block's demo content.
 */
import type { Draft } from 'immer';
import type { Block } from '../../../schema/block';
import { newBlockId } from '../blockIds';
import type { EditorDoc } from '../editorStore';

export interface InsertBlockAction {
  type: 'insertBlock';
  /** The editor id the new block gets. */
  id: string;
  block: Block;
  index?: number;
}

/** The action inserting `block` at `index` (default: the end) under a new id. */
export function insertBlock(block: Block, index?: number): InsertBlockAction {
  return { type: 'insertBlock', id: newBlockId(), block: structuredClone(block), ...(index === undefined ? {} : { index }) };
}

/** Places the block (a copy) in the document. */
export function applyInsertBlock(doc: Draft<EditorDoc>, action: Pick<InsertBlockAction, 'id' | 'block' | 'index'>): void {
  const count = doc.blocks.length;
  const at = action.index === undefined ? count : Math.max(0, Math.min(count, action.index));
  doc.blocks.splice(at, 0, { id: action.id, block: structuredClone(action.block) });
}
