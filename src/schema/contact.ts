/**
 * Contact form submission (spec 000 §5 "Contact form", §7 "Contact").
 *
 * One schema shared by the browser (before sending) and the server (`POST /contact`, 422 on
 * failure). Issue messages are i18n keys `contact-form.message.errors.{field}-{rule}` so both sides
 * show the same wording (src/renderer/i18n/messages).
 */
import { z } from 'zod';
import { PHONE_PATTERN, INDIVIDUAL_RECIPIENTS } from './contactValues';


/** Form-encoded booleans arrive as "1"/"0"/"true"/"false"/"on"; missing means false. */
const formBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off', ''])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

const required = (field: string) =>
  z
    .string({ error: `contact-form.message.errors.${field}-required` })
    .trim()
    .min(1, { error: `contact-form.message.errors.${field}-required` });

/** The contact form's fields as the visitor fills them (front-end checks, spec 000 §5). */
export const contactFields = z.object({
  first_name: required('firstname'),
  last_name: required('lastname'),
  email: required('email').pipe(z.email({ error: 'contact-form.message.errors.email-invalid' })),
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().regex(PHONE_PATTERN, { error: 'contact-form.message.errors.phone-invalid' }).optional()),
  message: required('message'),
  consent_transaction: formBoolean,
  consent_marketing: formBoolean,
});
export type ContactFields = z.infer<typeof contactFields>;

/** Recipient types; broker, administrative_team and executive_team count as individual (spec 000 §2). */
export const recipientType = z.enum(['broker', 'administrative_team', 'executive_team', 'team', 'agency', 'office']);

/** The full `POST /api/swc/{microsite_id}/contact` body (form-encoded). */
export const contactSubmission = contactFields.extend({
  recaptcha_response: z.string({ error: 'contact-form.message.errors.captcha-required' }).min(1, {
    error: 'contact-form.message.errors.captcha-required',
  }),
  form_type: z.literal('contact_form'),
  locale: z.enum(['fr', 'en']),
  full_name: z.string().optional(),
  recipient_type: recipientType.optional(),
  recipient_slug: z.string().optional(),
  /** Honeypot: real visitors never fill it. */
  website: z.string().max(0).optional(),
});
export type ContactSubmission = z.infer<typeof contactSubmission>;

export { PHONE_PATTERN, INDIVIDUAL_RECIPIENTS };
