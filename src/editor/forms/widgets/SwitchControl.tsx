/** SwitchControl: a react-aria Switch (boolean field) with its visible label and inline issues. */
import { Switch } from 'react-aria-components';
import { useFieldId, useForm, useIssues } from '../FormContext';
import type { FieldPath } from '../path';
import styles from '../forms.module.css';

export interface SwitchControlProps {
  path: FieldPath;
  label: string;
  value: boolean | undefined;
  onChange(next: boolean): void;
  help?: string;
}

/** A labelled on/off switch (keyboard: Space toggles). */
export function SwitchControl({ path, label, value, onChange, help }: SwitchControlProps) {
  const { disabled } = useForm();
  const messages = useIssues(path);
  const id = useFieldId(path);
  const describedBy = [help ? `${id}-help` : '', messages.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <Switch
        className={styles.switch}
        isSelected={Boolean(value)}
        onChange={onChange}
        isDisabled={disabled}
        aria-describedby={describedBy}
      >
        <span className={styles.switchTrack} aria-hidden="true" />
        {label}
      </Switch>
      {help ? (
        <span id={`${id}-help`} className={styles.help}>
          {help}
        </span>
      ) : null}
      {messages.length ? (
        <p id={`${id}-error`} className={styles.error}>
          {messages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
