/**
 * Property alert and valuation submissions (spec 001 §5, §7; spec 000 §7
 * "Contact"): each form type parsed with its own schema, stored exactly as sent, an alert also
 * stored as a saved search (municipality codes, types, price range, rooms), 422 per field with
 * nothing stored, honeypot, and single-use captcha tokens for all three form types.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { ALTCHA_EXPIRES_MS, createAltcha } from '../../src/server/captcha/altcha';
import type { CaptchaVerifier } from '../../src/server/captcha/types';
import { listLeads } from '../../src/server/db/repositories/leads';
import {
  confirmSavedSearch,
  findSavedSearchByLead,
  listActiveSavedSearches,
  unsubscribeSavedSearch,
} from '../../src/server/db/repositories/savedSearches';
import { ALERT_CONSENT_WORDING } from '../../src/schema/alertConsent';
import { leads, savedSearches, type LeadRow } from '../../src/server/db/schema';
import { LEAD_INVALID_FORMAT, requiredKey } from '../../src/schema/leadForms';
import { FIXTURE, insertFixtureSites } from './fixtures';
import {
  fakeCaptcha,
  insertTestMunicipalities,
  submitForm,
  validAlert,
  validContact,
  validValuation,
  without,
} from './leadFormsFixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;
const captchaTokens: string[] = [];
const storedLeads: LeadRow[] = [];
const countingCaptcha: CaptchaVerifier = {
  verify(site, token, ip) {
    captchaTokens.push(token);
    return fakeCaptcha.verify(site, token, ip);
  },
};

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertTestMunicipalities(database.db);
  api = createContentApiApp({ db: database.db, captcha: countingCaptcha, onLeadStored: (lead) => void storedLeads.push(lead) });
});
afterAll(() => database.dispose());
beforeEach(() => {
  captchaTokens.length = 0;
  storedLeads.length = 0;
});

async function counts() {
  const [l] = await database.db.select({ n: count() }).from(leads);
  const [s] = await database.db.select({ n: count() }).from(savedSearches);
  return { leads: Number(l.n), savedSearches: Number(s.n) };
}

async function leadById(id: string): Promise<LeadRow> {
  const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
  return row;
}

/**
 * Submits, expects 200 success (an alert's answer also says its confirmation e-mail was not sent:
 * this app has no mailer), and returns the lead row just stored (read back from the table).
 */
async function submitAndReadBack(body: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await submitForm(api, body, headers);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  expect(await res.json()).toEqual(body.form_type === 'property_alert' ? { status: 'success', alert_confirmation: 'not_sent' } : { status: 'success' });
  expect(storedLeads).toHaveLength(1);
  return leadById(storedLeads[0].id);
}

/** Expects every sent field except the captcha token to be stored with exactly the sent string. */
function expectStoredAsSent(lead: LeadRow, sent: Record<string, string>) {
  const expected = without(sent, 'recaptcha_response', 'website');
  for (const [field, value] of Object.entries(expected)) expect(lead.payload[field], field).toBe(value);
  expect(Object.keys(lead.payload).sort()).toEqual(Object.keys(expected).sort());
}

