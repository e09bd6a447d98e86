/**
 * The property valuation form (spec 001 §2 "Valuation steps (7)", §3 "Valuation form data", §4, §5
 * "Valuation", §7 "Valuation payload"):
 * 1 municipality (one, required) · 2 property type, year of construction (4 digits), bedrooms,
 * bathrooms, parking, garage (2 digits, all required, 0 accepted) · 3 measurement system
 * (imperial ft²/pi², metric m²), living and lot areas (required, up to 6 digits) · 4 valuation
 * report in the last 5 years, report available (yes/no) · 5 reason for selling, renovations
 * (optional) · 6 contact details · 7 address and consents.
 * Posts `form_type=property_valuation` through `api.contact`.
 */
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { maskArea, maskRooms, maskYear } from '../../../lib/masks';
import { MEASUREMENT_SYSTEMS, PROPERTY_TYPES, type PropertyType } from '../../../schema/leadFormValues';
import { PROPERTY_TYPE_LABELS } from '../../../schema/listingValues';
import { useLocale } from '../../runtime/AppContext';
import { useCaptcha } from '../../ui/captcha/useCaptcha';
import { useLeaveGuard } from '../../runtime/leaveGuard';
import { useFormValues } from '../../ui/forms/useFormValues';
import { AddressStep } from '../_parts/multistep/AddressStep';
import { ContactStep } from '../_parts/multistep/ContactStep';
import { IntroStatus } from '../_parts/multistep/IntroStatus';
import { MultiStepForm } from '../_parts/multistep/MultiStepForm';
import { RadioChoices } from '../_parts/multistep/RadioChoices';
import { SelectField } from '../_parts/multistep/SelectField';
import { TextAreaField } from '../_parts/multistep/TextAreaField';
import { TextInputField } from '../_parts/multistep/TextInputField';
import { addressIncomplete, type LeadContactValues } from '../_parts/multistep/leadContactValues';
import { useMultiStepForm } from '../_parts/multistep/useMultiStepForm';
import { useVisitorContactInfo } from '../_parts/multistep/useVisitorContactInfo';
import { MunicipalityComboBox } from '../_parts/municipalities/MunicipalityComboBox';
import { useMunicipalities } from '../_parts/municipalities/useMunicipalities';
import {
  VALUATION_FIELD_ORDER,
  VALUATION_STEP_FIELDS,
  areaUnit,
  emptyValuationForm,
  valuationRequestBody,
  valuationRules,
  type MeasurementSystem,
  type ValuationFormValues,
  type YesNo,
} from './valuationFormValues';
import fields from '../_parts/multistep/fields.module.css';

export const VALUATION_STEP_COUNT = 7;
export const VALUATION_CAPTCHA_ACTION = 'property_valuation';

export interface PropertyValuationFormProps {
  badge?: string;
  title: ReactNode;
  description?: ReactNode;
  startLabel: string;
  headingTag: 'h1' | 'h2';
}

