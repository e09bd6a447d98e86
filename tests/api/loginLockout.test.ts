/**
 * Failed CMS logins lock out the attacker's pair, not the people: five failures for one account
 * from one address lock that account from that address only (429 `locked_out`), while the same
 * account from another address and other accounts from that address still log in with their
 * right password, after the self-hosted captcha that repeated failures ask for (401
 * `captcha_required` until it is solved). The site's admins get one e-mail per locked account and
 * window, over SMTP to a local sink. Client addresses come from a test header, as the socket
 * address would.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLockoutNotifier, type LockoutNotifier } from '../../src/server/auth/lockoutNotifier';
import { hashPassword } from '../../src/server/auth/password';
import { createCmsApiApp } from '../../src/server/cms/app';
import { insertUser } from '../../src/server/db/repositories/users';
import { solvedAltcha } from '../support/altchaAnswer';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

const ADMIN = { email: 'admin@courtier.test', password: 'Admin-De-La-Rive-Sud-2026' };
const EDITOR = { email: 'editeur@courtier.test', password: 'Editeur-De-La-Rive-Sud-2026' };
/** An admin of the other site only: never told about this site's accounts. */
const OTHER_ADMIN = 'patron@agence.test';
const ORIGIN = 'http://localhost';
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

let database: TestDatabase;
let sink: SmtpSink;
let notifier: LockoutNotifier;
let app: ReturnType<typeof createCmsApiApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertUser(database.db, { email: ADMIN.email, name: 'Admin', role: 'admin', passwordHash: await hashPassword(ADMIN.password), sites: [FIXTURE.siteId] });
  await insertUser(database.db, { email: EDITOR.email, name: 'Éditeur', role: 'editor', passwordHash: await hashPassword(EDITOR.password), sites: [FIXTURE.siteId] });
  await insertUser(database.db, { email: OTHER_ADMIN, role: 'admin', passwordHash: await hashPassword('Patron-De-L-Agence-2026'), sites: [FIXTURE.otherSiteId] });
  sink = await startSmtpSink();
  notifier = createLockoutNotifier({ db: database.db, mail: { smtpUrl: sink.url, mailFrom: 'Vitrine test <no-reply@vitrine.test>' }, log: quietLog });
  app = createCmsApiApp({ db: database.db, loginDelayMs: 0, clientIp: (c) => c.req.header('x-test-ip') ?? null, lockoutNotifier: notifier });
});
afterAll(async () => {
  await notifier.whenIdle();
  await sink.close();
  await database.dispose();
});
beforeEach(() => {
  sink.messages.length = 0;
});

/** One login from `ip`, with a captcha answer when given. */
function login(email: string, password: string, ip: string, captcha?: string) {
  return app.request('http://localhost/auth/login', {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'x-test-ip': ip },
    body: JSON.stringify({ email, password, captcha }),
  });
}

const captcha = () => solvedAltcha(database.db);

/**
 * `count` wrong passwords for `email` from `ip`, each with a solved captcha once one is asked for
 * (by the previous answer, or by a `captcha_required` answer, then sent again): all reach the
 * password check, answered 401 `invalid_credentials`.
 */
async function failFrom(email: string, ip: string, count: number): Promise<void> {
  let needsCaptcha = false;
  for (let i = 0; i < count; i += 1) {
    let res = await login(email, `pas-le-bon-${i}`, ip, needsCaptcha ? await captcha() : undefined);
    let body = await res.json();
    if (!needsCaptcha && body.error === 'captcha_required') {
      res = await login(email, `pas-le-bon-${i}`, ip, await captcha());
      body = await res.json();
    }
    expect([res.status, body.error]).toEqual([401, 'invalid_credentials']);
    needsCaptcha = body.captcha_required === true;
  }
}

/** The right password from `ip`: answered captcha_required first when it must be, then with a captcha. Never a 429. */
async function logInFrom(user: { email: string; password: string }, ip: string): Promise<Response> {
  const first = await login(user.email, user.password, ip);
  expect(first.status).not.toBe(429);
  if (first.status === 200) return first;
  expect(await first.json()).toMatchObject({ error: 'captcha_required', captcha_required: true });
  return login(user.email, user.password, ip, await captcha());
}

describe('the lock holds one account at one address', () => {
  it('locks admin@ from address A after five failures there, and only there', async () => {
    await failFrom(ADMIN.email, '203.0.113.10', 5);

    const locked = await login(ADMIN.email, ADMIN.password, '203.0.113.10', await captcha());
    expect(locked.status).toBe(429);
    const body = await locked.json();
    expect(body).toMatchObject({ error: 'locked_out' });
    expect(body.retry_after_s).toBeGreaterThan(14 * 60);
    expect(body.retry_after_s).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers.get('set-cookie')).toBeNull();

    // The same account's right password from address B logs in (after the captcha).
    const fromB = await logInFrom(ADMIN, '203.0.113.11');
    expect(fromB.status).toBe(200);
    expect((await fromB.json()).user.email).toBe(ADMIN.email);
    expect(fromB.headers.get('set-cookie')).toMatch(/vitrine_session=/);

    // Another account's right password from address A logs in (after the captcha).
    const otherHere = await logInFrom(EDITOR, '203.0.113.10');
    expect(otherHere.status).toBe(200);
    expect((await otherHere.json()).user.email).toBe(EDITOR.email);

    // A is still locked for admin@ alone.
    expect((await login(ADMIN.email, ADMIN.password, '203.0.113.10', await captcha())).status).toBe(429);
  });
});

