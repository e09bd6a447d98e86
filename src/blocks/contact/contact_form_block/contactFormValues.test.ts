import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { contactFields } from '../../../schema/contact';
import {
  EMPTY_CONTACT_FORM,
  contactRequestBody,
  invalidFieldsInOrder,
  prefillFromContactInfo,
  serverErrors,
  CONTACT_EMAIL_PATTERN,
  validateContactForm,
} from './contactFormValues';

const valid = {
  ...EMPTY_CONTACT_FORM,
  first_name: 'Julie',
  last_name: 'Roy',
  email: 'julie.roy@example.ca',
  message: 'Bonjour',
};

describe('validateContactForm', () => {
  it('accepts a complete form with an empty phone', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('requires first name, last name, email and a message that is not only spaces', () => {
    expect(validateContactForm({ ...EMPTY_CONTACT_FORM, message: '   ' })).toEqual({
      first_name: 'contact-form.message.errors.firstname-required',
      last_name: 'contact-form.message.errors.lastname-required',
      email: 'contact-form.message.errors.email-required',
      message: 'contact-form.message.errors.message-required',
    });
  });

  it('checks the email and the masked phone', () => {
    const errors = validateContactForm({ ...valid, email: 'julie@', phone: '(418) 555-01' });
    expect(errors).toEqual({
      email: 'contact-form.message.errors.email-invalid',
      phone: 'contact-form.message.errors.phone-invalid',
    });
    expect(invalidFieldsInOrder(errors)).toEqual(['email', 'phone']);
    expect(validateContactForm({ ...valid, phone: '(418) 555-0199' })).toEqual({});
  });
});

describe('contactRequestBody', () => {
  it('builds the spec 000 §7 body with trimmed values and 1/0 consents', () => {
    const body = contactRequestBody(
      { ...valid, first_name: ' Julie ', message: '  Une visite?  ', consent_marketing: true },
      { captchaToken: 'tok', locale: 'fr', recipientType: 'team', recipientSlug: 'equipe-estrie', honeypot: '' },
    );
    expect(body).toEqual({
      recaptcha_response: 'tok',
      form_type: 'contact_form',
      locale: 'fr',
      full_name: 'Julie Roy',
      first_name: 'Julie',
      last_name: 'Roy',
      phone: '',
      email: 'julie.roy@example.ca',
      message: 'Une visite?',
      consent_transaction: '0',
      consent_marketing: '1',
      recipient_type: 'team',
      recipient_slug: 'equipe-estrie',
      website: '',
    });
  });

  it('leaves out the recipient when there is none', () => {
    const body = contactRequestBody(valid, { captchaToken: 't', locale: 'en', honeypot: '' });
    expect(body).not.toHaveProperty('recipient_type');
    expect(body).not.toHaveProperty('recipient_slug');
  });
});

describe('serverErrors', () => {
  it('maps visible fields inline and lists every key once', () => {
    expect(
      serverErrors({
        email: ['contact-form.message.errors.email-invalid'],
        recaptcha_response: ['contact-form.message.errors.captcha-invalid'],
        phone: ['contact-form.message.errors.phone-invalid', 'contact-form.message.errors.email-invalid'],
      }),
    ).toEqual({
      fields: { email: 'contact-form.message.errors.email-invalid', phone: 'contact-form.message.errors.phone-invalid' },
      keys: [
        'contact-form.message.errors.email-invalid',
        'contact-form.message.errors.captcha-invalid',
        'contact-form.message.errors.phone-invalid',
      ],
    });
    expect(serverErrors(undefined)).toEqual({ fields: {}, keys: [] });
  });
});

describe('prefillFromContactInfo', () => {
  it('fills only empty fields from the four contact info keys', () => {
    const next = prefillFromContactInfo({ ...EMPTY_CONTACT_FORM, first_name: 'Luc' }, { firstname: 'Julie', lastname: 'Roy', phone: '(418) 555-0199' });
    expect(next).toMatchObject({ first_name: 'Luc', last_name: 'Roy', phone: '(418) 555-0199', email: '', message: '' });
  });
});

describe('validateContactForm and the server’s contactFields schema', () => {
  it('use zod’s e-mail pattern', () => {
    expect(CONTACT_EMAIL_PATTERN.source).toBe(regexes.email.source);
  });

  it('find the same first problem per field on any input', () => {
    const text = fc.oneof(fc.constant(''), fc.constant('  '), fc.string(), fc.emailAddress(), fc.constantFrom('(514) 555-0199', '514-555-0199', 'julie@', 'a@b.co', ' a@b.ca '));
    fc.assert(
      fc.property(fc.record({ first_name: text, last_name: text, email: text, phone: text, message: text, consent_transaction: fc.boolean(), consent_marketing: fc.boolean() }), (values) => {
        const parsed = contactFields.safeParse(values);
        const expected: Record<string, string> = {};
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          const field = String(issue.path[0]);
          expected[field] ??= issue.message;
        }
        expect(validateContactForm(values)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
