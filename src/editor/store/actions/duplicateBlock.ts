/** `duplicateBlock`: a copy of a block right after it, under a fresh editor id, then selected. */
import { current, isDraft, type Draft } from 'immer';
import { newBlockId } from '../blockIds';
import type { EditorDoc } from '../editorStore';
import { blockIndex } from './blockIndex';

export interface DuplicateBlockAction {
  type: 'duplicateBlock';
  /** The block copied. */
  sourceId: string;
  /** The copy's editor id. */
  id: string;
}

export function duplicateBlock(sourceId: string): DuplicateBlockAction {
  return { type: 'duplicateBlock', sourceId, id: newBlockId() };
}

/** No-op when the source block is gone. */
export function applyDuplicateBlock(doc: Draft<EditorDoc>, action: DuplicateBlockAction): void {
  const index = blockIndex(doc, action.sourceId);
  if (index < 0) return;
  const source = doc.blocks[index].block;
  doc.blocks.splice(index + 1, 0, { id: action.id, block: structuredClone(isDraft(source) ? current(source) : source) });
}
