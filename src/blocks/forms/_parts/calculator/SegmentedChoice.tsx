/**
 * A radio group drawn as a row of pills (react-aria RadioGroup: Tab enters the group, arrow keys
 * move the choice), used by the calculators for short choices (property type, years, frequency,
 * municipality, year of the deed).
 */
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './calculator.module.css';

export interface SegmentedChoiceProps {
  label: string;
  value: string;
  options: Array<{ value: string; label: string; ariaLabel?: string }>;
  onChange: (value: string) => void;
  /** Helper or warning text under the pills, tied to the group for screen readers. */
  description?: ReactNode;
  /** Shows `description` as a warning (the group is marked invalid). */
  invalid?: boolean;
}

export function SegmentedChoice({ label, value, options, onChange, description, invalid }: SegmentedChoiceProps) {
  return (
    <RadioGroup className={styles.field} value={value} onChange={onChange} orientation="horizontal" isInvalid={invalid}>
      <Label className={styles.label}>{label}</Label>
      <div className={styles.segments}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.segment} aria-label={option.ariaLabel}>
            {option.label}
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" className={invalid ? styles.fieldError : styles.hint}>
          {description}
        </Text>
      ) : null}
    </RadioGroup>
  );
}
