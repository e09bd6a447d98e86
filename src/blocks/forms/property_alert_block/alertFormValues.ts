/**
 * The property alert's answers, per-step rules and wire body (spec 001 §3 "Alert form data", §4,
 * §5 "Alert", §7 "Alert payload"). Pure: the component keeps the state, these decide what it means.
 */
import type { Locale } from '../../../lib/locales';
import { propertyAlertSubmission } from '../../../schema/leadForms';
import { type PropertyType } from '../../../schema/leadFormValues';
import {
  ADDRESS_STEP_FIELDS,
  CONTACT_STEP_FIELDS,
  emptyLeadContact,
  leadContactBody,
  leadContactRules,
  type LeadBodyExtras,
  type LeadContactValues,
} from '../_parts/multistep/leadContactValues';
import { schemaMessage, type FieldRule } from '../_parts/multistep/stepValidation';
import { municipalityNames, type MunicipalityChoice } from '../_parts/municipalities/municipalityChoice';
import { budgetBounds, DEFAULT_BUDGET, type BudgetRange } from './budgetSteps';

export interface AlertFormValues extends LeadContactValues {
  municipalities: MunicipalityChoice[];
  desired_moving_timeframe: string | null;
  current_client_situation: string | null;
  budget: BudgetRange;
  property_types: PropertyType[];
  nb_bedrooms: string;
  nb_bathrooms: string;
  preferred_method_of_contact: string | null;
}

/** Empty answers: budget min 0 / max none, email as the contact method, province and country defaults. */
export function emptyAlertForm(locale: Locale): AlertFormValues {
  return {
    ...emptyLeadContact(locale),
    municipalities: [],
    desired_moving_timeframe: null,
    current_client_situation: null,
    budget: DEFAULT_BUDGET,
    property_types: [],
    nb_bedrooms: '',
    nb_bathrooms: '',
    preferred_method_of_contact: 'email',
  };
}

/** The 6 steps' checked fields, in screen order (step 3 budget has no rule). */
export const ALERT_STEP_FIELDS: readonly (readonly string[])[] = [
  ['municipality'],
  ['desired_moving_timeframe', 'current_client_situation'],
  [],
  ['nb_bedrooms', 'nb_bathrooms'],
  CONTACT_STEP_FIELDS,
  ADDRESS_STEP_FIELDS,
];

/** Every field on screen, in order (for the error list). */
export const ALERT_FIELD_ORDER = [
  'municipality',
  'desired_moving_timeframe',
  'current_client_situation',
  'budget_max',
  'property_type',
  'nb_bedrooms',
  'nb_bathrooms',
  'first_name',
  'last_name',
  'phone',
  'email',
  'preferred_method_of_contact',
  'address',
  'postal_code',
  'city',
  'province',
  'country',
] as const;

const shape = propertyAlertSubmission.shape;

/** One rule per field: the wire schema's own checks on the value as it will be sent. */
export const alertRules: Record<string, FieldRule<AlertFormValues>> = {
  ...(leadContactRules as Record<string, FieldRule<AlertFormValues>>),
  municipality: (v) => schemaMessage(shape.municipality, v.municipalities.length ? municipalityNames(v.municipalities) : undefined),
  desired_moving_timeframe: (v) => schemaMessage(shape.desired_moving_timeframe, v.desired_moving_timeframe ?? undefined),
  current_client_situation: (v) => schemaMessage(shape.current_client_situation, v.current_client_situation ?? undefined),
  nb_bedrooms: (v) => schemaMessage(shape.nb_bedrooms, v.nb_bedrooms),
  nb_bathrooms: (v) => schemaMessage(shape.nb_bathrooms, v.nb_bathrooms),
};

/**
 * The form-encoded body of `POST /{microsite_id}/contact` with `form_type=property_alert`, with
 * `page` (the site path the visitor subscribes on) when `extras.page` is set.
 */
export function alertRequestBody(values: AlertFormValues, extras: LeadBodyExtras): Record<string, string> {
  const body: Record<string, string> = {
    ...leadContactBody(values, extras),
    form_type: 'property_alert',
    municipality: municipalityNames(values.municipalities),
    desired_moving_timeframe: values.desired_moving_timeframe ?? '',
    current_client_situation: values.current_client_situation ?? '',
    ...budgetBounds(values.budget),
    property_type: values.property_types.join(','),
    nb_bedrooms: values.nb_bedrooms.trim(),
    nb_bathrooms: values.nb_bathrooms.trim(),
  };
  if (values.preferred_method_of_contact) body.preferred_method_of_contact = values.preferred_method_of_contact;
  if (extras.page) body.page = extras.page;
  return body;
}
