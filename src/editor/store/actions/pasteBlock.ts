/**
 * `pasteBlock`: a block copied from this or another page (the editor clipboard) inserted at
 * `index` under a fresh editor id, then selected. Recorded apart from `insertBlock` so the audit
 * trail tells a paste from an added block.
 */
import type { Draft } from 'immer';
import type { Block } from '../../../schema/block';
import { newBlockId } from '../blockIds';
import type { EditorDoc } from '../editorStore';
import { applyInsertBlock } from './insertBlock';

export interface PasteBlockAction {
  type: 'pasteBlock';
  id: string;
  block: Block;
  index?: number;
}

/** The action pasting `block` at `index` (default: the end). */
export function pasteBlock(block: Block, index?: number): PasteBlockAction {
  return { type: 'pasteBlock', id: newBlockId(), block: structuredClone(block), ...(index === undefined ? {} : { index }) };
}

export function applyPasteBlock(doc: Draft<EditorDoc>, action: PasteBlockAction): void {
  applyInsertBlock(doc, action);
}
