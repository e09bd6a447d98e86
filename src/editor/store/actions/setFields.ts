/**
 * `setFields`: replaces a block's `fields` (the edit panel). Successive edits of one block merge
 * into one history entry per typing pause (coalesce key `fields:<id>`).
 */
import type { Draft } from 'immer';
import type { EditorDoc } from '../editorStore';
import { blockIndex } from './blockIndex';

export interface SetFieldsAction {
  type: 'setFields';
  id: string;
  fields: Record<string, unknown>;
}

export function setFields(id: string, fields: Record<string, unknown>): SetFieldsAction {
  return { type: 'setFields', id, fields };
}

export function applySetFields(doc: Draft<EditorDoc>, action: SetFieldsAction): void {
  const index = blockIndex(doc, action.id);
  if (index >= 0) doc.blocks[index].block.fields = action.fields;
}

export const setFieldsCoalesceKey = (action: SetFieldsAction) => `fields:${action.id}`;
