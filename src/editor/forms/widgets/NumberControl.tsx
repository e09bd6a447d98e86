/**
 * NumberControl: a react-aria NumberField bound to a form path, with the schema's min/max, step
 * buttons, arrow-key stepping and inline issues. Clearing the field gives `undefined`.
 */
import type { ReactNode } from 'react';
import { Button, FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import { useForm, useIssues } from '../FormContext';
import type { FieldPath } from '../path';
import styles from '../forms.module.css';

export interface NumberControlProps {
  path: FieldPath;
  label: ReactNode;
  value: number | undefined;
  onChange(next: number | undefined): void;
  min?: number;
  max?: number;
  step?: number;
  help?: string;
}

/** A labelled number field with − / + buttons. */
export function NumberControl({ path, label, value, onChange, min, max, step, help }: NumberControlProps) {
  const { disabled } = useForm();
  const messages = useIssues(path);
  return (
    <NumberField
      className={styles.field}
      value={typeof value === 'number' ? value : Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
      minValue={min}
      maxValue={max}
      step={step}
      isDisabled={disabled}
      isInvalid={messages.length > 0}
      formatOptions={{ maximumFractionDigits: 4, useGrouping: false }}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.numberGroup}>
        <Button slot="decrement" className={styles.iconButton}>
          −
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.iconButton}>
          +
        </Button>
      </Group>
      {help ? (
        <Text slot="description" className={styles.help}>
          {help}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{messages.join(' ')}</FieldError>
    </NumberField>
  );
}
