/** One consent box of the last step (spec 001 §3 consent_transaction, consent_marketing; unchecked by default). */
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import { useFieldStatus } from './fieldState';
import styles from './fields.module.css';

export function ConsentCheckbox({ name, isSelected, onChange, children }: { name: string; isSelected: boolean; onChange(selected: boolean): void; children: ReactNode }) {
  const { isDisabled } = useFieldStatus(name);
  return (
    <Checkbox className={styles.consent} data-field={name} name={name} isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      <span className={styles.box} aria-hidden="true">
        <Check />
      </span>
      <span className={styles.consentLabel}>{children}</span>
    </Checkbox>
  );
}
