/**
 * Lead form values without their schemas (spec 001 §3, §5): the choice lists, patterns and message
 * keys the browser forms use, in a module free of zod so a page does not download the validation
 * library for them. src/schema/leadForms.ts builds its schemas from these and re-exports them.
 */

import { PROPERTY_TYPES } from './listingValues';

export { PROPERTY_TYPES };
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Alert step 2 "moving date" (spec 001 §3: 0-60 days, 60-120 days, 4-8 months, more than 8 months). */
export const MOVING_TIMEFRAMES = ['0-60-days', '60-120-days', '4-8-months', 'more-than-8-months'] as const;

/** Alert step 2 "current situation" (spec 001 §3). */
export const CURRENT_SITUATIONS = ['owner', 'tenant', 'parents', 'abroad', 'other'] as const;

/** Alert step 5 "communication method" (spec 001 §3). */
export const CONTACT_METHODS = ['phone', 'email', 'text'] as const;

/** Valuation step 3 measurement systems and the area units each one sends (spec 001 §3). */
export const MEASUREMENT_SYSTEMS = ['imperial', 'metric'] as const;

export const AREA_UNITS = ['ft²', 'pi²', 'm²'] as const;

/** Postal code mask `A#A #A#` (spec 001 §5), upper case. */
export const POSTAL_CODE_PATTERN = /^[A-Z]\d[A-Z] \d[A-Z]\d$/;

/** Email: text, at sign, text, dot, text (spec 001 §5). */
export const LEAD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An area as sent: up to 6 digits, a space, the unit (`1200 ft²`, `110 m²`). */
export const AREA_PATTERN = /^\d{1,6} (ft²|pi²|m²)$/;

export const LEAD_REQUIRED = 'lead-form.errors.required';

export const LEAD_INVALID_FORMAT = 'lead-form.errors.invalid-format';

/** Message key of a required field; fields with their own message in spec 001 §5 use it. */
export const requiredKey = (field?: string) => (field ? `${LEAD_REQUIRED}.${field}` : LEAD_REQUIRED);

/** `true` for the truthy spellings of {@link formBooleanString}. */
export function isFormTrue(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'on';
}
