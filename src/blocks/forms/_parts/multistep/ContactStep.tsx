/**
 * The contact details step shared by both forms (alert step 5, valuation step 6; spec 001 §3, §5):
 * first name, last name, phone `(###) ###-####`, email (all required) and, for the alert, the
 * preferred method of contact (phone, email, text).
 */
import { useIntl } from 'react-intl';
import { maskPhone } from '../../../../lib/phoneMask';
import { CONTACT_METHODS } from '../../../../schema/leadFormValues';
import { RadioChoices } from './RadioChoices';
import { TextInputField } from './TextInputField';
import type { LeadContactValues } from './leadContactValues';
import styles from './fields.module.css';

export interface ContactStepProps {
  values: LeadContactValues;
  onChange(field: keyof LeadContactValues, value: string): void;
  /** Alert only: the chosen method and its setter. */
  contactMethod?: { value: string | null; onChange(value: string): void };
}

export function ContactStep({ values, onChange, contactMethod }: ContactStepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.grid}>
      <TextInputField name="first_name" label={t('lead-form.fields.first_name')} value={values.first_name} onChange={(v) => onChange('first_name', v)} required autoComplete="given-name" />
      <TextInputField name="last_name" label={t('lead-form.fields.last_name')} value={values.last_name} onChange={(v) => onChange('last_name', v)} required autoComplete="family-name" />
      <TextInputField
        name="phone"
        label={t('lead-form.fields.phone')}
        value={values.phone}
        onChange={(v) => onChange('phone', v)}
        mask={maskPhone}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        description={t('lead-form.fields.phone-hint')}
      />
      <TextInputField name="email" label={t('lead-form.fields.email')} value={values.email} onChange={(v) => onChange('email', v)} required type="email" inputMode="email" autoComplete="email" />
      {contactMethod ? (
        <RadioChoices
          name="preferred_method_of_contact"
          label={t('lead-form.fields.preferred_method_of_contact')}
          options={CONTACT_METHODS.map((value) => ({ value, label: t(`lead-form.contact-method.${value}`) }))}
          value={contactMethod.value}
          onChange={contactMethod.onChange}
          wide
        />
      ) : null}
    </div>
  );
}
