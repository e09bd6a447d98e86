/**
 * Two server processes on one PostgreSQL database, as a brokerage network runs them behind a
 * proxy: a lead posted to one is in the other's inbox; a page published on one is served by the
 * other within one second, its rendered page cache included; a listing written by a third process
 * (a feed import) is searchable on both within one second and drops the cached pages showing
 * listings; 50 leads posted to both with SMTP up are each e-mailed exactly once.
 * Skipped, saying how to install it, when Debian's PostgreSQL is missing.
 */
import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { insertListings } from '../../src/server/db/repositories/listings';
import { listings } from '../../src/server/db/schema';
import { POSTGRES_INSTALL_HINT, postgresBinDir, startPostgresCluster, type PostgresCluster } from '../support/postgresCluster';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';

const ADMIN = { email: 'reseau@vitrine.test', password: 'Reseau-Courtage-2026!' };

interface Instance {
  url: string;
  process: ChildProcess;
  /** Everything the process printed so far (attached to a failed test). */
  output(): string;
}

let cluster: PostgresCluster | null = null;
let sink: SmtpSink;
let instances: Instance[] = [];
let site: { id: string; micrositeId: string; siteKey: string };

function startInstance(databaseUrl: string, smtpUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtpUrl,
      ALERTS_SCHEDULE: 'off',
      RATE_LIMIT_FORMS: '10000/600',
      RATE_LIMIT_CAPTCHA: '10000/600',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Vitrine is ready on (http:\/\/\S+)/.exec(output);
      if (ready) resolve({ url: ready[1], process: child, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`instance exited (${code}) before it was ready:\n${output}`)));
  });
}

async function captchaToken(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/swc/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function postLead(base: string, email: string): Promise<void> {
  const body = new URLSearchParams({
    recaptcha_response: await captchaToken(base),
    form_type: 'contact_form',
    locale: 'fr',
    full_name: 'Client Réseau',
    first_name: 'Client',
    last_name: 'Réseau',
    email,
    phone: '(514) 555-0147',
    message: 'Bonjour, je cherche un condo à Longueuil.',
    consent_transaction: '1',
    consent_marketing: '0',
  });
  const res = await fetch(`${base}/api/swc/${site.micrositeId}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Site-Key': site.siteKey },
    body,
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

async function logIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/cms/auth/login`, { method: 'POST', headers: { Origin: base, 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return /vitrine_session=[^;]*/.exec(res.headers.get('set-cookie') ?? '')![0];
}

async function cms(base: string, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/cms${path}`, {
    method,
    headers: { Origin: base, Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

async function listingCount(base: string): Promise<number> {
  const res = await fetch(`${base}/api/swc/${site.micrositeId}/properties?format=count`, { headers: { 'X-Site-Key': site.siteKey } });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

/** Polls `probe` until it returns true; resolves with the milliseconds it took (rejects after `limitMs`). */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - start;
    if (Date.now() - start > limitMs) throw new Error(`not true within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // `npm test` and .ci/run install PostgreSQL: its absence is a failure, never a silent skip.
  if (postgresBinDir() === null) throw new Error(`PostgreSQL is not installed: ${POSTGRES_INSTALL_HINT}`);
  test.setTimeout(120_000);
  cluster = await startPostgresCluster();
  sink = await startSmtpSink();
  // Both start together: migrations and the first seed run under a lock, one after the other.
  instances = await Promise.all([startInstance(cluster!.url, sink.url), startInstance(cluster!.url, sink.url)]);
  const payload = await (
    await fetch(`${instances[0].url}/api/swc/page`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: '/fr', domain_name: 'localhost' }) })
  ).json();
  site = { id: payload.site_id, micrositeId: payload.microsite_id, siteKey: payload.site_key };
});

// A failing test shows what each server printed (an error a response only answers as 500).
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [i, instance] of instances.entries()) await testInfo.attach(`instance-${i}.log`, { body: instance.output(), contentType: 'text/plain' });
});

test.afterAll(async () => {
  for (const instance of instances) {
    instance.process.kill('SIGTERM');
    await new Promise((resolve) => (instance.process.exitCode === null ? instance.process.once('exit', resolve) : resolve(null)));
  }
  await sink?.close();
  await cluster?.stop();
});

test('a lead posted to one instance is in the other’s leads inbox', async () => {
  const [a, b] = instances;
  await postLead(a.url, 'premier.contact@example.ca');
  const inbox = await cms(b.url, await logIn(b.url), 'GET', '/leads');
  expect(JSON.stringify(inbox)).toContain('premier.contact@example.ca');
});

test('a page published on one instance is served by the other within one second', async () => {
  const [a, b] = instances;
  const cookie = await logIn(a.url);
  const slug = `reseau-${Date.now().toString(36)}`;
  const { page } = await cms(a.url, cookie, 'POST', '/pages', { title: { fr: 'Réseau', en: 'Network' }, paths: { fr: `/fr/${slug}`, en: `/en/${slug}` } });
  const block = { block_type: 'text_block_1', block_params: {}, fields: { main_title: { fr: 'Publié ailleurs', en: 'Published elsewhere' }, description: { fr: '<p>x</p>', en: '<p>x</p>' } } };
  const saved = await cms(a.url, cookie, 'PUT', `/pages/${page.id}/draft`, { revision: page.revision, content: { fields: [block] } });
  await cms(a.url, cookie, 'POST', `/pages/${page.id}/publish`, { revision: saved.revision });
  const took = await within(1000, async () => {
    const res = await fetch(`${b.url}/api/swc/page`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: `/fr/${slug}`, domain_name: 'localhost' }) });
    return res.status === 200 && (await res.text()).includes('Publié ailleurs');
  });
  expect(took).toBeLessThan(1000);
});

