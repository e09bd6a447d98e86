/** An optional multi-line answer (valuation step 5: reason for selling, renovations; spec 001 §3). */
import { FieldError, TextArea, TextField } from 'react-aria-components';
import { FieldLabel } from './FieldLabel';
import { useFieldStatus } from './fieldState';
import styles from './fields.module.css';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Maximum characters (the wire schema allows 4000). */
  maxLength?: number;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { error, isInvalid, isDisabled } = useFieldStatus(props.name);
  return (
    <TextField
      className={`${styles.field} ${styles.wide}`}
      data-field={props.name}
      name={props.name}
      value={props.value}
      onChange={props.onChange}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
      maxLength={props.maxLength ?? 4000}
    >
      <FieldLabel text={props.label} />
      <TextArea className={`${styles.input} ${styles.textarea}`} rows={4} />
      <FieldError className={styles.error}>{error}</FieldError>
    </TextField>
  );
}