describe('captcha after repeated failures', () => {
  it('says after 3 failures that a captcha is required, refuses the right password without a valid one, and logs in with one', async () => {
    const email = 'captcha@courtier.test';
    const password = 'Un-Mot-De-Passe-Bien-Long';
    await insertUser(database.db, { email, role: 'editor', passwordHash: await hashPassword(password), sites: [FIXTURE.siteId] });

    const failures = [];
    for (let i = 0; i < 3; i += 1) failures.push(await (await login(email, 'mauvais', '198.51.100.20')).json());
    expect(failures.map((f) => [f.error, f.captcha_required])).toEqual([
      ['invalid_credentials', false],
      ['invalid_credentials', false],
      ['invalid_credentials', true],
    ]);

    // The right password without a captcha, from anywhere: refused with the code, no session.
    for (const ip of ['198.51.100.20', '198.51.100.21']) {
      const refused = await login(email, password, ip);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: 'captcha_required', captcha_required: true, message: expect.any(String) });
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
    // An answer that does not verify is refused the same way.
    expect(await (await login(email, password, '198.51.100.20', 'pas-une-solution')).json()).toMatchObject({ error: 'captcha_required' });
    const forged = await solvedAltcha(database.db, 'une-autre-cle');
    expect(await (await login(email, password, '198.51.100.20', forged)).json()).toMatchObject({ error: 'captcha_required' });

    // With a valid answer: logged in.
    const answer = await captcha();
    const ok = await login(email, password, '198.51.100.20', answer);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/vitrine_session=/);
    // An answer is accepted once: the failures still ask for a captcha, and a used one is refused.
    expect(await (await login(email, password, '198.51.100.20', answer)).json()).toMatchObject({ error: 'captcha_required' });
  });

  it('answers 422 with a field message for a captcha answer that is not text or too long', async () => {
    for (const captchaField of [42, 'x'.repeat(20_001)]) {
      const res = await app.request('http://localhost/auth/login', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password, captcha: captchaField }),
      });
      expect(res.status).toBe(422);
      expect(Object.keys((await res.json()).fields)).toEqual(['captcha']);
    }
  });
});

describe('the admins are told', () => {
  it('e-mails the site’s admins exactly once when an account is locked, whichever addresses lock it', async () => {
    const email = 'cible@courtier.test';
    await insertUser(database.db, { email, role: 'editor', passwordHash: await hashPassword('Cible-Mot-De-Passe-2026'), sites: [FIXTURE.siteId] });

    await failFrom(email, '192.0.2.30', 4);
    await notifier.whenIdle();
    expect(sink.messages).toHaveLength(0);

    // The 5th failure locks the pair: one e-mail, to this site's admin only.
    await failFrom(email, '192.0.2.30', 1);
    await notifier.whenIdle();
    expect(sink.messages).toHaveLength(1);
    const [message] = sink.messages;
    expect(message.envelope.to).toEqual([ADMIN.email]);
    expect(message.headers.from).toContain('no-reply@vitrine.test');
    // French first (the site's mail language), then English.
    expect(message.subject).toBe(`Compte verrouillé : ${email} / Account locked: ${email}`);
    expect(message.text).toContain(`Cinq tentatives de connexion ont échoué pour le compte ${email}`);
    expect(message.text).toContain('depuis l’adresse 192.0.2.30');
    expect(message.text).toContain(`Five sign-in attempts failed for the account ${email}`);
    expect(message.text.indexOf('Bonjour')).toBeLessThan(message.text.indexOf('Hello'));
    expect(message.html).toContain(email);

    // More attempts at the locked pair, and the same account locked from another address: no more
    // e-mail (each failure checks a password hash: a third address only repeated the second's case).
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'pas-le-bon', '192.0.2.30', await captcha())).status).toBe(429);
    await failFrom(email, '192.0.2.31', 5);
    expect((await login(email, 'pas-le-bon', '192.0.2.31', await captcha())).status).toBe(429);
    await notifier.whenIdle();
    expect(sink.messages).toHaveLength(1);
  });

  it('sends nothing for an e-mail that is no account', async () => {
    await failFrom('personne@courtier.test', '192.0.2.40', 5);
    expect((await login('personne@courtier.test', 'x', '192.0.2.40')).status).toBe(429);
    await notifier.whenIdle();
    expect(sink.messages).toHaveLength(0);
  });

  it('only logs the lock when SMTP_URL is not set', async () => {
    const warnings: string[] = [];
    const off = createLockoutNotifier({ db: database.db, mail: {}, log: { ...quietLog, warn: (m: string) => warnings.push(m) } });
    const quiet = createCmsApiApp({ db: database.db, loginDelayMs: 0, clientIp: () => '192.0.2.50', lockoutNotifier: off });
    const email = 'hors-ligne@courtier.test';
    await insertUser(database.db, { email, role: 'editor', passwordHash: await hashPassword('Hors-Ligne-Mot-De-Passe'), sites: [FIXTURE.siteId] });
    for (let i = 0; i < 5; i += 1) {
      const res = await quiet.request('http://localhost/auth/login', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'mauvais', captcha: i >= 3 ? await captcha() : undefined }),
      });
      expect(res.status).toBe(401);
    }
    expect(off.enabled).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(email);
    expect(warnings[0]).toContain('SMTP_URL is not set');
    await off.whenIdle();
    expect(sink.messages).toHaveLength(0);
  });
});
