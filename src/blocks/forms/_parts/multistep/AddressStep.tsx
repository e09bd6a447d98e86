/**
 * The address and consent step shared by both forms (alert step 6, valuation step 7; spec 001 §3,
 * §5): address, postal code `A#A #A#`, city (required), province and country (shown required, not
 * checked; defaults Québec/Quebec and Canada), then the transaction and marketing consents.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROUTE_KEYS } from '../../../../lib/locales';
import { maskPostalCode } from '../../../../lib/masks';
import { useLocale } from '../../../runtime/AppContext';
import { ConsentCheckbox } from './ConsentCheckbox';
import { TextInputField } from './TextInputField';
import type { LeadContactValues } from './leadContactValues';
import styles from './fields.module.css';
import shell from './multiStep.module.css';

export interface AddressStepProps {
  values: LeadContactValues;
  onChange(field: keyof LeadContactValues, value: string): void;
  onConsentChange(field: 'consent_transaction' | 'consent_marketing', selected: boolean): void;
}

export function AddressStep({ values, onChange, onConsentChange }: AddressStepProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const newTab = <span className={shell.visuallyHidden}> ({t('common.new-tab')})</span>;
  const routeLink = (href: string) => (chunks: ReactNode[]) => (
    <a href={href} target="_blank" rel="noopener" className={shell.inlineLink}>
      {chunks}
      {newTab}
    </a>
  );
  return (
    <div className={shell.stack}>
      <div className={styles.grid}>
        <TextInputField name="address" label={t('lead-form.fields.address')} value={values.address} onChange={(v) => onChange('address', v)} required autoComplete="street-address" wide />
        <TextInputField
          name="postal_code"
          label={t('lead-form.fields.postal_code')}
          value={values.postal_code}
          onChange={(v) => onChange('postal_code', v)}
          mask={maskPostalCode}
          required
          autoComplete="postal-code"
          placeholder="A1A 1A1"
        />
        <TextInputField name="city" label={t('lead-form.fields.city')} value={values.city} onChange={(v) => onChange('city', v)} required autoComplete="address-level2" />
        <TextInputField name="province" label={t('lead-form.fields.province')} value={values.province} onChange={(v) => onChange('province', v)} required autoComplete="address-level1" />
        <TextInputField name="country" label={t('lead-form.fields.country')} value={values.country} onChange={(v) => onChange('country', v)} required autoComplete="country-name" />
      </div>
      <div className={shell.consents}>
        <ConsentCheckbox name="consent_transaction" isSelected={values.consent_transaction} onChange={(s) => onConsentChange('consent_transaction', s)}>
          <FormattedMessage
            id="contact-form.consent.transaction"
            values={{ terms: routeLink(ROUTE_KEYS.termsOfUse[locale]), privacy: routeLink(ROUTE_KEYS.privacyPolicy[locale]) }}
          />
        </ConsentCheckbox>
        <ConsentCheckbox name="consent_marketing" isSelected={values.consent_marketing} onChange={(s) => onConsentChange('consent_marketing', s)}>
          {t('contact-form.consent.marketing')}
        </ConsentCheckbox>
      </div>
    </div>
  );
}
