/** The toolbar's undo and redo buttons of an editor store (Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z). */
import { Redo2, Undo2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import type { EditorStore } from '../store/editorStore';
import toolbar from './Toolbar.module.css';

export function HistoryButtons({ store }: { store: EditorStore }) {
  const intl = useIntl();
  const canUndo = useStore(store, (s) => s.past.length > 0);
  const canRedo = useStore(store, (s) => s.future.length > 0);
  return (
    <>
      <button type="button" className={toolbar.iconButton} onClick={() => store.getState().undo()} disabled={!canUndo} aria-label={intl.formatMessage({ id: 'editor.undo' })} title={`${intl.formatMessage({ id: 'editor.undo' })} (Ctrl+Z)`}>
        <Undo2 size={18} aria-hidden />
      </button>
      <button type="button" className={toolbar.iconButton} onClick={() => store.getState().redo()} disabled={!canRedo} aria-label={intl.formatMessage({ id: 'editor.redo' })} title={`${intl.formatMessage({ id: 'editor.redo' })} (Shift+Ctrl+Z)`}>
        <Redo2 size={18} aria-hidden />
      </button>
    </>
  );
}
