/**
 * The page's block ids in order, as one array that stays the same until the order or the set of
 * blocks changes (a keystroke in a block's field keeps it).
 */
import { useRef } from 'react';
import { useStore } from 'zustand';
import { useEditor } from './EditorContext';
import type { EditorBlock, EditorState } from './editorStore';

/** True when both lists hold the same ids in the same order. */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The ids of the edited document's blocks. Compared with a plain loop against the last result
 * (zustand's `useShallow` builds a Map of each array on every store change, twice per list).
 */
export function useBlockIds(): string[] {
  const { store } = useEditor();
  const last = useRef<{ blocks: EditorBlock[]; ids: string[] } | null>(null);
  return useStore(store, (state: EditorState) => {
    const { blocks } = state.doc;
    const previous = last.current;
    if (previous && previous.blocks === blocks) return previous.ids;
    const ids = blocks.map((entry) => entry.id);
    last.current = { blocks, ids: previous && sameOrder(previous.ids, ids) ? previous.ids : ids };
    return last.current.ids;
  });
}
