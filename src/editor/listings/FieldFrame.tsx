/**
 * A labelled form field of the listings and feed screens: its label, the control (given the ids
 * that describe it), a hint and an error beside it, announced with the control.
 */
import type { ReactNode } from 'react';
import styles from './listings.module.css';

export interface FieldFrameProps {
  /** The control's id (`hint` and `error` get `{id}-hint`, `{id}-error`). */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** `data-field` of the frame (tests and scroll-to-error find the field by it). */
  field?: string;
  /** The control, given its `aria-describedby` (undefined when there is nothing to describe it). */
  children(describedBy: string | undefined): ReactNode;
}

/** See the module docstring. */
export function FieldFrame({ id, label, hint, error, field, children }: FieldFrameProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-field={field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
