/**
 * TextControl: one text input or textarea (react-aria TextField) bound to a form path, with a
 * visible label, help and its zod issues (aria-invalid + aria-describedby via FieldError).
 */
import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useForm, useIssues } from '../FormContext';
import type { FieldPath } from '../path';
import styles from '../forms.module.css';

export interface TextControlProps {
  path: FieldPath;
  /** Visible label (may contain visually hidden parts). */
  label: ReactNode;
  value: string | undefined;
  onChange(next: string): void;
  multiline?: boolean;
  help?: string;
  type?: 'text' | 'url';
  placeholder?: string;
  className?: string;
}

/** A labelled single-line or multi-line text field. */
export function TextControl({
  path,
  label,
  value,
  onChange,
  multiline,
  help,
  type = 'text',
  placeholder,
  className,
}: TextControlProps) {
  const { disabled } = useForm();
  const messages = useIssues(path);
  return (
    <TextField
      className={className ?? styles.field}
      value={value ?? ''}
      onChange={onChange}
      isDisabled={disabled}
      isInvalid={messages.length > 0}
      type={multiline ? undefined : type}
    >
      <Label className={styles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={styles.textarea} placeholder={placeholder} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      {help ? (
        <Text slot="description" className={styles.help}>
          {help}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{messages.join(' ')}</FieldError>
    </TextField>
  );
}
