/**
 * Shared pieces of the lead form API tests: a few real Quebec municipalities, valid
 * alert / valuation / contact payloads as the forms send them (spec 001 §7), a fake captcha and
 * a form-encoded submit helper.
 */
import type { Hono } from 'hono';
import type { CaptchaVerifier } from '../../src/server/captcha/types';
import type { Database } from '../../src/server/db/client';
import { upsertMunicipalities } from '../../src/server/db/repositories/municipalities';
import type { MunicipalityRow } from '../../src/server/db/schema';
import { FIXTURE } from './fixtures';

/** Eight municipalities (MAMH codes), inserted out of order. */
export const TEST_MUNICIPALITIES: MunicipalityRow[] = [
  { code: '66023', name: 'Montréal', latitude: 45.50884, longitude: -73.58781, population: 1762949 },
  { code: '58227', name: 'Longueuil', latitude: 45.53121, longitude: -73.51806, population: 254483 },
  { code: '75017', name: 'Saint-Jérôme', latitude: 45.78036, longitude: -74.00365, population: 80213 },
  { code: '01023', name: 'Les Îles-de-la-Madeleine', latitude: 47.38333, longitude: -61.86667, population: 12010 },
  { code: '58007', name: 'Brossard', latitude: 45.45008, longitude: -73.46583, population: 91525 },
  { code: '25213', name: 'Lévis', latitude: 46.80326, longitude: -71.17793, population: 149683 },
  { code: '65005', name: 'Laval', latitude: 45.56995, longitude: -73.692, population: 438366 },
  { code: '23027', name: 'Québec', latitude: 46.81228, longitude: -71.21454, population: 549459 },
];

export async function insertTestMunicipalities(db: Database): Promise<void> {
  await upsertMunicipalities(db, TEST_MUNICIPALITIES);
}

/** The one token the fake captcha accepts. */
export const GOOD_TOKEN = 'good-token';

/** Accepts {@link GOOD_TOKEN} only (instant: property tests run hundreds of submissions). */
export const fakeCaptcha: CaptchaVerifier = {
  async verify(_site, token) {
    return token === GOOD_TOKEN ? { ok: true } : { ok: false, reason: 'fake captcha' };
  },
};

/** A complete property alert as the alert form posts it (spec 001 §7 "Alert payload"). */
export const validAlert: Record<string, string> = {
  recaptcha_response: GOOD_TOKEN,
  form_type: 'property_alert',
  locale: 'fr',
  full_name: 'Julie Tremblay',
  first_name: 'Julie',
  last_name: 'Tremblay',
  phone: '(450) 555-0199',
  email: 'julie.tremblay@example.ca',
  address: '1234, rue des Érables',
  postal_code: 'J4K 2T5',
  city: 'Longueuil',
  province: 'Québec',
  country: 'Canada',
  municipality: 'Longueuil, Brossard, Saint-Jérôme',
  desired_moving_timeframe: '60-120-days',
  current_client_situation: 'tenant',
  budget_min: '350000',
  budget_max: '600000',
  property_type: 'maison,condo',
  nb_bedrooms: '3',
  nb_bathrooms: '2',
  preferred_method_of_contact: 'email',
  consent_transaction: '1',
  consent_marketing: '0',
};

/** A complete valuation as the valuation form posts it (spec 001 §7 "Valuation payload"). */
export const validValuation: Record<string, string> = {
  recaptcha_response: GOOD_TOKEN,
  form_type: 'property_valuation',
  locale: 'en',
  full_name: 'Daniel Bouchard',
  first_name: 'Daniel',
  last_name: 'Bouchard',
  phone: '(514) 555-0123',
  email: 'daniel.bouchard@example.com',
  address: '87 Saint-Georges Street',
  postal_code: 'J7Z 5T4',
  city: 'Saint-Jérôme',
  province: 'Quebec',
  country: 'Canada',
  municipality: 'Saint-Jérôme',
  property_type: 'maison',
  year_of_construction: '1987',
  nb_bedrooms: '4',
  nb_bathrooms: '2',
  nb_parking: '2',
  nb_garage: '0',
  living_area: '1850 ft²',
  land_area: '6500 ft²',
  evaluation_report: '0',
  availability_of_report: '0',
  reason_for_sale: 'We are moving closer to our grandchildren.\n  Flexible on the date. ',
  renos_and_improvments: 'New roof (2021), heat pump, kitchen redone.',
  consent_transaction: '1',
  consent_marketing: '1',
};

/** A contact form submission (spec 000 §7 "Contact") about a listing. */
export const validContact: Record<string, string> = {
  recaptcha_response: GOOD_TOKEN,
  form_type: 'contact_form',
  locale: 'fr',
  full_name: 'Marc Gagnon',
  first_name: 'Marc',
  last_name: 'Gagnon',
  email: 'marc.gagnon@example.ca',
  phone: '(514) 555-0147',
  message: 'Bonjour, je souhaite visiter le condo de la rue Saint-Charles.',
  consent_transaction: '1',
  consent_marketing: '0',
};

/** Posts a form-encoded body to `/{microsite}/contact` of a content API app, with the test site's key. */
export function submitForm(api: Hono, body: Record<string, string>, headers: Record<string, string> = {}) {
  return api.request(`/${FIXTURE.micrositeId}/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      'X-Site-Key': FIXTURE.siteKey,
      ...headers,
    },
    body: new URLSearchParams(body).toString(),
  });
}

/** A copy of `body` without `keys`. */
export function without(body: Record<string, string>, ...keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));
}
