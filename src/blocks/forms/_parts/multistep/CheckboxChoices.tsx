/**
 * A multiple choice shown as selectable tiles (react-aria `CheckboxGroup`): alert step 4 property
 * types (spec 001 §3; optional).
 */
import { Check } from 'lucide-react';
import { Checkbox, CheckboxGroup, FieldError } from 'react-aria-components';
import { FieldLabel } from './FieldLabel';
import { useFieldStatus } from './fieldState';
import styles from './fields.module.css';

export interface CheckboxChoicesProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string[];
  onChange(value: string[]): void;
}

export function CheckboxChoices(props: CheckboxChoicesProps) {
  const { error, isInvalid, isDisabled } = useFieldStatus(props.name);
  return (
    <CheckboxGroup
      className={`${styles.field} ${styles.wide}`}
      data-field={props.name}
      name={props.name}
      value={props.value}
      onChange={props.onChange}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FieldLabel text={props.label} />
      <div className={styles.choices}>
        {props.options.map((option) => (
          <Checkbox key={option.value} value={option.value} className={styles.choice}>
            <span className={styles.box} aria-hidden="true">
              <Check />
            </span>
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldError className={styles.error}>{error}</FieldError>
    </CheckboxGroup>
  );
}
