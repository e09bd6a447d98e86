/**
 * CMS access: login, session cookie, logout revocation, growing delay, captcha after repeated
 * failures and the lockout of one account at one address, CSRF on auth writes, and the first
 * admin of the seed. More on the lockout (who it spares, the admins' e-mail): loginLockout.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { DEMO_ADMIN, ensureFirstAdmin } from '../../src/server/auth/firstAdmin';
import { createCmsApiApp } from '../../src/server/cms/app';
import { findUserByEmail, insertUser } from '../../src/server/db/repositories/users';
import { solvedAltcha } from '../support/altchaAnswer';
import { insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

const EDITOR = { email: 'editrice@courtier.test', password: 'Rive-Nord-Editrice-2026' };

let database: TestDatabase;
let app: ReturnType<typeof createCmsApiApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertUser(database.db, { email: 'Editrice@Courtier.test', name: 'Élise Tremblay', role: 'editor', passwordHash: await hashPassword(EDITOR.password) });
  app = createCmsApiApp({ db: database.db, loginDelayMs: 0, clientIp: (c) => c.req.header('x-test-ip') ?? null });
});
afterAll(() => database.dispose());

const ORIGIN = 'http://localhost';

function call(path: string, init: { method?: string; body?: unknown; cookie?: string; origin?: string | null; ip?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.origin !== null) headers.Origin = init.origin ?? ORIGIN;
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.ip) headers['x-test-ip'] = init.ip;
  return app.request(`http://localhost${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** `vitrine_session=<token>` from a response's Set-Cookie, and the raw header. */
function sessionCookie(res: Response): { cookie: string; header: string } {
  const header = res.headers.get('set-cookie') ?? '';
  const match = /vitrine_session=([^;]*)/.exec(header);
  return { cookie: match ? `vitrine_session=${match[1]}` : '', header };
}

