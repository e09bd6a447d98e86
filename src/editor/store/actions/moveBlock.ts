/**
 * `moveBlock`: the block at `from` goes to position `to` (clamped), as drag-and-drop (pointer or
 * keyboard) and the outline drop it. No-op when they are equal or `from` is out of range.
 */
import type { Draft } from 'immer';
import type { EditorDoc } from '../editorStore';

export interface MoveBlockAction {
  type: 'moveBlock';
  from: number;
  to: number;
}

export function moveBlock(from: number, to: number): MoveBlockAction {
  return { type: 'moveBlock', from, to };
}

export function applyMoveBlock(doc: Draft<EditorDoc>, action: Pick<MoveBlockAction, 'from' | 'to'>): void {
  const count = doc.blocks.length;
  const target = Math.max(0, Math.min(count - 1, action.to));
  if (action.from === target || action.from < 0 || action.from >= count) return;
  const [moved] = doc.blocks.splice(action.from, 1);
  doc.blocks.splice(target, 0, moved);
}
