/** `moveBlockBy`: a block one place up (-1) or down (+1), as the overlay and outline buttons do. */
import type { Draft } from 'immer';
import type { EditorDoc } from '../editorStore';
import { blockIndex } from './blockIndex';
import { applyMoveBlock } from './moveBlock';

export interface MoveBlockByAction {
  type: 'moveBlockBy';
  id: string;
  delta: -1 | 1;
}

export function moveBlockBy(id: string, delta: -1 | 1): MoveBlockByAction {
  return { type: 'moveBlockBy', id, delta };
}

export function applyMoveBlockBy(doc: Draft<EditorDoc>, action: MoveBlockByAction): void {
  const from = blockIndex(doc, action.id);
  if (from >= 0) applyMoveBlock(doc, { from, to: from + action.delta });
}
