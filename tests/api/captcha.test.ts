/**
 * Captcha: altcha challenge from the API, solved with altcha-lib's solver, accepted
 * once and refused when reused; provider `none` refuses; reCAPTCHA checks success and hostname.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { createAltcha, ALTCHA_EXPIRES_MS } from '../../src/server/captcha/altcha';
import { verifyRecaptcha } from '../../src/server/captcha/recaptcha';
import { listLeads } from '../../src/server/db/repositories/leads';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  api = createContentApiApp({ db: database.db });
});
afterAll(() => database.dispose());

async function solvedToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const form = (token: string) =>
  new URLSearchParams({
    recaptcha_response: token,
    form_type: 'contact_form',
    locale: 'en',
    first_name: 'Sarah',
    last_name: 'Nguyen',
    email: 'sarah.nguyen@example.ca',
    message: 'I would like an evaluation of my duplex in Longueuil.',
  }).toString();

const submit = (token: string) =>
  api.request(`/${FIXTURE.micrositeId}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Site-Key': FIXTURE.siteKey },
    body: form(token),
  });

describe('altcha captcha', () => {
  it('serves a signed, expiring, uncached challenge', async () => {
    const res = await api.request('/captcha/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]+$/);
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    const expiresInS = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(expiresInS).toBeGreaterThan(590);
    expect(expiresInS).toBeLessThanOrEqual(600);
  });

  it('accepts a solved challenge once and refuses it when reused', async () => {
    const challenge = (await (await api.request('/captcha/challenge')).json()) as Challenge;
    const token = await solvedToken(challenge);

    const first = await submit(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'success' });

    const reused = await submit(token);
    expect(reused.status).toBe(422);
    expect((await reused.json()).errors).toEqual({ recaptcha_response: ['contact-form.message.errors.captcha-invalid'] });
    expect(await listLeads(database.db, FIXTURE.siteId)).toHaveLength(1);
  });

  it('refuses forged, tampered and unreadable tokens', async () => {
    const challenge = (await (await api.request('/captcha/challenge')).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const tampered = { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } };
    const tamperedToken = Buffer.from(JSON.stringify({ challenge: tampered, solution })).toString('base64');
    expect((await submit(tamperedToken)).status).toBe(422);
    expect((await submit('not-base64-json')).status).toBe(422);
    const otherKey = createAltcha({ db: database.db, hmacKey: 'someone-else' });
    expect((await submit(await solvedToken(await otherKey.createChallenge()))).status).toBe(422);
  });

  it('refuses an expired challenge', async () => {
    const past = createAltcha({ db: database.db, now: () => Date.now() - ALTCHA_EXPIRES_MS - 60_000 });
    const token = await solvedToken(await past.createChallenge());
    expect(await past.verify(token)).toMatchObject({ ok: false });
  });

  it('keeps the generated HMAC key across instances (stored in the database)', async () => {
    const a = createAltcha({ db: database.db });
    const b = createAltcha({ db: database.db });
    const token = await solvedToken(await a.createChallenge());
    expect(await b.verify(token)).toEqual({ ok: true });
  });
});

describe('captcha provider none', () => {
  it('refuses every submission with captcha-invalid', async () => {
    const db2 = await openTestDatabase();
    try {
      await insertFixtureSites(db2.db, 'none');
      const app2 = createContentApiApp({ db: db2.db });
      const challenge = (await (await app2.request('/captcha/challenge')).json()) as Challenge;
      const res = await app2.request(`/${FIXTURE.micrositeId}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Site-Key': FIXTURE.siteKey },
        body: form(await solvedToken(challenge)),
      });
      expect(res.status).toBe(422);
      expect((await res.json()).errors.recaptcha_response).toEqual(['contact-form.message.errors.captcha-invalid']);
      expect(await listLeads(db2.db, FIXTURE.siteId)).toHaveLength(0);
    } finally {
      await db2.dispose();
    }
  });
});

describe('reCAPTCHA v2 verification', () => {
  const site = { domains: ['courtier.test'] };
  const google = (answer: unknown, status = 200) => {
    const calls: URLSearchParams[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push(new URLSearchParams(String(init.body)));
      return new Response(JSON.stringify(answer), { status });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  };

  it('accepts success on one of the site domains, sending secret, token and IP', async () => {
    const { calls, fetchImpl } = google({ success: true, hostname: 'courtier.test' });
    expect(await verifyRecaptcha(site, 's3cret', 'tok', '203.0.113.9', fetchImpl)).toEqual({ ok: true });
    expect(Object.fromEntries(calls[0])).toEqual({ secret: 's3cret', response: 'tok', remoteip: '203.0.113.9' });
  });

  it('refuses a failure, a foreign hostname and an HTTP error', async () => {
    expect((await verifyRecaptcha(site, 's', 't', null, google({ success: false }).fetchImpl)).ok).toBe(false);
    expect((await verifyRecaptcha(site, 's', 't', null, google({ success: true, hostname: 'evil.test' }).fetchImpl)).ok).toBe(false);
    expect((await verifyRecaptcha(site, 's', 't', null, google({}, 500).fetchImpl)).ok).toBe(false);
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect((await verifyRecaptcha(site, 's', 't', null, offline)).ok).toBe(false);
  });
});
