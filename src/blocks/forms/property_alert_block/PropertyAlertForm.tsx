/**
 * The property alert form (spec 001 §2 "Alert steps (6)", §3 "Alert form data", §4, §5 "Alert",
 * §7 "Alert payload"):
 * 1 municipalities (several, required) · 2 moving date and current situation (required) ·
 * 3 budget range (min 0 / max none by default) · 4 property types (optional), bedrooms and
 * bathrooms (required, 2 digits) · 5 contact details and preferred method of contact ·
 * 6 address, postal code, city (required), province, country, consents, and the alert consent
 * wording ({@link ALERT_CONSENT_WORDING}, stored with the subscription by the server).
 * Posts `form_type=property_alert` (with the page's path) through `api.contact`; the step machine
 * is {@link useMultiStepForm}, the frame {@link MultiStepForm}. On success the visitor is asked to
 * confirm from their inbox, or told the confirmation e-mail could not be sent (`alert_confirmation:
 * 'not_sent'`).
 */
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { maskRooms } from '../../../lib/masks';
import { ALERT_CONSENT_WORDING } from '../../../schema/alertConsent';
import { CURRENT_SITUATIONS, MOVING_TIMEFRAMES, PROPERTY_TYPES, type PropertyType } from '../../../schema/leadFormValues';
import { PROPERTY_TYPE_LABELS } from '../../../schema/listingValues';
import { useLocale } from '../../runtime/AppContext';
import { useCaptcha } from '../../ui/captcha/useCaptcha';
import { useLeaveGuard } from '../../runtime/leaveGuard';
import { useFormValues } from '../../ui/forms/useFormValues';
import { AddressStep } from '../_parts/multistep/AddressStep';
import { CheckboxChoices } from '../_parts/multistep/CheckboxChoices';
import { ContactStep } from '../_parts/multistep/ContactStep';
import { IntroStatus } from '../_parts/multistep/IntroStatus';
import { MultiStepForm } from '../_parts/multistep/MultiStepForm';
import { RadioChoices } from '../_parts/multistep/RadioChoices';
import { TextInputField } from '../_parts/multistep/TextInputField';
import { addressIncomplete, type LeadContactValues } from '../_parts/multistep/leadContactValues';
import { useMultiStepForm } from '../_parts/multistep/useMultiStepForm';
import { useVisitorContactInfo } from '../_parts/multistep/useVisitorContactInfo';
import { MunicipalityMultiPicker } from '../_parts/municipalities/MunicipalityMultiPicker';
import { useMunicipalities } from '../_parts/municipalities/useMunicipalities';
import { BudgetRangeSlider } from './BudgetRangeSlider';
import { ALERT_FIELD_ORDER, ALERT_STEP_FIELDS, alertRequestBody, alertRules, emptyAlertForm, type AlertFormValues } from './alertFormValues';
import fields from '../_parts/multistep/fields.module.css';

export const ALERT_STEP_COUNT = 6;
export const ALERT_CAPTCHA_ACTION = 'property_alert';

export interface PropertyAlertFormProps {
  badge?: string;
  title: ReactNode;
  description?: ReactNode;
  startLabel: string;
  headingTag: 'h1' | 'h2';
}