const login = (email: string, password: string, ip?: string, captcha?: string) => call('/auth/login', { method: 'POST', body: { email, password, captcha }, ip });
/** A solved captcha answer, accepted once. */
const captcha = () => solvedAltcha(database.db);
/** Password checks recorded for `email` (attempts refused before the check are not). */
async function passwordChecks(email: string): Promise<number> {
  const result = (await database.db.execute(`select count(*)::int as n from login_attempts where email = '${email}'`)) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

describe('login', () => {
  it('logs in with the right password (any e-mail case) and sets a HttpOnly, Lax session cookie', async () => {
    const res = await login('EDITRICE@courtier.test', EDITOR.password);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ email: EDITOR.email, name: 'Élise Tremblay', role: 'editor' });
    expect(body.user).not.toHaveProperty('passwordHash');
    const { cookie, header } = sessionCookie(res);
    expect(cookie).toMatch(/^vitrine_session=[A-Za-z0-9_-]{43}$/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Max-Age=604800/);
    // localhost: no Secure flag, so the cookie works over plain http in development.
    expect(header).not.toMatch(/Secure/i);

    const me = await call('/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(EDITOR.email);
  });

  it('stores only a hash of the session token', async () => {
    const res = await login(EDITOR.email, EDITOR.password);
    const token = sessionCookie(res).cookie.split('=')[1];
    const rows = (await database.db.execute(`select token_hash from sessions`)) as unknown as { rows: { token_hash: string }[] };
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers 401 invalid_credentials for a wrong password or an unknown e-mail, without a cookie', async () => {
    for (const [email, password] of [
      [EDITOR.email, 'not-the-password'],
      ['personne@courtier.test', EDITOR.password],
    ]) {
      const res = await login(email, password, '10.0.0.9');
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'invalid_credentials' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers 422 with field messages for a malformed body, never 500', async () => {
    const res = await call('/auth/login', { method: 'POST', body: { email: '' } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('invalid_body');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['email', 'password']));
    const notJson = await app.request('/auth/login', { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(422);
  });

  it('answers 401 unauthenticated on /auth/me without a session', async () => {
    const res = await call('/auth/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'unauthenticated' });
  });
});

describe('logout', () => {
  it('revokes the session: the same cookie is refused afterwards', async () => {
    const { cookie } = sessionCookie(await login(EDITOR.email, EDITOR.password));
    expect((await call('/auth/me', { cookie })).status).toBe(200);
    const out = await call('/auth/logout', { method: 'POST', cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/vitrine_session=;.*Max-Age=0/i);
    const me = await call('/auth/me', { cookie });
    expect(me.status).toBe(401);
  });

  it('refuses a logout from a foreign origin (CSRF) and keeps the session', async () => {
    const { cookie } = sessionCookie(await login(EDITOR.email, EDITOR.password));
    const res = await call('/auth/logout', { method: 'POST', cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'csrf' });
    expect((await call('/auth/me', { cookie })).status).toBe(200);
  });
});

describe('throttling and lockout', () => {
  // Before, five failures locked an e-mail from everywhere and an address for every account; now
  // the lock holds one account at one address, and everything else asks for a captcha instead.
  it('locks an account out from one address for 15 minutes after 5 failures there (429 with retry_after_s), even with the right password', async () => {
    const email = 'verrou@courtier.test';
    await insertUser(database.db, { email, role: 'editor', passwordHash: await hashPassword('Le-Bon-Mot-De-Passe') });
    for (let i = 0; i < 3; i++) expect((await login(email, `mauvais-${i}`, '203.0.113.21')).status).toBe(401);
    // The 4th and 5th failures need a solved captcha each.
    for (let i = 3; i < 5; i++) expect(await (await login(email, `mauvais-${i}`, '203.0.113.21', await captcha())).json()).toMatchObject({ error: 'invalid_credentials' });
    const locked = await login(email, 'Le-Bon-Mot-De-Passe', '203.0.113.21', await captcha());
    expect(locked.status).toBe(429);
    const body = await locked.json();
    expect(body.error).toBe('locked_out');
    expect(body.retry_after_s).toBeGreaterThan(14 * 60);
    expect(body.retry_after_s).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers.get('retry-after')).toBe(String(body.retry_after_s));
    expect(locked.headers.get('set-cookie')).toBeNull();
  });

  it('lets the user in again once the window has passed', async () => {
    const email = 'retour@courtier.test';
    await insertUser(database.db, { email, role: 'editor', passwordHash: await hashPassword('Le-Bon-Mot-De-Passe') });
    // The lockout counters follow the system clock: only Date is faked (timers stay real).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
      // No client address known: the lock holds the account alone.
      const timed = createCmsApiApp({ db: database.db, loginDelayMs: 0 });
      const attempt = (password: string, answer?: string) =>
        timed.request('/auth/login', { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, captcha: answer }) });
      for (let i = 0; i < 5; i++) expect((await attempt('mauvais', i >= 3 ? await captcha() : undefined)).status).toBe(401);
      expect((await attempt('Le-Bon-Mot-De-Passe', await captcha())).status).toBe(429);
      vi.setSystemTime(new Date('2026-03-02T10:14:00Z'));
      expect((await attempt('Le-Bon-Mot-De-Passe', await captcha())).status).toBe(429);
      vi.setSystemTime(new Date('2026-03-02T10:16:00Z'));
      // The failures' window is over too: no captcha needed.
      expect((await attempt('Le-Bon-Mot-De-Passe')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for a captcha, and never locks, when one address fails for many accounts', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await (await login(`inconnu${i}@courtier.test`, 'x', '203.0.113.7')).json());
    expect(answers.map((a) => [a.error, a.captcha_required])).toEqual([
      ['invalid_credentials', false],
      ['invalid_credentials', false],
      ['invalid_credentials', true],
    ]);
    const asked = await login(EDITOR.email, EDITOR.password, '203.0.113.7');
    expect(asked.status).toBe(401);
    expect(await asked.json()).toMatchObject({ error: 'captcha_required', captcha_required: true });
    expect((await login(EDITOR.email, EDITOR.password, '203.0.113.7', await captcha())).status).toBe(200);
    // Another client is not affected.
    expect((await login(EDITOR.email, EDITOR.password, '203.0.113.8')).status).toBe(200);
  });

  it('forgets a pair’s failures after a successful login, and never counts successes against an address', async () => {
    const email = 'oubli@courtier.test';
    await insertUser(database.db, { email, role: 'editor', passwordHash: await hashPassword('Le-Bon-Mot-De-Passe') });
    for (let i = 0; i < 4; i++) expect((await login(email, 'mauvais', undefined, i >= 3 ? await captcha() : undefined)).status).toBe(401);
    expect((await login(email, 'Le-Bon-Mot-De-Passe', undefined, await captcha())).status).toBe(200);
    // Five more failures before a lock: the four before the success no longer count.
    for (let i = 0; i < 5; i++) expect(await (await login(email, 'mauvais', undefined, await captcha())).json()).toMatchObject({ error: 'invalid_credentials' });
    expect((await login(email, 'Le-Bon-Mot-De-Passe', undefined, await captcha())).status).toBe(429);
    // An office: ten editors' logins from one address.
    for (let i = 0; i < 10; i++) expect((await login(EDITOR.email, EDITOR.password, '203.0.113.50')).status).toBe(200);
  });

  it('lets only 3 of 100 simultaneous wrong logins for one account reach the password check without a captcha, and locks nothing', async () => {
    const email = 'rafale@courtier.test';
    await insertUser(database.db, { email, role: 'editor', passwordHash: await hashPassword('Le-Bon-Mot-De-Passe') });
    // Each attempt from its own address: only the account's counter can stop them.
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(email, `mauvais-${i}`, `192.0.2.${i + 1}`)));
    expect(answers.map((res) => res.status)).toEqual(Array(100).fill(401));
    const codes = await Promise.all(answers.map(async (res) => (await res.json()).error as string));
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(3);
    expect(codes.filter((code) => code === 'captcha_required')).toHaveLength(97);
    expect(await passwordChecks(email)).toBe(3);
    // The owner, from anywhere: the right password and a captcha.
    expect(await (await login(email, 'Le-Bon-Mot-De-Passe', '192.0.2.200')).json()).toMatchObject({ error: 'captcha_required' });
    expect((await login(email, 'Le-Bon-Mot-De-Passe', '192.0.2.200', await captcha())).status).toBe(200);
  });

  it('lets only 3 of 100 simultaneous wrong logins from one client address reach the password check, whatever the e-mails', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(`foule${i}@courtier.test`, 'mauvais', '198.51.100.77')));
    expect(answers.map((res) => res.status)).toEqual(Array(100).fill(401));
    const codes = await Promise.all(answers.map(async (res) => (await res.json()).error as string));
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(3);
    expect(codes.filter((code) => code === 'captcha_required')).toHaveLength(97);
    // The e-mails refused because of the address were not counted against themselves.
    expect((await login(EDITOR.email, EDITOR.password, '198.51.100.78')).status).toBe(200);
    expect((await login(EDITOR.email, EDITOR.password, '198.51.100.77', await captcha())).status).toBe(200);
  });

  it('slows each failure more than the previous one', async () => {
    const delays: number[] = [];
    const slow = createCmsApiApp({ db: database.db, loginDelayMs: 40, sleep: async (ms) => void delays.push(ms) });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const res = await slow.request('/auth/login', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
        // From the 4th attempt on, with the captcha it needs.
        body: JSON.stringify({ email: 'lent@courtier.test', password: 'mauvais', captcha: attempt >= 3 ? await captcha() : undefined }),
      });
      expect(res.status).toBe(401);
    }
    // The delay each failed answer waited: doubled per failure (the wall time is the machine's).
    expect(delays).toEqual([40, 80, 160, 320]);
  });
});

