import { describe, expect, it } from 'vitest';
import { blockEnvelope } from './block';
import { contactFields, contactSubmission } from './contact';
import { color, image, link } from './content';
import { pageByDomainRequest } from './page';

describe('content types (spec 000 §3)', () => {
  it('accepts the spec image shape and applies defaults', () => {
    const value = image.parse({
      media: { fr: { url: '/images/maison.svg', alt: 'Maison' }, en: { url: '/images/maison.svg' } },
      center: { x: 0.5, y: 0.3 },
      filters: { brightness: 0.9 },
    });
    expect(value.media.en?.alt).toBe('');
  });
  it('rejects an image centre outside 0–1', () => {
    expect(image.safeParse({ media: {}, center: { x: 2, y: 0 } }).success).toBe(false);
  });
  it('accepts a link and defaults target to _self', () => {
    const value = link.parse({ text: { fr: 'Nous joindre', en: 'Contact us' }, url: { fr: '/fr/contact', en: '/en/contact' } });
    expect(value.target).toBe('_self');
  });
  it('rejects a link with an unknown target', () => {
    expect(link.safeParse({ text: {}, url: {}, target: '_parent' }).success).toBe(false);
  });
  it('checks colours', () => {
    expect(color.safeParse('#1a2b3c').success).toBe(true);
    expect(color.safeParse('blue').success).toBe(false);
  });
  it('checks the block envelope', () => {
    expect(blockEnvelope.parse({ block_type: 'cta_block' })).toEqual({ block_type: 'cta_block', block_params: {}, fields: {} });
    expect(blockEnvelope.safeParse({ block_type: '' }).success).toBe(false);
  });
  it('requires a leading slash and a domain for the first page load', () => {
    expect(pageByDomainRequest.safeParse({ path: 'fr', domain_name: 'localhost' }).success).toBe(false);
    expect(pageByDomainRequest.safeParse({ path: '/fr', domain_name: 'localhost' }).success).toBe(true);
  });
});

describe('contact validation (spec 000 §5)', () => {
  const valid = { first_name: 'Marie', last_name: 'Gagnon', email: 'marie@example.ca', message: '  Bonjour  ' };
  const issues = (input: Record<string, unknown>) =>
    (contactFields.safeParse(input).error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

  it('trims the message and accepts an empty phone', () => {
    const value = contactFields.parse({ ...valid, phone: '' });
    expect(value.message).toBe('Bonjour');
    expect(value.phone).toBeUndefined();
    expect(value.consent_marketing).toBe(false);
  });
  it('reports each required field with its message key', () => {
    expect(issues({ first_name: ' ', last_name: '', email: '', message: '   ' })).toEqual([
      'first_name:contact-form.message.errors.firstname-required',
      'last_name:contact-form.message.errors.lastname-required',
      'email:contact-form.message.errors.email-required',
      'message:contact-form.message.errors.message-required',
    ]);
  });
  it('checks the email type and the phone mask', () => {
    expect(issues({ ...valid, email: 'marie@', phone: '514-555-0182' })).toEqual([
      'email:contact-form.message.errors.email-invalid',
      'phone:contact-form.message.errors.phone-invalid',
    ]);
    expect(issues({ ...valid, phone: '(514) 555-0182' })).toEqual([]);
  });
  it('requires the captcha token and form type on the server', () => {
    const result = contactSubmission.safeParse({ ...valid, locale: 'fr', form_type: 'contact_form' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['recaptcha_response']);
    expect(
      contactSubmission.safeParse({ ...valid, locale: 'fr', form_type: 'contact_form', recaptcha_response: 'x', consent_transaction: '1' })
        .data?.consent_transaction,
    ).toBe(true);
  });
});
