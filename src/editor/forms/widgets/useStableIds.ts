/**
 * Stable React keys for the entries of a list edited in place (repeaters, arrays): ids follow the
 * entries through the form's own add / remove / move operations, and are regenerated when the
 * list's length changes from outside (undo, paste).
 */
import { useRef } from 'react';

let counter = 0;
const nextId = () => `entry-${(counter += 1)}`;

export interface StableIds {
  ids: string[];
  /** Records an insertion at `index`; returns the new entry's id. */
  insert(index: number): string;
  remove(index: number): void;
  move(from: number, to: number): void;
}

/** Ids for a list of `length` entries. */
export function useStableIds(length: number): StableIds {
  const ref = useRef<string[]>([]);
  if (ref.current.length !== length) {
    const kept = ref.current.slice(0, length);
    while (kept.length < length) kept.push(nextId());
    ref.current = kept;
  }
  return {
    ids: ref.current,
    insert(index) {
      const id = nextId();
      const copy = ref.current.slice();
      copy.splice(index, 0, id);
      ref.current = copy;
      return id;
    },
    remove(index) {
      const copy = ref.current.slice();
      copy.splice(index, 1);
      ref.current = copy;
    },
    move(from, to) {
      const copy = ref.current.slice();
      const [id] = copy.splice(from, 1);
      copy.splice(to, 0, id);
      ref.current = copy;
    },
  };
}
