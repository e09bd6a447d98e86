/** One consent box of the last step (spec 001 §3 consent_transaction, consent_marketing; unchecked by default). */
import type { ReactNode } from 'react';
import { ConsentCheckbox as BaseConsentCheckbox } from '../../../ui/forms/ConsentCheckbox';
import { useFieldStatus } from './fieldState';

/** The shared consent checkbox, disabled with the step and named for focusing the first error. */
export function ConsentCheckbox({ name, isSelected, onChange, children }: { name: string; isSelected: boolean; onChange(selected: boolean): void; children: ReactNode }) {
  const { isDisabled } = useFieldStatus(name);
  return (
    <BaseConsentCheckbox name={name} field={name} isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      {children}
    </BaseConsentCheckbox>
  );
}
