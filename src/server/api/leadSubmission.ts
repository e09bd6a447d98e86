/**
 * Parsing a `POST /{microsite_id}/contact` body by its `form_type`:
 *
 * | form_type            | schema                                             | stored payload           |
 * |----------------------|----------------------------------------------------|--------------------------|
 * | `contact_form`       | `contactSubmission` (+ optional `uls`/`listing_uls`) | the parsed fields |
 * | `property_alert`     | `propertyAlertSubmission` (src/schema/leadForms.ts) | the raw strings as sent  |
 * | `property_valuation` | `propertyValuationSubmission`                      | the raw strings as sent  |
 *
 * The captcha token (`recaptcha_response`) and the honeypot (`website`) are never stored. A field
 * holding a character PostgreSQL cannot store (NUL, a lone UTF-16 surrogate) is refused with
 * `lead-form.errors.invalid-format` rather than failing later with a 500.
 */
import { z } from 'zod';
import { contactSubmission } from '../../schema/contact';
import {
  LEAD_FORM_TYPES,
  LEAD_INVALID_FORMAT,
  LEAD_REQUIRED,
  propertyAlertSubmission,
  propertyValuationSubmission,
  type LeadFormType,
  type PropertyAlertSubmission,
  type PropertyValuationSubmission,
} from '../../schema/leadForms';
import { fieldErrors } from './validation';

/** An MLS number (`uls`): letters, digits and dashes, at most 32 characters. */
export const LISTING_ULS_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

const listingUls = z
  .string()
  .refine((v) => v.trim() === '' || LISTING_ULS_PATTERN.test(v.trim()), { error: LEAD_INVALID_FORMAT })
  .optional();

/** The contact form body plus the MLS number of the listing the visitor asks about (`uls` or `listing_uls`). */
export const contactLeadSubmission = contactSubmission.extend({ uls: listingUls, listing_uls: listingUls });

/** A validated submission, ready to store. */
export type LeadSubmission =
  | { formType: 'contact_form'; data: z.infer<typeof contactLeadSubmission> }
  | { formType: 'property_alert'; data: PropertyAlertSubmission }
  | { formType: 'property_valuation'; data: PropertyValuationSubmission };

/** What to store for a valid submission. */
export interface ParsedLead {
  submission: LeadSubmission;
  /** The lead's `payload`. */
  payload: Record<string, unknown>;
  locale: 'fr' | 'en';
  /** The captcha token to verify. */
  captchaToken: string;
  /** MLS number of the listing asked about (contact form only), or null. */
  listingUls: string | null;
}

export type LeadParseResult = { ok: true; lead: ParsedLead } | { ok: false; errors: Record<string, string[]> };

const SCHEMAS = {
  contact_form: contactLeadSubmission,
  property_alert: propertyAlertSubmission,
  property_valuation: propertyValuationSubmission,
} as const;

const NEVER_STORED = new Set(['recaptcha_response', 'website']);
/** NUL, or a UTF-16 surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- PostgreSQL cannot store a NUL character in text
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isLeadFormType(value: unknown): value is LeadFormType {
  return typeof value === 'string' && (LEAD_FORM_TYPES as readonly string[]).includes(value);
}

/**
 * Validates a body with the schema of its `form_type`.
 * @param body the body as a flat record (form values are strings; JSON may give booleans)
 * @param sent the field names the client actually sent (a locale taken from Content-Language is
 *   not one of them, so it is not written into a raw payload)
 * @returns the lead to store, or per-field message keys (422): an unknown or missing `form_type`
 *   gives `{ form_type: ['lead-form.errors.invalid-format' | 'lead-form.errors.required'] }`
 */
export function parseLeadSubmission(body: Record<string, unknown>, sent: ReadonlySet<string> = new Set(Object.keys(body))): LeadParseResult {
  const formType = body.form_type;
  if (!isLeadFormType(formType)) {
    const missing = formType === undefined || formType === '';
    return { ok: false, errors: { form_type: [missing ? LEAD_REQUIRED : LEAD_INVALID_FORMAT] } };
  }
  const schema = SCHEMAS[formType];
  const unstorable: Record<string, string[]> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = Object.hasOwn(body, key) ? body[key] : undefined;
    if (typeof value === 'string' && UNSTORABLE.test(value)) unstorable[key] = [LEAD_INVALID_FORMAT];
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success || Object.keys(unstorable).length > 0) {
    return { ok: false, errors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...unstorable } };
  }

  if (formType === 'contact_form') {
    const data = parsed.data as z.infer<typeof contactLeadSubmission>;
    const { recaptcha_response, website: _honeypot, uls, listing_uls, ...fields } = data;
    const listing = (uls ?? '').trim() || (listing_uls ?? '').trim() || null;
    return {
      ok: true,
      lead: {
        submission: { formType, data },
        payload: fields,
        locale: data.locale,
        captchaToken: recaptcha_response,
        listingUls: listing,
      },
    };
  }

  const data = parsed.data as PropertyAlertSubmission | PropertyValuationSubmission;
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (sent.has(key) && !NEVER_STORED.has(key) && value !== undefined) payload[key] = value;
  }
  const submission = (formType === 'property_alert'
    ? { formType, data: data as PropertyAlertSubmission }
    : { formType, data: data as PropertyValuationSubmission }) satisfies LeadSubmission;
  return {
    ok: true,
    lead: { submission, payload, locale: data.locale, captchaToken: data.recaptcha_response, listingUls: null },
  };
}
