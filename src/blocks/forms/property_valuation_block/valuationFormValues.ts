/**
 * The property valuation's answers, per-step rules and wire body (spec 001 §3 "Valuation form
 * data", §5 "Valuation", §7 "Valuation payload"). Pure: the component keeps the state.
 */
import type { Locale } from '../../../lib/locales';
import { propertyValuationSubmission } from '../../../schema/leadForms';
import { requiredKey, type PropertyType } from '../../../schema/leadFormValues';
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
import type { MunicipalityChoice } from '../_parts/municipalities/municipalityChoice';

export type MeasurementSystem = 'imperial' | 'metric';
export type YesNo = 'yes' | 'no';

export interface ValuationFormValues extends LeadContactValues {
  municipality: MunicipalityChoice | null;
  property_type: PropertyType | null;
  /** 4 digits. */
  year_of_construction: string;
  /** 2 digits each; 0 accepted. */
  nb_bedrooms: string;
  nb_bathrooms: string;
  nb_parking: string;
  nb_garage: string;
  measurement_system: MeasurementSystem;
  /** Up to 6 digits, in the unit of the measurement system. */
  living_area: string;
  land_area: string;
  evaluation_report: YesNo | null;
  availability_of_report: YesNo | null;
  reason_for_sale: string;
  renos_and_improvments: string;
}

/** Empty answers (imperial by default, as Quebec listings mostly are). */
export function emptyValuationForm(locale: Locale): ValuationFormValues {
  return {
    ...emptyLeadContact(locale),
    municipality: null,
    property_type: null,
    year_of_construction: '',
    nb_bedrooms: '',
    nb_bathrooms: '',
    nb_parking: '',
    nb_garage: '',
    measurement_system: 'imperial',
    living_area: '',
    land_area: '',
    evaluation_report: null,
    availability_of_report: null,
    reason_for_sale: '',
    renos_and_improvments: '',
  };
}

/**
 * The area unit sent and shown (spec 001 §3): metric `m²`; imperial `pi²` when the form is in
 * French, `ft²` in English.
 */
export function areaUnit(system: MeasurementSystem, locale: Locale): 'm²' | 'pi²' | 'ft²' {
  if (system === 'metric') return 'm²';
  return locale === 'fr' ? 'pi²' : 'ft²';
}

/** An area as sent: `"1200 ft²"`, or `""` when empty or zero (spec 001 §5 "null when zero"). */
export function areaWireValue(digits: string, system: MeasurementSystem, locale: Locale): string {
  const amount = Number(digits.trim() || 0);
  return amount > 0 ? `${amount} ${areaUnit(system, locale)}` : '';
}

/** The 7 steps' checked fields, in screen order (steps 4 and 5 are optional). */
export const VALUATION_STEP_FIELDS: readonly (readonly string[])[] = [
  ['municipality'],
  ['property_type', 'year_of_construction', 'nb_bedrooms', 'nb_bathrooms', 'nb_parking', 'nb_garage'],
  ['living_area', 'land_area'],
  [],
  [],
  CONTACT_STEP_FIELDS,
  ADDRESS_STEP_FIELDS,
];

export const VALUATION_FIELD_ORDER = [
  'municipality',
  'property_type',
  'year_of_construction',
  'nb_bedrooms',
  'nb_bathrooms',
  'nb_parking',
  'nb_garage',
  'measurement_system',
  'living_area',
  'land_area',
  'evaluation_report',
  'availability_of_report',
  'reason_for_sale',
  'renos_and_improvments',
  'first_name',
  'last_name',
  'phone',
  'email',
  'address',
  'postal_code',
  'city',
  'province',
  'country',
] as const;

const shape = propertyValuationSubmission.shape;

/** An area is required (0 accepted); its wire form must match the schema. */
const areaRule =
  (field: 'living_area' | 'land_area', requiredField: string): FieldRule<ValuationFormValues> =>
  (v) =>
    v[field].trim() === '' ? requiredKey(requiredField) : schemaMessage(shape[field], areaWireValue(v[field], v.measurement_system, 'en'));

/** One rule per field: the wire schema's own checks, plus "area required" (spec 001 §5). */
export const valuationRules: Record<string, FieldRule<ValuationFormValues>> = {
  ...(leadContactRules as Record<string, FieldRule<ValuationFormValues>>),
  municipality: (v) => schemaMessage(shape.municipality, v.municipality?.name),
  property_type: (v) => schemaMessage(shape.property_type, v.property_type ?? undefined),
  year_of_construction: (v) => schemaMessage(shape.year_of_construction, v.year_of_construction),
  nb_bedrooms: (v) => schemaMessage(shape.nb_bedrooms, v.nb_bedrooms),
  nb_bathrooms: (v) => schemaMessage(shape.nb_bathrooms, v.nb_bathrooms),
  nb_parking: (v) => schemaMessage(shape.nb_parking, v.nb_parking),
  nb_garage: (v) => schemaMessage(shape.nb_garage, v.nb_garage),
  living_area: areaRule('living_area', 'livable_surface'),
  land_area: areaRule('land_area', 'lot_surface'),
};

const yesNo = (value: YesNo | null) => (value === 'yes' ? '1' : value === 'no' ? '0' : '');

/** The form-encoded body of `POST /{microsite_id}/contact` with `form_type=property_valuation`. */
export function valuationRequestBody(values: ValuationFormValues, extras: LeadBodyExtras): Record<string, string> {
  return {
    ...leadContactBody(values, extras),
    form_type: 'property_valuation',
    municipality: values.municipality?.name ?? '',
    property_type: values.property_type ?? '',
    year_of_construction: values.year_of_construction.trim(),
    nb_bedrooms: values.nb_bedrooms.trim(),
    nb_bathrooms: values.nb_bathrooms.trim(),
    nb_parking: values.nb_parking.trim(),
    nb_garage: values.nb_garage.trim(),
    living_area: areaWireValue(values.living_area, values.measurement_system, extras.locale),
    land_area: areaWireValue(values.land_area, values.measurement_system, extras.locale),
    evaluation_report: yesNo(values.evaluation_report),
    availability_of_report: yesNo(values.availability_of_report),
    reason_for_sale: values.reason_for_sale.trim(),
    renos_and_improvments: values.renos_and_improvments.trim(),
  };
}
