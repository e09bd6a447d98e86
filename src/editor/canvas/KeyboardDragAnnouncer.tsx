/**
 * The live region of the canvas's keyboard drag (keyboardDrag.ts): speaks each pick-up, step, drop
 * and cancel in the UI language, with the block's name ("Block Text block 1 is now at position 2 of
 * 3."). Visually hidden; re-renders on an announcement only.
 */
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { blockLabel } from '../lib/blockLabel';
import { useEditor } from '../store/EditorContext';
import type { KeyboardDragState } from './keyboardDrag';

/** @param state the canvas's keyboard drag state (its `message`) */
export function KeyboardDragAnnouncer({ state }: { state: StoreApi<KeyboardDragState> }) {
  const message = useStore(state, (current) => current.message);
  const { store, uiLocale } = useEditor();
  const intl = useIntl();
  let text = '';
  if (message) {
    const entry = store.getState().doc.blocks.find((b) => b.id === message.blockId);
    const name = entry ? blockLabel(entry.block.block_type, uiLocale) : '';
    text = intl.formatMessage({ id: message.id }, { name, position: message.position, total: message.total });
  }
  return (
    <div role="status" aria-live="assertive" aria-atomic="true" className="visually-hidden" data-keyboard-drag-status>
      {text}
    </div>
  );
}
