/**
 * Per-step validation of the multi-step lead forms (spec 001 §4 "Multi-step forms: next validates
 * the current step and advances only with no errors", §5 "Alert", "Valuation").
 *
 * A form declares one rule per field (a function of all its values returning a message key of
 * src/schema/leadForms.ts, or undefined when the value is fine) and the fields of each step; the
 * rules are the only place a field's checks live, in both languages (the keys are translated).
 */
import type { z } from 'zod';
import { LEAD_REQUIRED } from '../../../../schema/leadFormValues';

/** Field name → message key of its first problem. */
export type FieldErrors = Record<string, string>;

/** One field's check: the message key of its problem, or undefined when valid. */
export type FieldRule<V> = (values: V) => string | undefined;

/**
 * Checks a wire value with one field schema of src/schema/leadForms.ts (`schema.shape.first_name`):
 * the schema's first message key, or undefined when it parses. Keeps client and server rules one.
 */
export function schemaMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? LEAD_REQUIRED);
}

/**
 * Runs the rules of `fields` (in screen order) against `values`.
 * @returns the invalid fields with their message key; `{}` when the step may advance
 */
export function validateFields<V>(rules: Record<string, FieldRule<V>>, fields: readonly string[], values: V): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const key = rules[field]?.(values);
    if (key) errors[field] = key;
  }
  return errors;
}

/** True for a "required" message key (`lead-form.errors.required` or `lead-form.errors.required.{field}`). */
export function isRequiredMessage(key: string): boolean {
  return key === LEAD_REQUIRED || key.startsWith(`${LEAD_REQUIRED}.`);
}
