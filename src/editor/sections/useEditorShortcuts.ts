/**
 * Undo / redo keyboard shortcuts: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (and Ctrl+Y)
 * redoes. Rich-text and code editors (contenteditable, monaco) keep their own undo.
 */
import { useEffect } from 'react';
import type { EditorStore } from '../store/editorStore';

/** True when the key event belongs to an editor with its own undo stack. */
function ownsUndo(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(target.closest('[contenteditable="true"], .monaco-editor'));
}

export function useEditorShortcuts(store: EditorStore): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      if (ownsUndo(event.target)) return;
      event.preventDefault();
      if (key === 'y' || event.shiftKey) store.getState().redo();
      else store.getState().undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