export function PropertyValuationForm(props: PropertyValuationFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const captcha = useCaptcha('property-valuation', formRef);
  const municipalities = useMunicipalities();
  const { values, setValues, setField, edited } = useFormValues<ValuationFormValues>(() => emptyValuationForm(locale));
  const remember = useVisitorContactInfo<ValuationFormValues>(setValues);

  const machine = useMultiStepForm({
    stepCount: VALUATION_STEP_COUNT,
    stepFields: VALUATION_STEP_FIELDS,
    rules: valuationRules,
    values,
    buildBody: valuationRequestBody,
    captchaAction: VALUATION_CAPTCHA_ACTION,
    captcha,
    formRef,
    honeypotRef,
  });
  // A visitor leaving with answers given and not sent is asked first.
  useLeaveGuard(edited && machine.status !== 'success');

  function update<K extends keyof ValuationFormValues>(field: K, value: ValuationFormValues[K]) {
    const next = setField(field, value);
    if (typeof value === 'string') remember(field, value);
    machine.revalidate(field, next);
  }
  const updateContact = (field: keyof LeadContactValues, value: string) => update(field, value as never);
  const unit = areaUnit(values.measurement_system, locale);

  const fieldLabels: Record<string, string> = {
    municipality: t('property-valuation.fields.municipality'),
    property_type: t('property-valuation.fields.property-type'),
    year_of_construction: t('property-valuation.fields.year-of-construction'),
    nb_bedrooms: t('lead-form.fields.bedrooms'),
    nb_bathrooms: t('lead-form.fields.bathrooms'),
    nb_parking: t('property-valuation.fields.parking'),
    nb_garage: t('property-valuation.fields.garage'),
    measurement_system: t('property-valuation.fields.measurement-system'),
    living_area: t('property-valuation.fields.living-area'),
    land_area: t('property-valuation.fields.land-area'),
    evaluation_report: t('property-valuation.fields.evaluation-report'),
    availability_of_report: t('property-valuation.fields.availability-of-report'),
    reason_for_sale: t('property-valuation.fields.reason-for-sale'),
    renos_and_improvments: t('property-valuation.fields.renovations'),
    first_name: t('lead-form.fields.first_name'),
    last_name: t('lead-form.fields.last_name'),
    phone: t('lead-form.fields.phone'),
    email: t('lead-form.fields.email'),
    address: t('lead-form.fields.address'),
    postal_code: t('lead-form.fields.postal_code'),
    city: t('lead-form.fields.city'),
    province: t('lead-form.fields.province'),
    country: t('lead-form.fields.country'),
  };
  const yesNoOptions = [
    { value: 'yes', label: t('lead-form.yes') },
    { value: 'no', label: t('lead-form.no') },
  ];
  const digits = (name: 'year_of_construction' | 'nb_bedrooms' | 'nb_bathrooms' | 'nb_parking' | 'nb_garage', mask: (v: string) => string) => (
    <TextInputField name={name} label={fieldLabels[name]!} value={values[name]} onChange={(v) => update(name, v)} mask={mask} required inputMode="numeric" />
  );

  const step = machine.step;
  let content: ReactNode = null;
  if (step === 1) {
    content = (
      <MunicipalityComboBox
        name="municipality"
        label={fieldLabels.municipality!}
        municipalities={municipalities.municipalities}
        value={values.municipality}
        onChange={(choice) => update('municipality', choice)}
      />
    );
  } else if (step === 2) {
    content = (
      <div className={fields.grid}>
        <SelectField
          name="property_type"
          label={fieldLabels.property_type!}
          options={PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value][locale] }))}
          value={values.property_type}
          onChange={(value) => update('property_type', value as PropertyType)}
          required
        />
        {digits('year_of_construction', maskYear)}
        {digits('nb_bedrooms', maskRooms)}
        {digits('nb_bathrooms', maskRooms)}
        {digits('nb_parking', maskRooms)}
        {digits('nb_garage', maskRooms)}
      </div>
    );
  } else if (step === 3) {
    content = (
      <div className={fields.grid}>
        <RadioChoices
          name="measurement_system"
          label={fieldLabels.measurement_system!}
          options={MEASUREMENT_SYSTEMS.map((value) => ({ value, label: t(`property-valuation.measurement.${value}`) }))}
          value={values.measurement_system}
          onChange={(value) => update('measurement_system', value as MeasurementSystem)}
          required
          wide
        />
        <TextInputField name="living_area" label={fieldLabels.living_area!} value={values.living_area} onChange={(v) => update('living_area', v)} mask={maskArea} required inputMode="numeric" unit={unit} />
        <TextInputField name="land_area" label={fieldLabels.land_area!} value={values.land_area} onChange={(v) => update('land_area', v)} mask={maskArea} required inputMode="numeric" unit={unit} />
      </div>
    );
  } else if (step === 4) {
    content = (
      <div className={fields.grid}>
        <RadioChoices name="evaluation_report" label={fieldLabels.evaluation_report!} options={yesNoOptions} value={values.evaluation_report} onChange={(v) => update('evaluation_report', v as YesNo)} wide />
        <RadioChoices name="availability_of_report" label={fieldLabels.availability_of_report!} options={yesNoOptions} value={values.availability_of_report} onChange={(v) => update('availability_of_report', v as YesNo)} wide />
      </div>
    );
  } else if (step === 5) {
    content = (
      <div className={fields.grid}>
        <TextAreaField name="reason_for_sale" label={fieldLabels.reason_for_sale!} value={values.reason_for_sale} onChange={(v) => update('reason_for_sale', v)} />
        <TextAreaField name="renos_and_improvments" label={fieldLabels.renos_and_improvments!} value={values.renos_and_improvments} onChange={(v) => update('renos_and_improvments', v)} />
      </div>
    );
  } else if (step === 6) {
    content = <ContactStep values={values} onChange={updateContact} />;
  } else if (step === 7) {
    content = <AddressStep values={values} onChange={updateContact} onConsentChange={(field, selected) => update(field, selected)} />;
  }

  return (
    <MultiStepForm
      machine={machine}
      formType="property_valuation"
      intro={{
        badge: props.badge,
        title: props.title,
        description: props.description,
        startLabel: props.startLabel,
        ready: municipalities.status === 'ready' && captcha.ready,
        status: <IntroStatus captchaReady={captcha.ready} municipalities={municipalities} />,
      }}
      headingTag={props.headingTag}
      stepTitle={step > 0 ? t(`property-valuation.steps.${step}`) : ''}
      fieldLabels={fieldLabels}
      fieldOrder={VALUATION_FIELD_ORDER}
      submitDisabled={addressIncomplete(values)}
      formRef={formRef}
      honeypotRef={honeypotRef}
    >
      {content}
    </MultiStepForm>
  );
}
