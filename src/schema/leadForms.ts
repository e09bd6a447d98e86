/**
 * Property alert and property valuation submissions (spec 001 §3 "Alert form data", "Valuation
 * form data", §5 "Validation rules", §7 "Calls": alert and valuation payloads).
 *
 * These are the wire bodies of `POST /api/swc/{microsite_id}/contact` (form-encoded, every value a
 * string), shared by the browser (the multi-step forms build them) and the server (422 with
 * per-field message keys). The schemas only validate: they never transform a value, so the
 * server can store the payload exactly as it was sent.
 *
 * Message keys (texts in src/renderer/i18n/messages/{fr,en}.json):
 * - `lead-form.errors.required` "Required field" and `lead-form.errors.required.{field}` for the
 *   fields of spec 001 §5 that have their own required message;
 * - `lead-form.errors.invalid-format` "Invalid format".
 */
import { z } from 'zod';
import { PHONE_PATTERN } from './contactValues';
import { PROPERTY_TYPES, MOVING_TIMEFRAMES, CURRENT_SITUATIONS, CONTACT_METHODS, MEASUREMENT_SYSTEMS, AREA_UNITS, POSTAL_CODE_PATTERN, LEAD_EMAIL_PATTERN, AREA_PATTERN, LEAD_REQUIRED, LEAD_INVALID_FORMAT, requiredKey, isFormTrue } from './leadFormValues';
import type { PropertyType } from './leadFormValues';
import { sitePath } from './safeUrl';






const MAX_TEXT = 200;
const MAX_LONG_TEXT = 4000;

/** A required trimmed text (the value itself is not trimmed: payloads are stored as sent). */
const requiredText = (field?: string, max = MAX_TEXT) =>
  z
    .string({ error: requiredKey(field) })
    // abort: a blank field reports "required" only, not also the format checks chained after it.
    .refine((v) => v.trim().length > 0, { error: requiredKey(field), abort: true })
    .refine((v) => v.length <= max, { error: LEAD_INVALID_FORMAT });

const optionalText = (max = MAX_TEXT) => z.string().max(max, { error: LEAD_INVALID_FORMAT }).optional();

/** A required whole number written with 1 to `digits` digits (room counts: 2, year: 4). */
const requiredDigits = (field: string, digits: number, exact = false) =>
  requiredText(field).refine((v) => new RegExp(exact ? `^\\d{${digits}}$` : `^\\d{1,${digits}}$`).test(v.trim()), {
    error: LEAD_INVALID_FORMAT,
  });

/** Form-encoded booleans: `1`/`0`/`true`/`false`/`on`/`off`/empty; missing means false. */
export const formBooleanString = z.enum(['1', '0', 'true', 'false', 'on', 'off', '']).optional();


/** Contact, address and consent fields shared by both forms (spec 001 §7 base payload). */
const leadBase = z.object({
  recaptcha_response: z
    .string({ error: 'contact-form.message.errors.captcha-required' })
    .min(1, { error: 'contact-form.message.errors.captcha-required' }),
  locale: z.enum(['fr', 'en']),
  full_name: optionalText(),
  first_name: requiredText('firstname'),
  last_name: requiredText('lastname'),
  phone: requiredText('phone').refine((v) => PHONE_PATTERN.test(v), { error: LEAD_INVALID_FORMAT }),
  email: requiredText().refine((v) => LEAD_EMAIL_PATTERN.test(v.trim()), { error: LEAD_INVALID_FORMAT }),
  address: requiredText('address'),
  postal_code: requiredText('postal_code').refine((v) => POSTAL_CODE_PATTERN.test(v.trim().toUpperCase()), {
    error: LEAD_INVALID_FORMAT,
  }),
  city: requiredText('city'),
  /** Marked required in the UI but not checked (spec 001 §5). */
  province: optionalText(),
  country: optionalText(),
  consent_transaction: formBooleanString,
  consent_marketing: formBooleanString,
  /** Honeypot: real visitors never fill it. */
  website: z.string().max(0).optional(),
});

/** Comma-and-space separated list (`Longueuil, Brossard`); every entry non-empty. */
const nameList = (field: string) =>
  requiredText(field, 4000).refine((v) => v.split(',').every((part) => part.trim().length > 0), {
    error: LEAD_INVALID_FORMAT,
  });

