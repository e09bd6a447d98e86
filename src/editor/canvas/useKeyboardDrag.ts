/**
 * One list's keyboard drag (keyboardDrag.ts) over the page being edited, for the canvas and the
 * outline: its handles move the blocks of the editor's store.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { moveBlock } from '../store/actions/moveBlock';
import { useEditor } from '../store/EditorContext';
import { createKeyboardDrag, type KeyboardDrag, type KeyboardDragControls } from './keyboardDrag';

/**
 * @param afterMove called after a drop has moved the block in the store (the outline shows its new
 *   order at once); give a stable function, the drag is made once per store and `afterMove`
 * @returns the drag's `controls` (for KeyboardDragContext and KeyboardDragAnnouncer) and the block it holds, if any
 */
export function useKeyboardDrag(afterMove?: () => void): { controls: KeyboardDragControls; held: KeyboardDrag | null } {
  const { store } = useEditor();
  const controls = useMemo(
    () =>
      createKeyboardDrag(
        () => store.getState().doc.blocks.map((b) => b.id),
        (from, to) => {
          store.getState().dispatch(moveBlock(from, to));
          afterMove?.();
        },
      ),
    [store, afterMove],
  );
  const held = useStore(controls.state, (state) => state.drag);
  return { controls, held };
}
