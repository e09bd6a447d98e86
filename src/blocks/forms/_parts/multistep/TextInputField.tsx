/**
 * A text input of a multi-step form (react-aria `TextField`): label with required mark, optional
 * mask applied as the visitor types (phone, postal code, digits), optional unit shown inside the
 * input (ft², pi², m²), inline error with `aria-invalid` / `aria-describedby` (spec 001 §5).
 */
import { FieldError, Input, Text, TextField } from 'react-aria-components';
import { FieldLabel } from './FieldLabel';
import { useFieldStatus } from './fieldState';
import styles from './fields.module.css';

export interface TextInputFieldProps {
  /** The wire field name (`first_name`, `nb_bedrooms`...): `data-field` for focus, `name`. */
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Applied to every change before `onChange` (src/lib/masks.ts, src/lib/phoneMask.ts). */
  mask?: (value: string) => string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  /** Unit shown at the end of the input (e.g. `pi²`). */
  unit?: string;
  description?: string;
  placeholder?: string;
  wide?: boolean;
}

export function TextInputField(props: TextInputFieldProps) {
  const { error, isInvalid, isDisabled } = useFieldStatus(props.name);
  return (
    <TextField
      className={`${styles.field} ${props.wide ? styles.wide : ''}`}
      data-field={props.name}
      name={props.name}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      value={props.value}
      onChange={(value) => props.onChange(props.mask ? props.mask(value) : value)}
      isRequired={props.required}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
      autoComplete={props.autoComplete ?? 'off'}
    >
      <FieldLabel text={props.label} required={props.required} />
      <div className={styles.inputWrap}>
        <Input className={`${styles.input} ${props.unit ? styles.withUnit : ''}`} placeholder={props.placeholder} />
        {props.unit ? (
          <span className={styles.unit} aria-hidden="true">
            {props.unit}
          </span>
        ) : null}
      </div>
      {props.description && !error ? (
        <Text slot="description" className={styles.hint}>
          {props.description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </TextField>
  );
}
