/** `removeBlock`: deletes a block (undoable); its edit panel closes. */
import type { Draft } from 'immer';
import type { EditorDoc } from '../editorStore';
import { blockIndex } from './blockIndex';

export interface RemoveBlockAction {
  type: 'removeBlock';
  id: string;
}

export function removeBlock(id: string): RemoveBlockAction {
  return { type: 'removeBlock', id };
}

export function applyRemoveBlock(doc: Draft<EditorDoc>, action: RemoveBlockAction): void {
  const index = blockIndex(doc, action.id);
  if (index >= 0) doc.blocks.splice(index, 1);
}
