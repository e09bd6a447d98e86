/**
 * FieldShell: the frame of a composite field (bilingual pair, image, link, repeater...): a visible
 * label heading a `role="group"`, optional help and the zod issues at exactly its path, tied with
 * aria-labelledby / aria-describedby.
 */
import type { ReactNode } from 'react';
import { useFieldId, useIssues } from '../FormContext';
import type { FieldPath } from '../path';
import styles from '../forms.module.css';

export interface FieldShellProps {
  path: FieldPath;
  label: string;
  help?: string;
  /** Extra controls beside the label (e.g. "Remove"). */
  actions?: ReactNode;
  children: ReactNode;
  /** Render as a bordered fieldset (nested objects). */
  boxed?: boolean;
}

/** Labelled group with help and inline issues. */
export function FieldShell({ path, label, help, actions, children, boxed }: FieldShellProps) {
  const id = useFieldId(path);
  const messages = useIssues(path, true);
  const describedBy = [help ? `${id}-help` : '', messages.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      className={boxed ? styles.fieldset : styles.field}
      data-field={path.join('.')}
    >
      <div className={styles.localeHead}>
        <span id={`${id}-label`} className={boxed ? styles.legend : styles.label}>
          {label}
        </span>
        {actions}
      </div>
      {help ? (
        <span id={`${id}-help`} className={styles.help}>
          {help}
        </span>
      ) : null}
      {children}
      {messages.length ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {messages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
