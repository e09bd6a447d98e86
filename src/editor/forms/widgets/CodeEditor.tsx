/**
 * CodeEditor: a `code` field (HTML/JS source, admin only) edited in monaco-editor through the
 * lazy wrapper (src/blocks/ui/monaco/MonacoEditor.tsx): monaco itself loads only when a code
 * field renders, never in a public chunk. A disabled form shows a read-only monaco.
 */
import type { ReactNode } from 'react';
import { MonacoEditor, type MonacoLanguage } from '../../../blocks/ui/monaco/MonacoEditor';
import { useFieldId, useForm, useIssues } from '../FormContext';
import type { FieldPath } from '../path';
import styles from '../forms.module.css';

export interface CodeEditorProps {
  path: FieldPath;
  label: ReactNode;
  /** Plain-text accessible name for monaco. */
  labelText: string;
  value: string | undefined;
  onChange(next: string): void;
  /** Monaco language id (default `html`). */
  language?: MonacoLanguage;
}

/** A labelled code editor, 240 px high, with its issues below. */
export function CodeEditor({ path, label, labelText, value, onChange, language = 'html' }: CodeEditorProps) {
  const { disabled } = useForm();
  const messages = useIssues(path);
  const id = useFieldId(path);
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label} aria-hidden="true">
        {label}
      </span>
      <MonacoEditor
        value={value ?? ''}
        language={language}
        onChange={onChange}
        height={240}
        ariaLabel={labelText}
        readOnly={disabled}
      />
      {messages.length ? (
        <p id={`${id}-error`} className={styles.error}>
          {messages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