/**
 * Polls `probe` until it returns true; resolves with when the successful probe was sent, in ms
 * after the start (a fresh render may itself take a while on a busy machine: what counts is that
 * a visitor asking then gets the new page). Rejects when no probe sent within `limitMs` succeeds.
 */
async function askedWithin(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    const sent = Date.now() - start;
    if (sent > limitMs) throw new Error(`no probe sent within ${limitMs} ms succeeded`);
    if (await probe()) return sent;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The rendered page at `path` on an instance, with how the page cache answered it. */
async function ssr(base: string, path: string): Promise<{ status: number; cache: string | null; html: string }> {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
}

test('a page republished on one instance is served fresh by the other’s page cache within one second', async () => {
  const [a, b] = instances;
  const cookie = await logIn(a.url);
  const slug = `cache-${Date.now().toString(36)}`;
  const { page } = await cms(a.url, cookie, 'POST', '/pages', { title: { fr: 'Cache', en: 'Cache' }, paths: { fr: `/fr/${slug}`, en: `/en/${slug}` } });
  const version = (title: string) => ({
    block_type: 'text_block_1',
    block_params: {},
    fields: { main_title: { fr: title, en: title }, description: { fr: '<p>x</p>', en: '<p>x</p>' } },
  });
  const first = await cms(a.url, cookie, 'PUT', `/pages/${page.id}/draft`, { revision: page.revision, content: { fields: [version('Première version')] } });
  const published = await cms(a.url, cookie, 'POST', `/pages/${page.id}/publish`, { revision: first.revision });
  await within(1000, async () => (await ssr(b.url, `/fr/${slug}`)).status === 200);
  // The other instance now serves the page from its cache.
  const cached = await ssr(b.url, `/fr/${slug}`);
  expect(cached.cache).toBe('HIT');
  expect(cached.html).toContain('Première version');

  const second = await cms(a.url, cookie, 'PUT', `/pages/${page.id}/draft`, { revision: published.revision, content: { fields: [version('Deuxième version')] } });
  await cms(a.url, cookie, 'POST', `/pages/${page.id}/publish`, { revision: second.revision });
  const took = await askedWithin(1000, async () => (await ssr(b.url, `/fr/${slug}`)).html.includes('Deuxième version'));
  expect(took).toBeLessThan(1000);
  const again = await ssr(b.url, `/fr/${slug}`);
  expect(again.cache).toBe('HIT');
  expect(again.html).toContain('Deuxième version');
});

test('a listing written by another process is searchable on both instances within one second', async () => {
  const [a, b] = instances;
  const before = [await listingCount(a.url), await listingCount(b.url)];
  expect(before[0]).toBe(before[1]);
  // Home shows listing blocks: cached on both instances before the write.
  for (const instance of instances) {
    await ssr(instance.url, '/fr');
    expect((await ssr(instance.url, '/fr')).cache).toBe('HIT');
  }
  const handle: DatabaseHandle = await openDatabase({ databaseUrl: cluster!.url });
  try {
    const [model] = await handle.db.select().from(listings).where(and(eq(listings.siteId, site.id), eq(listings.status, 'active'), eq(listings.transaction, 'sale'))).limit(1);
    await insertListings(handle.db, [{ ...model, uls: `9${Date.now().toString().slice(-7)}`, listedAt: new Date() }]);
  } finally {
    await handle.close();
  }
  const took = await within(1000, async () => (await listingCount(a.url)) === before[0] + 1 && (await listingCount(b.url)) === before[1] + 1);
  expect(took).toBeLessThan(1000);
  // Both instances dropped their cached home page: the next visit renders it again.
  const dropped = await Promise.all(instances.map((instance) => askedWithin(1000, async () => (await ssr(instance.url, '/fr')).cache === 'MISS')));
  expect(Math.max(...dropped)).toBeLessThan(1000);
});

test('50 leads posted to both instances are each e-mailed exactly once', async () => {
  test.setTimeout(120_000);
  const emails = Array.from({ length: 50 }, (_, i) => `client-${i}@example.ca`);
  for (let i = 0; i < emails.length; i += 5) {
    await Promise.all(emails.slice(i, i + 5).map((email, j) => postLead(instances[(i + j) % 2].url, email)));
  }
  const sentTo = () => sink.messages.map((message) => message.headers['reply-to'] ?? '').filter((replyTo) => /client-\d+@example\.ca/.test(replyTo));
  await within(60_000, async () => new Set(sentTo()).size === emails.length);
  // Give a second sender time to show up, if there were one.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const counts = new Map<string, number>();
  for (const replyTo of sentTo()) {
    const email = /client-\d+@example\.ca/.exec(replyTo)![0];
    counts.set(email, (counts.get(email) ?? 0) + 1);
  }
  expect([...counts.keys()].sort()).toEqual([...emails].sort());
  expect([...counts.values()].every((count) => count === 1)).toBe(true);
});
