/** `setParams`: replaces a block's `block_params` (the edit panel), coalesced per block like `setFields`. */
import type { Draft } from 'immer';
import type { EditorDoc } from '../editorStore';
import { blockIndex } from './blockIndex';

export interface SetParamsAction {
  type: 'setParams';
  id: string;
  params: Record<string, unknown>;
}

export function setParams(id: string, params: Record<string, unknown>): SetParamsAction {
  return { type: 'setParams', id, params };
}

export function applySetParams(doc: Draft<EditorDoc>, action: SetParamsAction): void {
  const index = blockIndex(doc, action.id);
  if (index >= 0) doc.blocks[index].block.block_params = action.params;
}

export const setParamsCoalesceKey = (action: SetParamsAction) => `params:${action.id}`;
