/**
 * Contact submissions (spec 000 §7 "Contact"): stored as leads, rejected with 422 field errors
 * (nothing stored), 401/403 for the site key, honeypot, unknown microsite.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContentApiApp } from '../../src/server/api/contentApi';
import type { CaptchaVerifier } from '../../src/server/captcha/types';
import { listLeads } from '../../src/server/db/repositories/leads';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;
/** Fake captcha: accepts the token 'good-token' only and records calls. */
const captchaCalls: string[] = [];
const fakeCaptcha: CaptchaVerifier = {
  async verify(_site, token) {
    captchaCalls.push(token);
    return token === 'good-token' ? { ok: true } : { ok: false, reason: 'fake' };
  },
};

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  api = createContentApiApp({ db: database.db, captcha: fakeCaptcha });
});
afterAll(() => database.dispose());
beforeEach(() => {
  captchaCalls.length = 0;
});

const valid = {
  recaptcha_response: 'good-token',
  form_type: 'contact_form',
  locale: 'fr',
  full_name: 'Marc Gagnon',
  first_name: 'Marc',
  last_name: 'Gagnon',
  email: 'marc.gagnon@example.ca',
  phone: '(514) 555-0147',
  message: '  Bonjour, je souhaite visiter le condo de la rue Saint-Charles.  ',
  consent_transaction: '1',
  consent_marketing: '0',
};

function submit(
  body: Record<string, string>,
  { key = FIXTURE.siteKey as string | null, microsite = FIXTURE.micrositeId, language = 'fr' } = {},
) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
    'Content-Language': language,
  };
  if (key !== null) headers['X-Site-Key'] = key;
  return api.request(`/${microsite}/contact`, { method: 'POST', headers, body: new URLSearchParams(body).toString() });
}

const leadCount = async () => (await listLeads(database.db, FIXTURE.siteId)).length;

describe('POST /:microsite_id/contact', () => {
  it('stores a valid submission as a lead and answers success', async () => {
    const res = await submit(valid);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success' });
    const [lead] = await listLeads(database.db, FIXTURE.siteId);
    expect(lead).toMatchObject({ siteId: FIXTURE.siteId, type: 'contact_form', locale: 'fr' });
    expect(lead.createdAt).toBeInstanceOf(Date);
    expect(lead.payload).toMatchObject({
      first_name: 'Marc',
      last_name: 'Gagnon',
      email: 'marc.gagnon@example.ca',
      phone: '(514) 555-0147',
      message: 'Bonjour, je souhaite visiter le condo de la rue Saint-Charles.',
      consent_transaction: true,
      consent_marketing: false,
    });
    expect(lead.payload).not.toHaveProperty('recaptcha_response');
    expect(lead.payload).not.toHaveProperty('website');
    expect(captchaCalls).toEqual(['good-token']);
  });

  it('accepts multipart bodies and takes the locale from Content-Language when absent', async () => {
    const before = await leadCount();
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...valid, locale: '' })) if (k !== 'locale') form.set(k, v);
    const res = await api.request(`/${FIXTURE.micrositeId}/contact`, {
      method: 'POST',
      headers: { 'X-Site-Key': FIXTURE.siteKey, 'Content-Language': 'en-CA' },
      body: form,
    });
    expect(res.status).toBe(200);
    const leads = await listLeads(database.db, FIXTURE.siteId);
    expect(leads).toHaveLength(before + 1);
    expect(leads.some((l) => l.locale === 'en')).toBe(true);
  });

  it('answers 422 with per-field message keys and stores nothing', async () => {
    const before = await leadCount();
    const res = await submit({ ...valid, first_name: ' ', email: 'not-an-email', phone: '514-555', message: '' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.status).toBe('error');
    expect(body.errors).toEqual({
      first_name: ['contact-form.message.errors.firstname-required'],
      email: ['contact-form.message.errors.email-invalid'],
      phone: ['contact-form.message.errors.phone-invalid'],
      message: ['contact-form.message.errors.message-required'],
    });
    expect(await leadCount()).toBe(before);
    expect(captchaCalls).toEqual([]);
  });

  it('answers 422 on a missing captcha token and on a refused one, storing nothing', async () => {
    const before = await leadCount();
    const { recaptcha_response: _omit, ...noToken } = valid;
    const missing = await submit(noToken);
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.recaptcha_response).toEqual(['contact-form.message.errors.captcha-required']);

    const refused = await submit({ ...valid, recaptcha_response: 'bad-token' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({
      recaptcha_response: ['contact-form.message.errors.captcha-invalid'],
    });
    expect(await leadCount()).toBe(before);
  });

  it('answers 401 without X-Site-Key and 403 with a wrong one, storing nothing', async () => {
    const before = await leadCount();
    expect((await submit(valid, { key: null })).status).toBe(401);
    expect((await submit(valid, { key: 'wrong-key' })).status).toBe(403);
    expect((await submit(valid, { key: `${FIXTURE.siteKey}x` })).status).toBe(403);
    // The other site's key does not open this site.
    expect((await submit(valid, { key: 'other-key' })).status).toBe(403);
    expect(await leadCount()).toBe(before);
  });

  it('answers success to a filled honeypot but stores nothing', async () => {
    const before = await leadCount();
    const res = await submit({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success' });
    expect(await leadCount()).toBe(before);
    expect(captchaCalls).toEqual([]);
  });

  it('answers 404 for an unknown microsite', async () => {
    const res = await submit(valid, { microsite: 'nobody' });
    expect(res.status).toBe(404);
  });

  it('answers 422, not 500, for garbage bodies', async () => {
    const res = await api.request(`/${FIXTURE.micrositeId}/contact`, {
      method: 'POST',
      headers: { 'X-Site-Key': FIXTURE.siteKey, 'Content-Type': 'application/json' },
      body: '{broken',
    });
    expect(res.status).toBe(422);
    const text = await api.request(`/${FIXTURE.micrositeId}/contact`, {
      method: 'POST',
      headers: { 'X-Site-Key': FIXTURE.siteKey, 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(422);
  });
});
