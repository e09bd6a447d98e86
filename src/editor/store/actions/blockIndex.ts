/**
 * Where a block sits in the document, by its editor id (-1 when absent). A missing block only warns
 * (spec 000 §5 "A missing block path only warns", §8 'Path does not exist.'): the action is ignored.
 */
import { current, isDraft, type Draft } from 'immer';
import type { EditorDoc } from '../editorStore';

export function blockIndex(doc: EditorDoc | Draft<EditorDoc>, id: string): number {
  // Searched in the blocks as they are: through immer's proxy every block read would become a draft.
  const blocks = isDraft(doc.blocks) ? current(doc.blocks) : doc.blocks;
  const index = blocks.findIndex((entry) => entry.id === id);
  if (index < 0) console.warn('Path does not exist.', id);
  return index;
}
