/**
 * Property-based tests (fast-check) of `POST /{microsite_id}/contact` for the three form types
 *: whatever the body — arbitrary records of strings, arbitrary mutations of a valid
 * payload, arbitrary JSON — the answer is 2xx or 4xx, never 5xx, and a 4xx stores nothing (leads
 * and saved searches counted before and after). The captcha verifier is a fake so runs are fast.
 */
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { leads, savedSearches } from '../../src/server/db/schema';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { fakeCaptcha, GOOD_TOKEN, insertTestMunicipalities, validAlert, validContact, validValuation } from './leadFormsFixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

const NUM_RUNS = 100;
const TIMEOUT_MS = 180_000;

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertTestMunicipalities(database.db);
  // Rate limits do not apply in process (no socket), so hundreds of posts are fine.
  api = createContentApiApp({ db: database.db, captcha: fakeCaptcha });
});
afterAll(() => database.dispose());

async function counts() {
  const [l] = await database.db.select({ n: count() }).from(leads);
  const [s] = await database.db.select({ n: count() }).from(savedSearches);
  return { leads: Number(l.n), savedSearches: Number(s.n) };
}

function post(body: BodyInit, contentType: string) {
  return api.request(`/${FIXTURE.micrositeId}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Site-Key': FIXTURE.siteKey, Accept: 'application/json' },
    body,
  });
}

/**
 * Posts and checks the invariant: status 2xx or 4xx, JSON body; a 4xx stores nothing; a 2xx
 * stores at most one lead (none for a honeypot) and, for an alert, exactly one saved search with it.
 */
async function expectSafeOutcome(send: () => Response | Promise<Response>) {
  const before = await counts();
  const res = await send();
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(200);
  expect(res.status, text).toBeLessThan(500);
  const body = JSON.parse(text);
  const after = await counts();
  if (res.status >= 400) {
    expect(body.status, text).toBe('error');
    expect(after, text).toEqual(before);
  } else {
    const newLeads = after.leads - before.leads;
    expect([0, 1]).toContain(newLeads);
    const newSearches = after.savedSearches - before.savedSearches;
    expect(newSearches === 0 || (newSearches === 1 && newLeads === 1)).toBe(true);
    // A stored alert also says its confirmation e-mail was not sent (this app has no mailer).
    expect(body).toEqual(newSearches === 1 ? { status: 'success', alert_confirmation: 'not_sent' } : { status: 'success' });
  }
  return res.status;
}

const formEncoded = (record: Record<string, string>) => post(new URLSearchParams(record).toString(), 'application/x-www-form-urlencoded');
const json = (value: unknown) => post(JSON.stringify(value), 'application/json');

/** Strings a form field may receive from a careless client or a bot. */
const tricky = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '00',
  '1e3',
  'NaN',
  '9999999999',
  '99999999999999999999',
  '2147483648',
  'Longueuil, Montréal',
  'longueuil,,brossard',
  ', ',
  'maison,comm',
  'maison,',
  'fr',
  'en',
  'true',
  '1850 ft²',
  '0 m²',
  '(514) 555-0147',
  'H2X 1Y4',
  'a@b.c',
  '\u0000',
  'x\u0000y',
  '\ud800',
  '<script>alert(1)</script>',
  "'; drop table leads; --",
  'É'.repeat(250),
  'a'.repeat(5000),
  GOOD_TOKEN,
);
const anyString = fc.oneof(tricky, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));

const FORMS = [
  ['contact_form', validContact],
  ['property_alert', validAlert],
  ['property_valuation', validValuation],
] as const;

describe.each(FORMS)('%s', (formType, valid) => {
  const fieldNames = [...Object.keys(valid), 'website', 'uls', 'listing_uls', 'message', 'municipality', 'budget_max'];
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

  it(
    'answers 2xx or 4xx to arbitrary records of strings, storing nothing on 4xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(key, anyString, { maxKeys: 25 }),
          fc.option(fc.constantFrom(formType, 'contact_form', 'property_alert', 'property_valuation', 'nope'), { nil: undefined }),
          async (record, type) => {
            const body = type === undefined ? record : { ...record, form_type: type };
            await expectSafeOutcome(() => formEncoded(body));
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'answers 2xx or 4xx to arbitrary mutations of a valid payload, storing nothing on 4xx',
    async () => {
      const mutation = fc.tuple(
        fc.constantFrom(...fieldNames),
        fc.oneof(
          fc.constant<{ kind: 'delete' }>({ kind: 'delete' }),
          fc.record({ kind: fc.constant<'set'>('set'), value: anyString }),
          fc.record({ kind: fc.constant<'wrap'>('wrap'), before: anyString, after: anyString }),
        ),
      );
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(fc.array(mutation, { maxLength: 3 }), async (mutations) => {
          const body: Record<string, string> = { ...valid };
          for (const [field, change] of mutations) {
            // The honeypot answers success without storing: fill it only in single-mutation runs
            // so that real parsing is exercised most of the time.
            if (field === 'website' && change.kind !== 'delete' && mutations.length > 1) continue;
            if (change.kind === 'delete') delete body[field];
            else if (change.kind === 'set') body[field] = change.value;
            else body[field] = `${change.before}${body[field] ?? ''}${change.after}`;
          }
          statuses.add(await expectSafeOutcome(() => formEncoded(body)));
        }),
        { numRuns: NUM_RUNS },
      );
      // Both outcomes were exercised: some mutations are still valid, some are refused.
      expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 422]));
    },
    TIMEOUT_MS,
  );

  it(
    'answers 2xx or 4xx to arbitrary JSON values over a valid payload, storing nothing on 4xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(key, fc.oneof(fc.jsonValue({ maxDepth: 2 }), anyString), { maxKeys: 4 }), async (overrides) => {
          await expectSafeOutcome(() => json({ ...valid, ...overrides }));
        }),
        { numRuns: NUM_RUNS },
      );
      // Not even an object.
      for (const value of [null, [valid], 'valid', 42]) await expectSafeOutcome(() => json(value));
    },
    TIMEOUT_MS,
  );
});
