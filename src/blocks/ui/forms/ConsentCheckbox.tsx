/**
 * One consent of a public form (spec 000 §5: unchecked by default; spec 001 §3 consent_transaction,
 * consent_marketing): a react-aria checkbox with the shared form look
 * (formField.module.css `.consent`), its label as children (may hold a link).
 */
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import styles from './formField.module.css';

export interface ConsentCheckboxProps {
  /** The form field name (sent with the form data). */
  name: string;
  isSelected: boolean;
  onChange(selected: boolean): void;
  isDisabled?: boolean;
  /** `data-field` of the checkbox, for forms that focus the first invalid field by name. */
  field?: string;
  children: ReactNode;
}

export function ConsentCheckbox({ name, isSelected, onChange, isDisabled, field, children }: ConsentCheckboxProps) {
  return (
    <Checkbox className={styles.consent} data-field={field} name={name} isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      <span className={styles.box} aria-hidden="true">
        <Check />
      </span>
      <span className={styles.consentLabel}>{children}</span>
    </Checkbox>
  );
}
