/**
 * Screen-reader texts of the block drag-and-drop in the UI language (dnd-kit `accessibility`:
 * `announcements` and `screenReaderInstructions`).
 */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../lib/locales';
import { blockLabel } from '../lib/blockLabel';
import type { EditorStore } from '../store/editorStore';

/**
 * The blocks are read from the store when an announcement is made, so the returned object stays
 * the same while blocks are edited and the DndContext does not re-render on every keystroke.
 * @param store the editor store (the page's blocks in their current order)
 * @param uiLocale language of the block names
 * @param prefix prefix of the sortable ids (the outline uses `outline:`)
 */
export function useBlockAnnouncements(store: EditorStore, uiLocale: Locale, prefix = ''): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const intl = useIntl();
  return useMemo(() => {
    const blocks = () => store.getState().doc.blocks;
    const nameOf = (id: string | number) => {
      const entry = blocks().find((b) => prefix + b.id === id);
      return entry ? blockLabel(entry.block.block_type, uiLocale) : String(id);
    };
    const positionOf = (id: string | number) => blocks().findIndex((b) => prefix + b.id === id) + 1;
    const total = () => blocks().length;
    return {
      screenReaderInstructions: { draggable: intl.formatMessage({ id: 'editor.dnd.instructions' }) },
      announcements: {
        onDragStart: ({ active }) => intl.formatMessage({ id: 'editor.dnd.start' }, { name: nameOf(active.id), position: positionOf(active.id), total: total() }),
        onDragOver: ({ active, over }) => (over ? intl.formatMessage({ id: 'editor.dnd.over' }, { name: nameOf(active.id), position: positionOf(over.id), total: total() }) : undefined),
        onDragEnd: ({ active, over }) => (over ? intl.formatMessage({ id: 'editor.dnd.end' }, { name: nameOf(active.id), position: positionOf(over.id), total: total() }) : undefined),
        onDragCancel: ({ active }) => intl.formatMessage({ id: 'editor.dnd.cancel' }, { name: nameOf(active.id), position: positionOf(active.id) }),
      },
    };
  }, [store, uiLocale, intl, prefix]);
}
