/**
 * `setBlockType`: changes a block's type keeping its fields and display parameters (the site
 * header's type picker: the three header types share their fields). One history entry each.
 */
import type { Draft } from 'immer';
import type { EditorDoc } from '../editorStore';
import { blockIndex } from './blockIndex';

export interface SetBlockTypeAction {
  type: 'setBlockType';
  id: string;
  blockType: string;
}

export function setBlockType(id: string, blockType: string): SetBlockTypeAction {
  return { type: 'setBlockType', id, blockType };
}

export function applySetBlockType(doc: Draft<EditorDoc>, action: SetBlockTypeAction): void {
  const index = blockIndex(doc, action.id);
  if (index >= 0) doc.blocks[index].block.block_type = action.blockType;
}
