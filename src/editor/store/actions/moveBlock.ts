/**
 * `moveBlock`: the block at `from` goes to position `to` (clamped), as drag-and-drop (pointer or
 * keyboard) and the outline drop it. No-op when they are equal or `from` is out of range.
 */
import { current, isDraft, type Draft } from 'immer';
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
  // A new list of the blocks as they are, not a splice through immer's array proxy (which drafts
  // every shifted block and records one patch per index): one `blocks` patch, undone by its inverse.
  const blocks = [...(isDraft(doc.blocks) ? current(doc.blocks) : doc.blocks)];
  const [moved] = blocks.splice(action.from, 1);
  blocks.splice(target, 0, moved);
  doc.blocks = blocks;
}
