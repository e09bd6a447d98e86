/** A small document for the action tests: three blocks with fixed ids. */
import { produce } from 'immer';
import type { EditorDoc } from '../editorStore';
import { handlerOf, type EditorAction } from './index';

export function testDoc(): EditorDoc {
  const block = (type: string, title: string) => ({ block_type: type, block_params: { color_scheme: 'normal' }, fields: { main_title: { fr: title, en: title } } });
  return {
    title: { fr: 'Accueil', en: 'Home' },
    blocks: [
      { id: 'a', block: block('text_block_1', 'A') },
      { id: 'b', block: block('cta_block', 'B') },
      { id: 'c', block: block('spacer_block', 'C') },
    ],
  };
}

/** The document after `action`, as the store's dispatch applies it. */
export function after(action: EditorAction, doc: EditorDoc = testDoc()): EditorDoc {
  return produce(doc, (draft) => handlerOf(action).apply(draft, action));
}

export const ids = (doc: EditorDoc) => doc.blocks.map((entry) => entry.id);