export function PropertyAlertForm(props: PropertyAlertFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const captcha = useCaptcha('property-alert', formRef);
  const municipalities = useMunicipalities();
  const { values, setValues, setField, edited } = useFormValues<AlertFormValues>(() => emptyAlertForm(locale));
  const remember = useVisitorContactInfo<AlertFormValues>(setValues);

  const machine = useMultiStepForm({
    stepCount: ALERT_STEP_COUNT,
    stepFields: ALERT_STEP_FIELDS,
    rules: alertRules,
    values,
    buildBody: alertRequestBody,
    captchaAction: ALERT_CAPTCHA_ACTION,
    captcha,
    formRef,
    honeypotRef,
  });
  // A visitor leaving with answers given and not sent is asked first.
  useLeaveGuard(edited && machine.status !== 'success');

  function update<K extends keyof AlertFormValues>(field: K, value: AlertFormValues[K], errorField: string = field) {
    const next = setField(field, value);
    if (typeof value === 'string') remember(field, value);
    machine.revalidate(errorField, next);
  }
  const updateContact = (field: keyof LeadContactValues, value: string) => update(field, value as never);

  const fieldLabels: Record<string, string> = {
    municipality: t('property-alert.fields.municipalities'),
    desired_moving_timeframe: t('property-alert.fields.moving-date'),
    current_client_situation: t('property-alert.fields.current-situation'),
    budget_min: t('property-alert.fields.budget'),
    budget_max: t('property-alert.fields.budget'),
    property_type: t('property-alert.fields.property-type'),
    nb_bedrooms: t('lead-form.fields.bedrooms'),
    nb_bathrooms: t('lead-form.fields.bathrooms'),
    first_name: t('lead-form.fields.first_name'),
    last_name: t('lead-form.fields.last_name'),
    phone: t('lead-form.fields.phone'),
    email: t('lead-form.fields.email'),
    preferred_method_of_contact: t('lead-form.fields.preferred_method_of_contact'),
    address: t('lead-form.fields.address'),
    postal_code: t('lead-form.fields.postal_code'),
    city: t('lead-form.fields.city'),
    province: t('lead-form.fields.province'),
    country: t('lead-form.fields.country'),
  };

  const step = machine.step;
  let content: ReactNode = null;
  if (step === 1) {
    content = (
      <MunicipalityMultiPicker
        name="municipality"
        label={fieldLabels.municipality!}
        municipalities={municipalities.municipalities}
        value={values.municipalities}
        onChange={(choices) => update('municipalities', choices, 'municipality')}
      />
    );
  } else if (step === 2) {
    content = (
      <div className={fields.grid}>
        <RadioChoices
          name="desired_moving_timeframe"
          label={fieldLabels.desired_moving_timeframe!}
          options={MOVING_TIMEFRAMES.map((value) => ({ value, label: t(`property-alert.moving-date.${value}`) }))}
          value={values.desired_moving_timeframe}
          onChange={(value) => update('desired_moving_timeframe', value)}
          required
          wide
        />
        <RadioChoices
          name="current_client_situation"
          label={fieldLabels.current_client_situation!}
          options={CURRENT_SITUATIONS.map((value) => ({ value, label: t(`property-alert.situation.${value}`) }))}
          value={values.current_client_situation}
          onChange={(value) => update('current_client_situation', value)}
          required
          wide
        />
      </div>
    );
  } else if (step === 3) {
    content = <BudgetRangeSlider value={values.budget} onChange={(range) => update('budget', range, 'budget_max')} />;
  } else if (step === 4) {
    content = (
      <div className={fields.grid}>
        <CheckboxChoices
          name="property_type"
          label={fieldLabels.property_type!}
          options={PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value][locale] }))}
          value={values.property_types}
          onChange={(types) => update('property_types', types as PropertyType[], 'property_type')}
        />
        <TextInputField name="nb_bedrooms" label={fieldLabels.nb_bedrooms!} value={values.nb_bedrooms} onChange={(v) => update('nb_bedrooms', v)} mask={maskRooms} required inputMode="numeric" />
        <TextInputField name="nb_bathrooms" label={fieldLabels.nb_bathrooms!} value={values.nb_bathrooms} onChange={(v) => update('nb_bathrooms', v)} mask={maskRooms} required inputMode="numeric" />
      </div>
    );
  } else if (step === 5) {
    content = (
      <ContactStep
        values={values}
        onChange={updateContact}
        contactMethod={{ value: values.preferred_method_of_contact, onChange: (value) => update('preferred_method_of_contact', value) }}
      />
    );
  } else if (step === 6) {
    content = (
      <>
        <AddressStep values={values} onChange={updateContact} onConsentChange={(field, selected) => update(field, selected)} />
        <p className={fields.hint} data-alert-consent="">
          {ALERT_CONSENT_WORDING[locale]}
        </p>
      </>
    );
  }
  const successMessage =
    machine.answer?.alert_confirmation === 'not_sent' ? t('property-alert.success.not-sent') : t('property-alert.success.check-inbox');

  const ready = municipalities.status === 'ready' && captcha.ready;
  return (
    <MultiStepForm
      machine={machine}
      formType="property_alert"
      intro={{
        badge: props.badge,
        title: props.title,
        description: props.description,
        startLabel: props.startLabel,
        ready,
        status: <IntroStatus captchaReady={captcha.ready} municipalities={municipalities} />,
      }}
      headingTag={props.headingTag}
      stepTitle={step > 0 ? t(`property-alert.steps.${step}`) : ''}
      fieldLabels={fieldLabels}
      fieldOrder={ALERT_FIELD_ORDER}
      submitDisabled={addressIncomplete(values)}
      successMessage={successMessage}
      formRef={formRef}
      honeypotRef={honeypotRef}
    >
      {content}
    </MultiStepForm>
  );
}
