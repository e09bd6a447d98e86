/**
 * A required or optional single choice shown as selectable tiles (react-aria `RadioGroup`: arrow
 * keys move and select, Tab leaves the group). Used for moving date, current situation, contact
 * method, measurement system and the yes/no questions (spec 001 §3).
 */
import { FieldError, Radio, RadioGroup } from 'react-aria-components';
import { FieldLabel } from './FieldLabel';
import { useFieldStatus } from './fieldState';
import styles from './fields.module.css';

export interface RadioChoicesProps {
  name: string;
  label: string;
  /** Option codes with their visible labels, in display order. */
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange(value: string): void;
  required?: boolean;
  wide?: boolean;
}

export function RadioChoices(props: RadioChoicesProps) {
  const { error, isInvalid, isDisabled } = useFieldStatus(props.name);
  return (
    <RadioGroup
      className={`${styles.field} ${props.wide ? styles.wide : ''}`}
      data-field={props.name}
      name={props.name}
      value={props.value}
      onChange={props.onChange}
      isRequired={props.required}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FieldLabel text={props.label} required={props.required} />
      <div className={styles.choices}>
        {props.options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.choice}>
            <span className={styles.radioDot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{error}</FieldError>
    </RadioGroup>
  );
}
