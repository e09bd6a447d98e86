/**
 * The keyboard side of a block's drag handle, in the canvas and in the outline (keyboardDrag.ts):
 * the handle's keys go to the list's keyboard drag, leaving the handle drops the held block, and
 * the held block's handle is kept in view as it moves.
 */
import type { DraggableAttributes } from '@dnd-kit/core';
import { useCallback, useContext, useEffect, useRef, type KeyboardEvent } from 'react';
import { KeyboardDragContext, keyboardDragKey } from './keyboardDrag';

/** What the handle takes from dnd-kit's `useSortable` (the pointer drag). */
export interface PointerDragHandle {
  attributes: DraggableAttributes;
  setActivatorNodeRef: (node: HTMLElement | null) => void;
}

/** Props for the handle's `<button>`, to spread after dnd-kit's listeners: its attributes, the keyboard's keys, pressed while held. */
export interface KeyboardDragHandleProps extends Omit<DraggableAttributes, 'aria-pressed'> {
  ref: (node: HTMLButtonElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onBlur: () => void;
  'aria-pressed': boolean | undefined;
}

/**
 * @param id the block's editor id
 * @param index its place in the list shown (0-based): the handle is scrolled into view when it changes while held
 * @param held the list's keyboard drag holds this block
 * @param pointer dnd-kit's attributes and activator ref (the pointer drag)
 */
export function useKeyboardDragHandle(id: string, index: number, held: boolean, { attributes, setActivatorNodeRef }: PointerDragHandle): KeyboardDragHandleProps {
  const keyboardDrag = useContext(KeyboardDragContext);
  const handle = useRef<HTMLButtonElement | null>(null);
  const ref = useCallback(
    (node: HTMLButtonElement | null) => {
      handle.current = node;
      setActivatorNodeRef(node);
    },
    [setActivatorNodeRef],
  );
  useEffect(() => {
    if (held) handle.current?.scrollIntoView({ block: 'nearest' });
  }, [held, index]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const command = keyboardDrag && keyboardDragKey(event.key, event.repeat, held);
    if (!command) return;
    // The keys of a held block are the drag's alone (no button press, no editor shortcut).
    event.preventDefault();
    event.stopPropagation();
    keyboardDrag.run(id, command);
  };
  const onBlur = () => {
    if (!held || !keyboardDrag) return;
    // A browser without `moveBefore` takes the focus away while the block moves, and React gives it
    // back in the same commit: only a focus still elsewhere a frame later means the handle was left.
    requestAnimationFrame(() => {
      if (document.activeElement !== handle.current) keyboardDrag.run(id, 'drop');
    });
  };
  return { ...attributes, ref, onKeyDown, onBlur, 'aria-pressed': held || attributes['aria-pressed'] };
}
