/**
 * A public form's values as React state, where every change builds on the newest values.
 *
 * Several changes can arrive before React renders again: the hand-over of what a visitor typed
 * before the block hydrated announces every field in one go (src/renderer/blocks/preHydrationInput.ts).
 * A change computed from the last render's values would then undo the ones before it, and the lead
 * would go out with empty fields.
 *
 * Usage: `const { values, setValues, setField, edited } = useFormValues(() => EMPTY_FORM)`;
 * `const next = setField('first_name', 'Maude')` returns the values now stored; `edited` says
 * whether the visitor has changed anything (what a leave guard protects).
 */
import { useCallback, useRef, useState } from 'react';

export interface FormValuesState<V extends object> {
  /** The values of this render. */
  values: V;
  /** Replaces the values, or changes them from the newest ones; returns what it stored. */
  setValues(change: V | ((current: V) => V)): V;
  /** Sets one field on the newest values (a visitor's change); returns what it stored. */
  setField<K extends keyof V>(field: K, value: V[K]): V;
  /** True once the visitor changed a field (`setField`), until {@link clearEdited}; a prefill or reset (`setValues`) does not count. */
  edited: boolean;
  /** Marks the values as nothing to lose (sent). */
  clearEdited(): void;
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
  const [edited, setEdited] = useState(false);
  const setField = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      setEdited(true);
      return setValues((current) => ({ ...current, [field]: value }));
    },
    [setValues],
  );
  const clearEdited = useCallback(() => setEdited(false), []);
  return { values, setValues, setField, edited, clearEdited };
}