describe('Secure cookie outside localhost', () => {
  it('marks the cookie Secure for a public host name', async () => {
    await database.db.execute(`update sites set domains = array_append(domains, 'courtier.example.ca') where id = 'site-test'`);
    const res = await app.request('https://courtier.example.ca/auth/login', {
      method: 'POST',
      headers: { Origin: 'https://courtier.example.ca', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });
});

describe('first admin of the seed', () => {
  const quiet = { log: () => undefined, warn: () => undefined };

  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD when there is no user, and only then', async () => {
    const db = await openTestDatabase();
    try {
      expect(await ensureFirstAdmin(db.db, { adminEmail: 'Patron@Agence.test', adminPassword: 'Un-Mot-De-Passe-Long', log: quiet })).toBe('created');
      const admin = await findUserByEmail(db.db, 'patron@agence.test');
      expect(admin?.role).toBe('admin');
      expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await ensureFirstAdmin(db.db, { adminEmail: 'autre@agence.test', adminPassword: 'Un-Mot-De-Passe-Long', log: quiet })).toBe('exists');
      expect(await findUserByEmail(db.db, 'autre@agence.test')).toBeNull();
    } finally {
      await db.dispose();
    }
  });

  it('creates the documented demo admin only on a loopback host, with a warning', async () => {
    const db = await openTestDatabase();
    try {
      const warnings: string[] = [];
      const log = { log: () => undefined, warn: (m: string) => warnings.push(m) };
      // As at start: the sites are seeded before the first admin, who gets every one of them.
      await insertFixtureSites(db.db);
      expect(await ensureFirstAdmin(db.db, { host: '0.0.0.0', log })).toBe('none');
      expect(await findUserByEmail(db.db, DEMO_ADMIN.email)).toBeNull();
      expect(warnings.at(-1)).toMatch(/npm run users -- add/);
      expect(await ensureFirstAdmin(db.db, { host: '127.0.0.1', log })).toBe('demo');
      expect(warnings.at(-1)).toMatch(/local-only demo admin/);
      const demo = createCmsApiApp({ db: db.db, loginDelayMs: 0 });
      const res = await demo.request('/auth/login', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@vitrine.local', password: 'vitrine-demo-2026' }),
      });
      expect(res.status).toBe(200);
      expect((await res.json()).user.role).toBe('admin');
    } finally {
      await db.dispose();
    }
  });
});
