/**
 * Rate limits of the public form endpoints over a real socket: one abusive client gets
 * 429 + Retry-After while another still passes; `X-Forwarded-For` keys clients only with
 * TRUST_PROXY; in-process calls are never limited; the settings come from the environment.
 */
import { serve, type ServerType } from '@hono/node-server';
import { count } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { DEFAULT_RATE_LIMITS, readServerConfig, type RateLimits } from '../../src/server/config';
import { leads } from '../../src/server/db/schema';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { fakeCaptcha, insertTestMunicipalities, validContact } from './leadFormsFixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
const servers: ServerType[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertTestMunicipalities(database.db);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await database.dispose();
});

const LIMITS: RateLimits = { form: { points: 3, durationSec: 600 }, captchaChallenge: { points: 5, durationSec: 60 } };

/** Serves a fresh content API app (its own counters) on 127.0.0.1 and returns its base URL. */
async function listen(trustProxy: boolean): Promise<string> {
  const app = createContentApiApp({ db: database.db, captcha: fakeCaptcha, trustProxy, rateLimits: LIMITS });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function post(base: string, forwardedFor?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Site-Key': FIXTURE.siteKey };
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  return fetch(`${base}/${FIXTURE.micrositeId}/contact`, { method: 'POST', headers, body: new URLSearchParams(validContact).toString() });
}

async function leadCount() {
  const [row] = await database.db.select({ n: count() }).from(leads);
  return Number(row.n);
}

describe('form posts', () => {
  it('answers 429 with a clear message and Retry-After to the abusive client only (TRUST_PROXY on)', async () => {
    const base = await listen(true);
    const before = await leadCount();
    for (let i = 0; i < 3; i += 1) expect((await post(base, '203.0.113.10')).status).toBe(200);

    const limited = await post(base, '203.0.113.10, 10.0.0.2');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await limited.json()).toEqual({
      status: 'error',
      message: expect.stringMatching(/too many requests/i),
      errors: { _rate_limit: ['lead-form.errors.rate-limited'] },
    });
    expect(await leadCount()).toBe(before + 3);

    // Another visitor behind the same proxy still passes.
    expect((await post(base, '198.51.100.7')).status).toBe(200);
    expect(await leadCount()).toBe(before + 4);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off: the socket address is the client', async () => {
    const base = await listen(false);
    for (const spoofed of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await post(base, spoofed)).status).toBe(200);
    expect((await post(base, '192.0.2.4')).status).toBe(429);
    expect((await post(base)).status).toBe(429);
  });

  it('counts refused posts too (a bot cannot probe forever with bad bodies)', async () => {
    const base = await listen(true);
    const bad = () =>
      fetch(`${base}/${FIXTURE.micrositeId}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Site-Key': 'wrong', 'X-Forwarded-For': '203.0.113.99' },
        body: 'form_type=contact_form',
      });
    for (let i = 0; i < 3; i += 1) expect((await bad()).status).toBe(403);
    expect((await bad()).status).toBe(429);
  });

  it('never limits in-process calls (SSR, no socket)', async () => {
    const app = createContentApiApp({ db: database.db, captcha: fakeCaptcha, rateLimits: LIMITS });
    for (let i = 0; i < 5; i += 1) {
      const res = await app.request(`/${FIXTURE.micrositeId}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Site-Key': FIXTURE.siteKey },
        body: new URLSearchParams({ ...validContact, website: 'bot' }).toString(),
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('captcha challenges', () => {
  it('are limited with their own, looser counter', async () => {
    const base = await listen(true);
    const challenge = (ip: string) => fetch(`${base}/captcha/challenge`, { headers: { 'X-Forwarded-For': ip } });
    for (let i = 0; i < 5; i += 1) expect((await challenge('203.0.113.20')).status).toBe(200);
    const limited = await challenge('203.0.113.20');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await challenge('203.0.113.21')).status).toBe(200);
    // The form counter is separate: this client can still post.
    expect((await post(base, '203.0.113.20')).status).toBe(200);
  });

  it('leaves the municipalities list unlimited', async () => {
    const base = await listen(true);
    for (let i = 0; i < 8; i += 1) expect((await fetch(`${base}/municipalities`)).status).toBe(200);
  });
});

describe('configuration', () => {
  it('reads TRUST_PROXY and the limits from the environment, with defaults', () => {
    expect(readServerConfig({})).toMatchObject({ trustProxy: false, rateLimits: DEFAULT_RATE_LIMITS });
    expect(DEFAULT_RATE_LIMITS).toEqual({ form: { points: 10, durationSec: 600 }, captchaChallenge: { points: 60, durationSec: 600 } });
    expect(readServerConfig({ TRUST_PROXY: '1', RATE_LIMIT_FORMS: '5/60', RATE_LIMIT_CAPTCHA: 'off' })).toMatchObject({
      trustProxy: true,
      rateLimits: { form: { points: 5, durationSec: 60 }, captchaChallenge: null },
    });
    expect(() => readServerConfig({ RATE_LIMIT_FORMS: 'ten' })).toThrow(/RATE_LIMIT_FORMS/);
    expect(() => readServerConfig({ RATE_LIMIT_CAPTCHA: '5/0' })).toThrow(/RATE_LIMIT_CAPTCHA/);
  });

  it('lets every request through when a limit is off', async () => {
    const app = createContentApiApp({ db: database.db, captcha: fakeCaptcha, trustProxy: true, rateLimits: { form: null, captchaChallenge: null } });
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (let i = 0; i < 12; i += 1) expect((await fetch(`${base}/captcha/challenge`)).status).toBe(200);
  });
});
