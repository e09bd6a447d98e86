/**
 * Contact, address and consent answers shared by the alert and valuation forms (spec 001 §3 "Alert
 * form data" / "Valuation form data": firstname, lastname, phone, email, address, postal_code,
 * city, province, country, consent_transaction, consent_marketing; §5 rules; §7 base payload).
 */
import type { Locale } from '../../../../lib/locales';
import { propertyValuationSubmission } from '../../../../schema/leadForms';
import { schemaMessage, type FieldRule } from './stepValidation';

export interface LeadContactValues {
  first_name: string;
  last_name: string;
  /** Masked `(###) ###-####`. */
  phone: string;
  email: string;
  address: string;
  /** Masked `A#A #A#`. */
  postal_code: string;
  city: string;
  /** Shown required, not checked (spec 001 §5); default Québec / Quebec. */
  province: string;
  /** Shown required, not checked; default Canada. */
  country: string;
  consent_transaction: boolean;
  consent_marketing: boolean;
}

/** Empty answers with the province and country defaults of the visitor's language. */
export function emptyLeadContact(locale: Locale): LeadContactValues {
  return {
    first_name: '',
    last_name: '',
    phone: '',
    email: '',
    address: '',
    postal_code: '',
    city: '',
    province: locale === 'fr' ? 'Québec' : 'Quebec',
    country: 'Canada',
    consent_transaction: false,
    consent_marketing: false,
  };
}

/** Contact details step fields, in screen order (spec 001 §5: all four required). */
export const CONTACT_STEP_FIELDS = ['first_name', 'last_name', 'phone', 'email'] as const;
/** Address and consent step fields that are checked, in screen order. */
export const ADDRESS_STEP_FIELDS = ['address', 'postal_code', 'city'] as const;

const shape = propertyValuationSubmission.shape;

/** The rules of the shared fields: the wire schema's own field checks (src/schema/leadForms.ts). */
export const leadContactRules: Record<(typeof CONTACT_STEP_FIELDS)[number] | (typeof ADDRESS_STEP_FIELDS)[number], FieldRule<LeadContactValues>> = {
  first_name: (v) => schemaMessage(shape.first_name, v.first_name),
  last_name: (v) => schemaMessage(shape.last_name, v.last_name),
  phone: (v) => schemaMessage(shape.phone, v.phone),
  email: (v) => schemaMessage(shape.email, v.email),
  address: (v) => schemaMessage(shape.address, v.address),
  postal_code: (v) => schemaMessage(shape.postal_code, v.postal_code),
  city: (v) => schemaMessage(shape.city, v.city),
};

/** Submit is disabled on the last step while address, postal code or city is empty (spec 001 §5). */
export function addressIncomplete(values: LeadContactValues): boolean {
  return !values.address.trim() || !values.postal_code.trim() || !values.city.trim();
}

/** What every lead body carries besides the answers. */
export interface LeadBodyExtras {
  captchaToken: string;
  locale: Locale;
  /** The honeypot's value (empty for people). */
  honeypot: string;
  /** The site path of the page the form is on (`/fr/acheter`), when it is a valid one (alert consent record). */
  page?: string;
}

/**
 * The shared part of the form-encoded body (spec 001 §7): every value a string, trimmed; booleans
 * `1`/`0`; `full_name` = first and last name.
 */
export function leadContactBody(values: LeadContactValues, extras: LeadBodyExtras): Record<string, string> {
  const first = values.first_name.trim();
  const last = values.last_name.trim();
  return {
    recaptcha_response: extras.captchaToken,
    locale: extras.locale,
    full_name: [first, last].filter(Boolean).join(' '),
    first_name: first,
    last_name: last,
    phone: values.phone.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    postal_code: values.postal_code.trim().toUpperCase(),
    city: values.city.trim(),
    province: values.province.trim(),
    country: values.country.trim(),
    consent_transaction: values.consent_transaction ? '1' : '0',
    consent_marketing: values.consent_marketing ? '1' : '0',
    website: extras.honeypot,
  };
}