describe('property_alert', () => {
  it('stores the lead exactly as sent and its saved search in structured form', async () => {
    const lead = await submitAndReadBack(validAlert);
    expect(lead).toMatchObject({ siteId: FIXTURE.siteId, type: 'property_alert', locale: 'fr', status: 'new', listingUls: null });
    expectStoredAsSent(lead, validAlert);
    expect(captchaTokens).toEqual(['good-token']);

    const search = await findSavedSearchByLead(database.db, lead.id);
    expect(search).toMatchObject({
      siteId: FIXTURE.siteId,
      email: 'julie.tremblay@example.ca',
      firstName: 'Julie',
      locale: 'fr',
      municipalityCodes: ['58227', '58007', '75017'],
      propertyTypes: ['maison', 'condo'],
      priceMin: 350000,
      priceMax: 600000,
      bedrooms: 3,
      bathrooms: 2,
      unsubscribedAt: null,
      lastNotifiedAt: null,
      // Pending until the confirmation link is followed, with the consent shown on the form.
      confirmedAt: null,
      consentPage: null,
      consentText: ALERT_CONSENT_WORDING.fr,
    });
    expect(search!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('defaults the budget to 0 / no maximum, any property type, and matches names without case or accents', async () => {
    const sent = {
      ...without(validAlert, 'budget_min', 'budget_max', 'property_type', 'preferred_method_of_contact'),
      municipality: 'LONGUEUIL,  saint-jerome , Les Iles-de-la-Madeleine, longueuil',
      locale: 'en',
      email: '  julie@example.ca ',
      nb_bedrooms: '0',
      nb_bathrooms: '12',
    };
    const lead = await submitAndReadBack(sent);
    expectStoredAsSent(lead, sent);
    expect(await findSavedSearchByLead(database.db, lead.id)).toMatchObject({
      municipalityCodes: ['58227', '75017', '01023'],
      propertyTypes: [],
      priceMin: 0,
      priceMax: null,
      bedrooms: 0,
      bathrooms: 12,
      locale: 'en',
      email: 'julie@example.ca',
    });
  });

  it('keeps budgets beyond the integer column in the lead and clamps them in the saved search', async () => {
    const lead = await submitAndReadBack({ ...validAlert, budget_min: '9999999998', budget_max: '9999999999' });
    expect(lead.payload.budget_max).toBe('9999999999');
    expect(await findSavedSearchByLead(database.db, lead.id)).toMatchObject({ priceMin: 2147483647, priceMax: 2147483647 });
  });

  it('answers 422 for a municipality that is not in the table, stores nothing and keeps the captcha token', async () => {
    const before = await counts();
    const res = await submitForm(api, { ...validAlert, municipality: 'Longueuil, Gotham City' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ status: 'error', errors: { municipality: [LEAD_INVALID_FORMAT] } });
    expect(await counts()).toEqual(before);
    expect(captchaTokens).toEqual([]);
  });

  const alertRequired: [field: string, key: string][] = [
    ['municipality', requiredKey('municipality')],
    ['desired_moving_timeframe', requiredKey('moving_date')],
    ['current_client_situation', requiredKey('current_situation')],
    ['nb_bedrooms', requiredKey('bedrooms')],
    ['nb_bathrooms', requiredKey('bathrooms')],
    ['first_name', requiredKey('firstname')],
    ['last_name', requiredKey('lastname')],
    ['phone', requiredKey('phone')],
    ['email', requiredKey()],
    ['address', requiredKey('address')],
    ['postal_code', requiredKey('postal_code')],
    ['city', requiredKey('city')],
  ];
  it.each(alertRequired)('answers 422 with the required message of %s (missing or blank), storing nothing', async (field, key) => {
    const before = await counts();
    for (const body of [without(validAlert, field), { ...validAlert, [field]: '  ' }]) {
      const res = await submitForm(api, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ status: 'error', errors: { [field]: [key] } });
    }
    expect(await counts()).toEqual(before);
    expect(captchaTokens).toEqual([]);
  });

  it('answers 422 invalid-format per field for malformed values', async () => {
    const res = await submitForm(api, {
      ...validAlert,
      phone: '450-555-0199',
      email: 'julie@example',
      postal_code: 'J4K2T5',
      nb_bedrooms: '123',
      nb_bathrooms: 'deux',
      property_type: 'maison,castle',
      desired_moving_timeframe: 'tomorrow',
      preferred_method_of_contact: 'pigeon',
      municipality: 'Longueuil, ',
    });
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(errors).toEqual({
      phone: [LEAD_INVALID_FORMAT],
      email: [LEAD_INVALID_FORMAT],
      postal_code: [LEAD_INVALID_FORMAT],
      nb_bedrooms: [LEAD_INVALID_FORMAT],
      nb_bathrooms: [LEAD_INVALID_FORMAT],
      property_type: [LEAD_INVALID_FORMAT],
      desired_moving_timeframe: [requiredKey('moving_date')],
      preferred_method_of_contact: [LEAD_INVALID_FORMAT],
      municipality: [LEAD_INVALID_FORMAT],
    });
    const budget = await submitForm(api, { ...validAlert, budget_min: '700000', budget_max: '500000' });
    expect((await budget.json()).errors).toEqual({ budget_max: [LEAD_INVALID_FORMAT] });
  });
});

describe('property_valuation', () => {
  it('stores the lead exactly as sent (whitespace, units and line breaks included), without a saved search', async () => {
    const before = await counts();
    const lead = await submitAndReadBack(validValuation);
    expect(lead).toMatchObject({ type: 'property_valuation', locale: 'en', status: 'new', listingUls: null });
    expectStoredAsSent(lead, validValuation);
    expect(lead.payload.reason_for_sale).toBe('We are moving closer to our grandchildren.\n  Flexible on the date. ');
    expect(await counts()).toEqual({ leads: before.leads + 1, savedSearches: before.savedSearches });
  });

  it('accepts metric areas and empty areas (zero), and stores them as sent', async () => {
    const sent = { ...validValuation, living_area: '110 m²', land_area: '', municipality: 'Lévis', locale: 'fr' };
    expectStoredAsSent(await submitAndReadBack(sent), sent);
  });

  const valuationRequired: [field: string, key: string][] = [
    ['municipality', requiredKey('municipality')],
    ['property_type', requiredKey('property_type')],
    ['year_of_construction', requiredKey('construction_year')],
    ['nb_bedrooms', requiredKey('bedrooms')],
    ['nb_bathrooms', requiredKey('bathrooms')],
    ['nb_parking', requiredKey('parking')],
    ['nb_garage', requiredKey('garage')],
    ['first_name', requiredKey('firstname')],
    ['last_name', requiredKey('lastname')],
    ['phone', requiredKey('phone')],
    ['email', requiredKey()],
    ['address', requiredKey('address')],
    ['postal_code', requiredKey('postal_code')],
    ['city', requiredKey('city')],
  ];
  it.each(valuationRequired)('answers 422 with the required message of %s (missing or blank), storing nothing', async (field, key) => {
    const before = await counts();
    for (const body of [without(validValuation, field), { ...validValuation, [field]: ' ' }]) {
      const res = await submitForm(api, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ status: 'error', errors: { [field]: [key] } });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 422 invalid-format for a 2-digit year, 3-digit rooms and malformed areas', async () => {
    const before = await counts();
    const res = await submitForm(api, {
      ...validValuation,
      year_of_construction: '87',
      nb_parking: '100',
      living_area: '1850',
      land_area: '1234567 ft²',
      evaluation_report: 'maybe',
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      year_of_construction: [LEAD_INVALID_FORMAT],
      nb_parking: [LEAD_INVALID_FORMAT],
      living_area: [LEAD_INVALID_FORMAT],
      land_area: [LEAD_INVALID_FORMAT],
      evaluation_report: [expect.any(String)],
    });
    expect(await counts()).toEqual(before);
  });
});

describe('contact_form', () => {
  it('stores the fields as sent, with the consents as booleans, and the listing MLS number in its column', async () => {
    const lead = await submitAndReadBack({ ...validContact, uls: '12345678' });
    expect(lead).toMatchObject({ type: 'contact_form', locale: 'fr', listingUls: '12345678' });
    for (const field of ['form_type', 'locale', 'full_name', 'first_name', 'last_name', 'email', 'phone', 'message']) {
      expect(lead.payload[field], field).toBe(validContact[field]);
    }
    expect(lead.payload).toMatchObject({ consent_transaction: true, consent_marketing: false });
    expect(lead.payload).not.toHaveProperty('recaptcha_response');
  });

  it('also takes the MLS number as listing_uls, and refuses a malformed one', async () => {
    expect((await submitAndReadBack({ ...validContact, listing_uls: 'MT-2024-77' })).listingUls).toBe('MT-2024-77');
    storedLeads.length = 0;
    expect((await submitAndReadBack(validContact)).listingUls).toBeNull();
    const res = await submitForm(api, { ...validContact, uls: '12 34; drop' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ uls: [LEAD_INVALID_FORMAT] });
  });
});

describe('any form type', () => {
  it('answers 422 form_type for an unknown or missing form_type, storing nothing', async () => {
    const before = await counts();
    const unknown = await submitForm(api, { ...validAlert, form_type: 'property_rental' });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ status: 'error', errors: { form_type: [LEAD_INVALID_FORMAT] } });
    const missing = await submitForm(api, without(validValuation, 'form_type'));
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({ form_type: ['lead-form.errors.required'] });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['contact_form', validContact],
    ['property_alert', validAlert],
    ['property_valuation', validValuation],
  ])('answers success to a filled honeypot on %s but stores nothing and checks no captcha', async (_type, body) => {
    const before = await counts();
    const res = await submitForm(api, { ...body, website: 'https://cheap-pills.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success' });
    expect(await counts()).toEqual(before);
    expect(captchaTokens).toEqual([]);
    expect(storedLeads).toEqual([]);
  });

  it('refuses characters the database cannot store (NUL) with 422 instead of failing', async () => {
    const before = await counts();
    const res = await submitForm(api, { ...validValuation, reason_for_sale: 'a\u0000b' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ reason_for_sale: [LEAD_INVALID_FORMAT] });
    const json = await api.request(`/${FIXTURE.micrositeId}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Site-Key': FIXTURE.siteKey },
      body: JSON.stringify({ ...validContact, message: 'lone \ud800 surrogate' }),
    });
    expect(json.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('answers 413 to a body over 64 KiB, storing nothing', async () => {
    const before = await counts();
    const res = await submitForm(api, { ...validValuation, reason_for_sale: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).status).toBe('error');
    expect(await counts()).toEqual(before);
  });

  it('takes the locale from Content-Language when absent, without adding it to a raw payload', async () => {
    const sent = without(validValuation, 'locale');
    const lead = await submitAndReadBack(sent, { 'Content-Language': 'fr-CA' });
    expect(lead.locale).toBe('fr');
    expectStoredAsSent(lead, sent);
  });
});

describe('saved searches repository', () => {
  it('lists a site’s active saved searches and unsubscribes by token, idempotently', async () => {
    const [alertLead] = (await listLeads(database.db, FIXTURE.siteId)).filter((l) => l.type === 'property_alert');
    const search = (await findSavedSearchByLead(database.db, alertLead.id))!;
    // A new subscription is active only once confirmed.
    expect((await listActiveSavedSearches(database.db, FIXTURE.siteId)).map((s) => s.id)).not.toContain(search.id);
    await confirmSavedSearch(database.db, search.id);
    const active = await listActiveSavedSearches(database.db, FIXTURE.siteId);
    expect(active.map((s) => s.id)).toContain(search.id);
    expect(active.every((s) => s.siteId === FIXTURE.siteId && s.unsubscribedAt === null)).toBe(true);
    expect(await listActiveSavedSearches(database.db, FIXTURE.otherSiteId)).toEqual([]);

    const at = new Date('2026-03-01T12:00:00Z');
    const first = await unsubscribeSavedSearch(database.db, search.unsubscribeToken, at);
    expect(first).toMatchObject({ id: search.id, unsubscribedAt: at });
    const again = await unsubscribeSavedSearch(database.db, search.unsubscribeToken, new Date());
    expect(again?.unsubscribedAt).toEqual(at);
    expect((await listActiveSavedSearches(database.db, FIXTURE.siteId)).map((s) => s.id)).not.toContain(search.id);
    expect(await unsubscribeSavedSearch(database.db, 'no-such-token')).toBeNull();
    expect(await unsubscribeSavedSearch(database.db, '')).toBeNull();
  });
});

describe('captcha tokens are single-use on every form type (real altcha)', () => {
  let realApi: ReturnType<typeof createContentApiApp>;
  beforeAll(() => {
    realApi = createContentApiApp({ db: database.db });
  });

  async function solvedToken(challenge: Challenge): Promise<string> {
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const freshToken = async () => solvedToken((await (await realApi.request('/captcha/challenge')).json()) as Challenge);

  it.each([
    ['contact_form', validContact],
    ['property_alert', validAlert],
    ['property_valuation', validValuation],
  ])('%s: accepts a token once, refuses it reused or expired', async (_type, body) => {
    const token = await freshToken();
    const first = await submitForm(realApi, { ...body, recaptcha_response: token });
    expect(first.status).toBe(200);
    const before = await counts();

    const reused = await submitForm(realApi, { ...body, recaptcha_response: token });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ status: 'error', errors: { recaptcha_response: ['contact-form.message.errors.captcha-invalid'] } });

    const past = createAltcha({ db: database.db, now: () => Date.now() - ALTCHA_EXPIRES_MS - 60_000 });
    const expired = await submitForm(realApi, { ...body, recaptcha_response: await solvedToken(await past.createChallenge()) });
    expect(expired.status).toBe(422);
    expect((await expired.json()).errors).toEqual({ recaptcha_response: ['contact-form.message.errors.captcha-invalid'] });
    expect(await counts()).toEqual(before);
  });
});