/** Optional comma-separated property type codes (`maison,condo`), each one of {@link PROPERTY_TYPES}. */
const propertyTypeList = z
  .string()
  .refine(
    (v) =>
      v.trim() === '' ||
      v.split(',').every((code) => (PROPERTY_TYPES as readonly string[]).includes(code.trim())),
    { error: LEAD_INVALID_FORMAT },
  )
  .optional();

/** Optional whole CAD amount (`350000`); empty means none. */
const optionalAmount = z
  .string()
  .refine((v) => v.trim() === '' || /^\d{1,10}$/.test(v.trim()), { error: LEAD_INVALID_FORMAT })
  .optional();

/**
 * The page a form was sent from: a path on the site (`/fr/acheter`), checked with the shared
 * {@link sitePath} schema (at most 500 characters, no `//host`, no whitespace or markup); optional.
 */
const formPage = z
  .string()
  .refine((v) => sitePath.safeParse(v).success, { error: LEAD_INVALID_FORMAT })
  .optional();

/**
 * `form_type=property_alert` body (spec 001 §7 "Alert payload"). `municipality`: the selected
 * names joined by ", "; `property_type`: codes joined by ","; `budget_min` defaults to 0 and an
 * empty or missing `budget_max` means no maximum (spec 001 §4: "max infinite"). `page`: the site
 * path the visitor subscribed on, kept in the subscription's consent record.
 */
export const propertyAlertSubmission = leadBase
  .extend({
    form_type: z.literal('property_alert'),
    municipality: nameList('municipality'),
    desired_moving_timeframe: z.enum(MOVING_TIMEFRAMES, { error: requiredKey('moving_date') }),
    current_client_situation: z.enum(CURRENT_SITUATIONS, { error: requiredKey('current_situation') }),
    budget_min: optionalAmount,
    budget_max: optionalAmount,
    property_type: propertyTypeList,
    nb_bedrooms: requiredDigits('bedrooms', 2),
    nb_bathrooms: requiredDigits('bathrooms', 2),
    preferred_method_of_contact: z.enum(CONTACT_METHODS, { error: LEAD_INVALID_FORMAT }).optional(),
    page: formPage,
  })
  .superRefine((value, ctx) => {
    const min = Number(value.budget_min?.trim() || 0);
    const max = value.budget_max?.trim() ? Number(value.budget_max) : Infinity;
    if (max < min) ctx.addIssue({ code: 'custom', path: ['budget_max'], message: LEAD_INVALID_FORMAT });
  });
export type PropertyAlertSubmission = z.infer<typeof propertyAlertSubmission>;

/** An area field: `"{digits} {unit}"` or empty (sent empty/null when zero, spec 001 §5). */
const areaValue = z
  .string()
  .refine((v) => v === '' || AREA_PATTERN.test(v), { error: LEAD_INVALID_FORMAT })
  .optional();

/** `form_type=property_valuation` body (spec 001 §7 "Valuation payload"). */
export const propertyValuationSubmission = leadBase.extend({
  form_type: z.literal('property_valuation'),
  /** One municipality name (single select). */
  municipality: requiredText('municipality'),
  property_type: z.enum(PROPERTY_TYPES, { error: requiredKey('property_type') }),
  year_of_construction: requiredDigits('construction_year', 4, true),
  nb_bedrooms: requiredDigits('bedrooms', 2),
  nb_bathrooms: requiredDigits('bathrooms', 2),
  nb_parking: requiredDigits('parking', 2),
  nb_garage: requiredDigits('garage', 2),
  living_area: areaValue,
  land_area: areaValue,
  evaluation_report: formBooleanString,
  availability_of_report: formBooleanString,
  reason_for_sale: optionalText(MAX_LONG_TEXT),
  renos_and_improvments: optionalText(MAX_LONG_TEXT),
});
export type PropertyValuationSubmission = z.infer<typeof propertyValuationSubmission>;

/** The `form_type` values the contact endpoint accepts, each with its own schema. */
export const LEAD_FORM_TYPES = ['contact_form', 'property_alert', 'property_valuation'] as const;
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number];

export { PROPERTY_TYPES, MOVING_TIMEFRAMES, CURRENT_SITUATIONS, CONTACT_METHODS, MEASUREMENT_SYSTEMS, AREA_UNITS, POSTAL_CODE_PATTERN, LEAD_EMAIL_PATTERN, AREA_PATTERN, LEAD_REQUIRED, LEAD_INVALID_FORMAT, requiredKey, isFormTrue };
export type { PropertyType };
