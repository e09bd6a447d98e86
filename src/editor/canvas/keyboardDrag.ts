/**
 * Moving a block with the keyboard from its drag handle, in the canvas and in the outline (spec 001
 * §2 "Editor overlay"):
 * Space or Enter picks the block up, the arrow keys move it one place at a time, Space or Enter
 * drops it there, Escape puts it back where it was; leaving the handle (Tab) drops it. Each step
 * and the outcome are announced in the UI language (the texts of the pointer drag).
 *
 * While the block is held, its list shows it in its new place (the list re-renders the two blocks
 * that swapped, as "Move down" does); the page's order changes once, on the drop (one undo entry,
 * one autosave), and the other list follows then. dnd-kit (the pointer drag) has no part in it: its
 * keyboard sensor's drop ended a dnd-kit drag, which re-renders every sortable block of the list (a
 * hundred on a long page) to show one move.
 */
import { createContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The block held: its editor id and the place (0-based) it is shown at. */
export interface KeyboardDrag {
  id: string;
  to: number;
}

/** A step, a drop or a cancel asked for by a key on the handle (see {@link keyboardDragKey}). */
export type KeyboardDragCommand = 'pick-up' | 'previous' | 'next' | 'drop' | 'cancel';

/** What the announcer says: the text id of useBlockAnnouncements' messages and its values. */
export interface KeyboardDragMessage {
  id: 'editor.dnd.start' | 'editor.dnd.over' | 'editor.dnd.end' | 'editor.dnd.cancel';
  /** The block's editor id (its name is read when the message is spoken). */
  blockId: string;
  /** 1-based position and the number of blocks. */
  position: number;
  total: number;
}

export interface KeyboardDragState {
  drag: KeyboardDrag | null;
  /** The last announcement, a new object each time (the same text twice is spoken twice). */
  message: KeyboardDragMessage | null;
}

export interface KeyboardDragControls {
  /** The state, for the list (order shown) and the announcer. */
  state: StoreApi<KeyboardDragState>;
  /** Carries out a command of the handle of block `id`; commands of another block than the held one are ignored. */
  run(id: string, command: KeyboardDragCommand): void;
}

/**
 * The command a key pressed on a drag handle asks for, or null for a key the handle leaves alone.
 * Auto-repeated Space and Enter are ignored (holding the key must not pick up and drop at once).
 * @param key `KeyboardEvent.key`
 * @param repeat `KeyboardEvent.repeat` (the key is held down)
 * @param held the handle's block is the one held
 */
export function keyboardDragKey(key: string, repeat: boolean, held: boolean): KeyboardDragCommand | null {
  const press = key === ' ' || key === 'Spacebar' || key === 'Enter';
  if (!held) return press && !repeat ? 'pick-up' : null;
  if (press) return repeat ? null : 'drop';
  if (key === 'ArrowDown' || key === 'ArrowRight') return 'next';
  if (key === 'ArrowUp' || key === 'ArrowLeft') return 'previous';
  if (key === 'Escape') return 'cancel';
  return null;
}

/**
 * The blocks (or block ids) in the order a list shows them: the store's, with the held block at its
 * place.
 * @param idOf the editor id of an item
 * @returns `items` itself when nothing is held (or the held block is gone)
 */
export function orderWithDrag<T>(items: readonly T[], drag: KeyboardDrag | null, idOf: (item: T) => string): readonly T[] {
  if (!drag) return items;
  const from = items.findIndex((item) => idOf(item) === drag.id);
  if (from < 0 || from === drag.to) return items;
  const shown = [...items];
  const [held] = shown.splice(from, 1);
  shown.splice(Math.min(drag.to, shown.length), 0, held);
  return shown;
}

/**
 * The keyboard drag of one list (the canvas, the outline).
 * @param blockIds reads the page's block ids in the store's order at call time
 * @param moveBlock moves the block at `from` to `to` in the page (the store's `moveBlock` action)
 */
export function createKeyboardDrag(blockIds: () => readonly string[], moveBlock: (from: number, to: number) => void): KeyboardDragControls {
  const state = createStore<KeyboardDragState>()(() => ({ drag: null, message: null }));
  const say = (id: KeyboardDragMessage['id'], blockId: string, position: number) => ({ id, blockId, position, total: blockIds().length });
  return {
    state,
    run(id, command) {
      const { drag } = state.getState();
      const from = blockIds().indexOf(id);
      if (from < 0) {
        // The block is gone (deleted, undone): it can be held no more.
        if (drag?.id === id) state.setState({ drag: null });
        return;
      }
      if (command === 'pick-up') {
        if (drag) return;
        return state.setState({ drag: { id, to: from }, message: say('editor.dnd.start', id, from + 1) });
      }
      if (!drag || drag.id !== id) return;
      if (command === 'previous' || command === 'next') {
        const to = Math.max(0, Math.min(blockIds().length - 1, drag.to + (command === 'next' ? 1 : -1)));
        if (to !== drag.to) state.setState({ drag: { id, to }, message: say('editor.dnd.over', id, to + 1) });
        return;
      }
      if (command === 'drop') {
        state.setState({ drag: null, message: say('editor.dnd.end', id, drag.to + 1) });
        if (drag.to !== from) moveBlock(from, drag.to);
        return;
      }
      state.setState({ drag: null, message: say('editor.dnd.cancel', id, from + 1) });
    },
  };
}

/** The keyboard drag of the list the handle is in (null outside one). */
export const KeyboardDragContext = createContext<KeyboardDragControls | null>(null);
