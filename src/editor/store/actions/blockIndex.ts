/** Where a block sits in the document, by its editor id (-1 when absent). */
import type { Draft } from 'immer';
import type { EditorDoc } from '../editorStore';

export function blockIndex(doc: EditorDoc | Draft<EditorDoc>, id: string): number {
  return doc.blocks.findIndex((entry) => entry.id === id);
}
