/**
 * The item list handed to dnd-kit's `SortableContext`, kept as the same array while blocks are only
 * reordered outside a drag.
 *
 * Every `useSortable` of a list reads `SortableContext`, so a new item list re-renders every block's
 * sortable wrapper (100 on a long page) although a move button, an undo or a drop in the other list
 * only swaps two of them. Between drags the order in that list serves nothing: a sortable's index
 * only decides its drop animation, and dnd-kit's keyboard coordinates follow the blocks' measured
 * rectangles. So the list is refreshed when a drag starts (every sortable re-renders then anyway,
 * dnd-kit's active item changing) and when it ends (the dropped block's settle animation compares
 * its index before and after), and when blocks are added or removed (a new block needs its place);
 * a plain reorder leaves it as it was.
 */
import { useCallback, useState } from 'react';

/** True when both lists hold the same ids, in any order. */
export function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const members = new Set(a);
  return b.every((id) => members.has(id));
}

export interface SortableItems {
  /** The ids to hand to `SortableContext` (`items`). */
  items: string[];
  /** Takes the current order (call on drag start, end and cancel). */
  refresh(): void;
}

/**
 * @param ids the sortable ids in the current order (a new array only when the order changes)
 * @param read reads the current order at call time (the store's, not a render's)
 */
export function useSortableItems(ids: string[], read: () => string[]): SortableItems {
  const [items, setItems] = useState<string[]>(ids);
  const current = items === ids || sameMembers(items, ids);
  // Added or removed blocks: the new list at once (state derived during render, no extra commit).
  if (!current) setItems(ids);
  const refresh = useCallback(() => setItems(read()), [read]);
  return { items: current ? items : ids, refresh };
}
