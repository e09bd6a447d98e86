/**
 * Several server processes on one PostgreSQL database (DATABASE_URL) share their counters: the
 * form and captcha rate limits, the CMS login captcha threshold and the lockout of an account at
 * one address hold whichever instance a request reaches, and simultaneous wrong logins spread
 * over the instances still reach the password check without a captcha only 3 times. Two apps, each with its own connection pool, stand for two processes behind one
 * proxy (TRUST_PROXY, the client in `X-Forwarded-For`).
 *
 * Runs in the `api-postgres` project only (its throwaway cluster, tests/support/postgresGlobalSetup.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ASSETS } from '../../src/lib/pageAssets';
import { createApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/password';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { insertUser } from '../../src/server/db/repositories/users';
import { createLimiter, RATE_LIMIT_TABLE } from '../../src/server/rateLimitStore';
import type { RenderFunction } from '../../src/server/ssr';
import { solvedAltcha } from '../support/altchaAnswer';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { validContact } from './leadFormsFixtures';
import { emptyPostgresDatabase, openTestDatabase, type TestDatabase } from './testDatabase';

const EDITOR = { email: 'partage@courtier.test', password: 'Deux-Instances-2026' };
const ORIGIN = 'http://localhost';
const stubRender: RenderFunction = async () => new Response('SSR', { headers: { 'Content-Type': 'text/html' } });

type App = ReturnType<typeof createApp>;

describe('counters shared by two instances on PostgreSQL', () => {
  let database: TestDatabase;
  const handles: DatabaseHandle[] = [];
  const apps: App[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      // Each instance with its own connection pool, as two processes.
      const handle = await openDatabase({ databaseUrl: database.databaseUrl });
      handles.push(handle);
      apps.push(
        createApp({
          db: handle.db,
          pgPool: handle.pool,
          render: stubRender,
          config: {
            exposeErrors: false,
            trustProxy: true,
            rateLimits: { form: { points: 3, durationSec: 600 }, captchaChallenge: { points: 5, durationSec: 60 } },
          },
          assets: EMPTY_ASSETS,
          dev: true,
          loginDelayMs: 0,
        }),
      );
    }
    await insertFixtureSites(handles[0].db);
    await insertUser(handles[0].db, { email: EDITOR.email, role: 'editor', passwordHash: await hashPassword(EDITOR.password) });
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await database.dispose();
  });

  const postForm = (app: App, client: string) =>
    app.request(`http://localhost/api/swc/${FIXTURE.micrositeId}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Site-Key': FIXTURE.siteKey, 'X-Forwarded-For': client },
      // The honeypot filled: answered 200 without a captcha, counted like any post.
      body: new URLSearchParams({ ...validContact, website: 'bot' }).toString(),
    });

  const login = (app: App, email: string, password: string, client: string, captcha?: string) =>
    app.request('http://localhost/api/cms/auth/login', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify({ email, password, captcha }),
    });
  /** A solved captcha answer, accepted once by either instance. */
  const captcha = () => solvedAltcha(handles[0].db);
  const errorOf = async (answer: Response | Promise<Response>) => ((await (await answer).json()) as { error: string }).error;

  const statuses = async (answers: (Response | Promise<Response>)[]) => (await Promise.all(answers)).map((res) => res.status);

  it('holds a form rate limit reached on one instance on the other', async () => {
    for (const app of [apps[0], apps[1], apps[0]]) expect((await postForm(app, '203.0.113.10')).status).not.toBe(429);
    const limited = await postForm(apps[1], '203.0.113.10');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await limited.json()).toMatchObject({ errors: { _rate_limit: ['lead-form.errors.rate-limited'] } });
    expect((await postForm(apps[0], '203.0.113.10')).status).toBe(429);
    // Another visitor is not affected.
    expect((await postForm(apps[1], '198.51.100.7')).status).not.toBe(429);
  });

  it('counts captcha challenges across instances, apart from the form counter', async () => {
    const challenge = (app: App) => app.request('http://localhost/api/swc/captcha/challenge', { headers: { 'X-Forwarded-For': '203.0.113.20' } });
    for (let i = 0; i < 5; i += 1) expect((await challenge(apps[i % 2])).status).toBe(200);
    expect((await challenge(apps[0])).status).toBe(429);
    expect((await challenge(apps[1])).status).toBe(429);
    expect((await postForm(apps[0], '203.0.113.20')).status).not.toBe(429);
  });

  // Before, five failures locked an e-mail from everywhere and an address for every account; now
  // the lock holds one account at one address, and everything else asks for a captcha instead.
  it('locks an account out from one address on both instances after 5 failures there spread over them, and only there', async () => {
    for (let i = 0; i < 3; i += 1) expect(await errorOf(login(apps[i % 2], EDITOR.email, 'mauvais', '192.0.2.1'))).toBe('invalid_credentials');
    // The 4th on either instance needs a captcha, solved or not.
    expect(await errorOf(login(apps[1], EDITOR.email, 'mauvais', '192.0.2.1'))).toBe('captcha_required');
    for (let i = 3; i < 5; i += 1) expect(await errorOf(login(apps[i % 2], EDITOR.email, 'mauvais', '192.0.2.1', await captcha()))).toBe('invalid_credentials');
    for (const app of apps) {
      const locked = await login(app, EDITOR.email, EDITOR.password, '192.0.2.1', await captcha());
      expect(locked.status).toBe(429);
      const body = await locked.json();
      expect(body.error).toBe('locked_out');
      expect(body.retry_after_s).toBeGreaterThan(14 * 60);
      expect(body.retry_after_s).toBeLessThanOrEqual(15 * 60);
    }
    // From another address, on either instance: the right password and a captcha.
    expect(await errorOf(login(apps[0], EDITOR.email, EDITOR.password, '192.0.2.100'))).toBe('captcha_required');
    expect((await login(apps[1], EDITOR.email, EDITOR.password, '192.0.2.100', await captcha())).status).toBe(200);
  });

  it('forgets a pair’s failures on every instance after a successful login on one', async () => {
    const email = 'retour@courtier.test';
    await insertUser(handles[1].db, { email, role: 'editor', passwordHash: await hashPassword(EDITOR.password) });
    for (let i = 0; i < 4; i += 1) expect((await login(apps[0], email, 'mauvais', '192.0.2.150', i >= 3 ? await captcha() : undefined)).status).toBe(401);
    expect((await login(apps[1], email, EDITOR.password, '192.0.2.150', await captcha())).status).toBe(200);
    // Five more failures at that address before a lock: the four before the success no longer count.
    for (let i = 0; i < 5; i += 1) expect(await errorOf(login(apps[i % 2], email, 'mauvais', '192.0.2.150', await captcha()))).toBe('invalid_credentials');
    expect((await login(apps[0], email, EDITOR.password, '192.0.2.150', await captcha())).status).toBe(429);
  });

  it('lets only 3 of 100 simultaneous wrong logins for one account, spread over both, reach the password check without a captcha', async () => {
    const email = 'rafale@courtier.test';
    await insertUser(handles[0].db, { email, role: 'editor', passwordHash: await hashPassword(EDITOR.password) });
    const errors = await Promise.all(Array.from({ length: 100 }, (_, i) => errorOf(login(apps[i % 2], email, `mauvais-${i}`, `10.20.${i % 2}.${i + 1}`))));
    expect(errors.filter((e) => e === 'invalid_credentials')).toHaveLength(3);
    expect(errors.filter((e) => e === 'captcha_required')).toHaveLength(97);
  });

  it('lets only 3 of 100 simultaneous wrong logins from one address, spread over both, reach the password check without a captcha', async () => {
    const answers = Array.from({ length: 100 }, (_, i) => login(apps[i % 2], `foule${i}@courtier.test`, 'mauvais', '198.51.100.77'));
    expect(await statuses(answers)).toEqual(Array(100).fill(401));
    const errors = await Promise.all(answers.map(errorOf));
    expect(errors.filter((e) => e === 'invalid_credentials')).toHaveLength(3);
    expect(errors.filter((e) => e === 'captcha_required')).toHaveLength(97);
  });

  it('counts from the first request when instances start together on a new database', async () => {
    // Each round: two processes' limiters all create the counters' table at once, which plain
    // CREATE TABLE IF NOT EXISTS does not survive ("relation already exists"). One new database,
    // its counters' table (and the table's row type) dropped after each round: the same race as
    // on a new database, without creating ten of them.
    const fresh = await emptyPostgresDatabase();
    try {
      for (let round = 0; round < 10; round += 1) {
        // New pools each round: a pool creates the table once.
        const instances = [await openDatabase({ databaseUrl: fresh.url }), await openDatabase({ databaseUrl: fresh.url })];
        try {
          const limiters = instances.flatMap(({ pool }) => ['form', 'captcha', 'login-pair', 'login-account'].map((name) => createLimiter({ name, points: 5, durationSec: 60, pool })));
          const turns = await Promise.all(limiters.map((limiter) => limiter.consume('203.0.113.50')));
          expect(turns.map((turn) => turn.allowed)).toEqual(Array(8).fill(true));
          await instances[0]!.pool!.query(`DROP TABLE "${RATE_LIMIT_TABLE}"`);
        } finally {
          // Closed before the database is dropped: a pool's close waits for its connections to end.
          await Promise.all(instances.map((instance) => instance.close()));
        }
      }
    } finally {
      await fresh.drop();
    }
  });
});
