/**
 * The contact form's values, checks and wire body (spec 000 §5 "Contact form", §7 "Contact",
 * §8 "Contact form"). Pure functions: the component keeps the state, these decide what it means.
 */
import { PHONE_PATTERN } from '../../../schema/contactValues';
import type { ContactInfo } from '../../runtime/stores';
import type { Locale } from '../../../lib/locales';

/** The visible fields, in screen order (the first invalid one gets the focus). */
export const CONTACT_FIELD_ORDER = ['first_name', 'last_name', 'email', 'phone', 'message'] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_ORDER)[number];

/** What the visitor typed; consents are the two optional boxes. */
export interface ContactFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  consent_transaction: boolean;
  consent_marketing: boolean;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  message: '',
  consent_transaction: false,
  consent_marketing: false,
};

/** Form field ↔ visitor contact info key (spec 000 §3: firstname, lastname, email, phone only). */
export const CONTACT_INFO_FIELDS = { first_name: 'firstname', last_name: 'lastname', email: 'email', phone: 'phone' } as const;

/** Prefills empty fields from the visitor's stored contact info. */
export function prefillFromContactInfo(values: ContactFormValues, info: ContactInfo): ContactFormValues {
  const next = { ...values };
  for (const [field, key] of Object.entries(CONTACT_INFO_FIELDS) as [keyof typeof CONTACT_INFO_FIELDS, keyof ContactInfo][]) {
    const stored = info[key];
    if (!next[field] && stored) next[field] = stored;
  }
  return next;
}

/** Per-field message keys (`contact-form.message.errors.{field}-{rule}`), first problem only. */
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/** True for a "required" message key (shown inline as `contact-form.errors.required`). */
export function isRequiredKey(key: string): boolean {
  return key.endsWith('-required');
}

/**
 * The e-mail shape the server's schema accepts (zod's `z.email()` pattern; a unit test keeps them
 * equal). Written out here so the form checks as the visitor types without downloading zod.
 */
// eslint-disable-next-line no-useless-escape -- zod's pattern character for character, so the test can compare them
export const CONTACT_EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const REQUIRED_KEY: Record<Exclude<ContactFieldName, 'phone'>, string> = {
  first_name: 'contact-form.message.errors.firstname-required',
  last_name: 'contact-form.message.errors.lastname-required',
  email: 'contact-form.message.errors.email-required',
  message: 'contact-form.message.errors.message-required',
};

/**
 * Runs the front-end checks: the same rules and message keys as `contactFields` of
 * src/schema/contact.ts, which the server applies (a unit test compares them on generated input).
 * @returns the first message key of each invalid field; `{}` when the form may be sent
 */
export function validateContactForm(values: ContactFormValues): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of Object.keys(REQUIRED_KEY) as (keyof typeof REQUIRED_KEY)[]) {
    if (!values[field].trim()) errors[field] = REQUIRED_KEY[field];
  }
  if (!errors.email && !CONTACT_EMAIL_PATTERN.test(values.email.trim())) errors.email = 'contact-form.message.errors.email-invalid';
  const phone = values.phone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = 'contact-form.message.errors.phone-invalid';
  return errors;
}

/** Checks one field (on blur): its message key, or undefined when it is fine. */
export function validateContactField(values: ContactFormValues, field: ContactFieldName): string | undefined {
  return validateContactForm(values)[field];
}

/** The invalid fields in screen order. */
export function invalidFieldsInOrder(errors: ContactFieldErrors): ContactFieldName[] {
  return CONTACT_FIELD_ORDER.filter((field) => errors[field]);
}

export interface ContactBodyExtras {
  captchaToken: string;
  locale: Locale;
  recipientType?: string;
  recipientSlug?: string;
  /** MLS number of the listing the request is about; sent as `uls`. */
  listingUls?: string;
  /** The honeypot's value (empty for people). */
  honeypot: string;
}

/**
 * The form-encoded body of `POST /{microsite_id}/contact` (spec 000 §7 "Contact"): every value a
 * string; booleans as `1`/`0`; the message trimmed; `full_name` = first and last name; `uls` (the
 * listing's MLS number) when the form is about a listing.
 */
export function contactRequestBody(values: ContactFormValues, extras: ContactBodyExtras): Record<string, string> {
  const first = values.first_name.trim();
  const last = values.last_name.trim();
  const body: Record<string, string> = {
    recaptcha_response: extras.captchaToken,
    form_type: 'contact_form',
    locale: extras.locale,
    full_name: [first, last].filter(Boolean).join(' '),
    first_name: first,
    last_name: last,
    phone: values.phone.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    consent_transaction: values.consent_transaction ? '1' : '0',
    consent_marketing: values.consent_marketing ? '1' : '0',
    website: extras.honeypot,
  };
  if (extras.recipientType) body.recipient_type = extras.recipientType;
  if (extras.recipientSlug) body.recipient_slug = extras.recipientSlug;
  if (extras.listingUls) body.uls = extras.listingUls;
  return body;
}

/**
 * Splits a 422 answer's `errors` (`{field: [message keys]}`) into inline errors for the visible
 * fields and the list of keys for the failure toast (deduplicated, in the server's order).
 */
export function serverErrors(errors: Record<string, string[]> | undefined): { fields: ContactFieldErrors; keys: string[] } {
  const fields: ContactFieldErrors = {};
  const keys: string[] = [];
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (!Array.isArray(messages)) continue;
    for (const key of messages) {
      if (typeof key !== 'string') continue;
      if (!keys.includes(key)) keys.push(key);
      if ((CONTACT_FIELD_ORDER as readonly string[]).includes(field)) fields[field as ContactFieldName] ??= key;
    }
  }
  return { fields, keys };
}
