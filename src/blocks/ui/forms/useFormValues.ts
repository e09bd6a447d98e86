/**
 * A public form's values as React state, where every change builds on the newest values.
 *
 * Several changes can arrive before React renders again: the hand-over of what a visitor typed
 * before the block hydrated announces every field in one go (src/renderer/blocks/preHydrationInput.ts).
 * A change computed from the last render's values would then undo the ones before it, and the lead
 * would go out with empty fields.
 *
 * Usage: `const { values, setValues, setField } = useFormValues(() => EMPTY_FORM)`;
 * `const next = setField('first_name', 'Maude')` returns the values now stored.
 */
import { useCallback, useRef, useState } from 'react';

export interface FormValuesState<V extends object> {
  /** The values of this render. */
  values: V;
  /** Replaces the values, or changes them from the newest ones; returns what it stored. */
  setValues(change: V | ((current: V) => V)): V;
  /** Sets one field on the newest values; returns what it stored. */
  setField<K extends keyof V>(field: K, value: V[K]): V;
}

export function useFormValues<V extends object>(initial: () => V): FormValuesState<V> {
  const [values, setState] = useState(initial);
  // The newest values, ahead of the render when changes are queued.
  const newest = useRef(values);
  const setValues = useCallback((change: V | ((current: V) => V)) => {
    const next = typeof change === 'function' ? change(newest.current) : change;
    newest.current = next;
    setState(next);
    return next;
  }, []);
  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => setValues((current) => ({ ...current, [field]: value })), [setValues]);
  return { values, setValues, setField };
}
