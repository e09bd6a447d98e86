/**
 * CMS general settings, users and audit: admin-only writes (403 for editors),
 * optimistic concurrency (409), 422 field messages, settings applied to every public page, the
 * reCAPTCHA secret never sent, users created by admins only, audit entries with e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, openCmsHarness, type CallInit, type CmsHarness } from './cmsHarness';
import type { TestDatabase } from './testDatabase';

let database: TestDatabase;
let harness: CmsHarness;
let adminCookie: string;
let editorCookie: string;

const call = (path: string, init?: CallInit) => harness.call(path, init);
const logIn = (user: { email: string; password: string }) => harness.logIn(user);

const publicPayload = async (path: string) =>
  (await call('/api/swc/page', { method: 'POST', body: { path, domain_name: 'localhost' } })).json();

beforeAll(async () => {
  harness = await openCmsHarness();
  database = harness.database;
  await database.db.execute(
    `update sites set settings = jsonb_set(settings, '{recaptcha}', '{"site_key":"6Lc-public","secret_key":"6Lc-secret"}'::jsonb) where id = 'site-test'`,
  );
  adminCookie = await harness.logIn(ADMIN);
  editorCookie = await harness.logIn(EDITOR);
});
afterAll(() => database.dispose());

describe('GET /api/cms/settings', () => {
  it('answers theme, seo, metadata, recaptcha and revision with defaults, never the secret key', async () => {
    for (const cookie of [editorCookie, adminCookie]) {
      const res = await call('/api/cms/settings', { cookie });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.revision).toBe(1);
      expect(body.theme).toMatchObject({ preset: 'blue', colorSchemesList: ['normal', 'normal-grey', 'inverted'] });
      expect(body.metadata).toMatchObject({ tags: [], elements: { meta: [], link: [] }, captcha: { provider: 'altcha' } });
      expect(body.seo.global.fr.title).toBe('Courtier test');
      expect(body.recaptcha).toMatchObject({ site_key: '6Lc-public', has_secret_key: true });
      expect(JSON.stringify(body)).not.toContain('6Lc-secret');
    }
  });
});

describe('PUT /api/cms/settings', () => {
  it('is refused to editors (403) and writes nothing', async () => {
    const current = await (await call('/api/cms/settings', { cookie: editorCookie })).json();
    const res = await call('/api/cms/settings', {
      method: 'PUT',
      cookie: editorCookie,
      body: { ...current, theme: { ...current.theme, themeColors: { primary: '#ff0000' } }, metadata: { ...current.metadata, tags: [{ content: 'alert(1)' }] } },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'forbidden' });
    const after = await (await call('/api/cms/settings', { cookie: editorCookie })).json();
    expect(after.revision).toBe(1);
    expect(after.metadata.tags).toEqual([]);
  });

  it('lets an admin change the theme: every public page serves it; the secret key is kept', async () => {
    const current = await (await call('/api/cms/settings', { cookie: adminCookie })).json();
    const { has_secret_key: _omit, ...recaptcha } = current.recaptcha;
    const res = await call('/api/cms/settings', {
      method: 'PUT',
      cookie: adminCookie,
      body: { ...current, recaptcha, theme: { ...current.theme, preset: 'red', themeColors: { primary: '#0b6e4f' } } },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revision: 2 });
    for (const path of ['/fr', '/en/about', '/fr/maintenance', '/fr/does-not-exist']) {
      const payload = await publicPayload(path);
      expect(payload.theme.preset).toBe('red');
      expect(payload.theme.themeColors.primary).toBe('#0b6e4f');
    }
    const stored = (await database.db.execute(`select settings->'recaptcha'->>'secret_key' as secret from sites where id = 'site-test'`)) as unknown as {
      rows: { secret: string }[];
    };
    expect(stored.rows[0].secret).toBe('6Lc-secret');
  });

  it('answers 409 stale_revision on a stale revision', async () => {
    const current = await (await call('/api/cms/settings', { cookie: adminCookie })).json();
    const res = await call('/api/cms/settings', { method: 'PUT', cookie: adminCookie, body: { ...current, revision: 1 } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'stale_revision', current_revision: 2 });
  });

  it('saves over a newer revision when forced (the conflict’s "Overwrite")', async () => {
    const current = await (await call('/api/cms/settings', { cookie: adminCookie })).json();
    const res = await call('/api/cms/settings', { method: 'PUT', cookie: adminCookie, body: { ...current, revision: 1, force: true } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revision: 3 });
    expect((await (await call('/api/cms/settings', { cookie: adminCookie })).json()).revision).toBe(3);
  });

  it('answers 422 with field messages for invalid settings', async () => {
    const current = await (await call('/api/cms/settings', { cookie: adminCookie })).json();
    const res = await call('/api/cms/settings', {
      method: 'PUT',
      cookie: adminCookie,
      body: { ...current, theme: { ...current.theme, colorSchemesList: ['plaid'] }, metadata: { ...current.metadata, captcha: { provider: 'smoke-signals' } } },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('invalid_body');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['theme.colorSchemesList.0', 'metadata.captcha.provider']));
  });

  it('refuses a foreign origin (403 csrf) even for an admin', async () => {
    const current = await (await call('/api/cms/settings', { cookie: adminCookie })).json();
    const res = await call('/api/cms/settings', { method: 'PUT', cookie: adminCookie, origin: 'https://evil.example', body: current });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('csrf');
  });
});

describe('users', () => {
  it('lets an admin list and create users; the new user can log in', async () => {
    const list = await (await call('/api/cms/users', { cookie: adminCookie })).json();
    expect(list.users.map((u: { email: string }) => u.email)).toEqual([ADMIN.email, EDITOR.email]);
    expect(JSON.stringify(list)).not.toContain('argon2');
    const res = await call('/api/cms/users', {
      method: 'POST',
      cookie: adminCookie,
      body: { email: 'Nouvelle@Courtier.test', name: 'Nouvelle Recrue', role: 'editor', password: 'Bienvenue-Dans-Lequipe' },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).user).toMatchObject({ email: 'nouvelle@courtier.test', role: 'editor' });
    await logIn({ email: 'nouvelle@courtier.test', password: 'Bienvenue-Dans-Lequipe' });
    const duplicate = await call('/api/cms/users', { method: 'POST', cookie: adminCookie, body: { email: 'nouvelle@courtier.test', role: 'admin', password: 'Bienvenue-Dans-Lequipe' } });
    expect(duplicate.status).toBe(422);
    expect((await duplicate.json()).fields.email).toHaveLength(1);
    const weak = await call('/api/cms/users', { method: 'POST', cookie: adminCookie, body: { email: 'x@courtier.test', role: 'editor', password: 'court' } });
    expect(weak.status).toBe(422);
    expect((await weak.json()).fields).toHaveProperty('password');
  });

  it('refuses editors (403): no list, no creation', async () => {
    expect((await call('/api/cms/users', { cookie: editorCookie })).status).toBe(403);
    const res = await call('/api/cms/users', { method: 'POST', cookie: editorCookie, body: { email: 'pirate@courtier.test', role: 'admin', password: 'Un-Mot-De-Passe-Long' } });
    expect(res.status).toBe(403);
    const list = await (await call('/api/cms/users', { cookie: adminCookie })).json();
    expect(list.users.some((u: { email: string }) => u.email === 'pirate@courtier.test')).toBe(false);
  });
});

describe('audit log', () => {
  it('is admin-only and lists writes newest first with the user e-mail', async () => {
    expect((await call('/api/cms/audit', { cookie: editorCookie })).status).toBe(403);
    const res = await call('/api/cms/audit?limit=50', { cookie: adminCookie });
    expect(res.status).toBe(200);
    const { entries } = await res.json();
    expect(entries[0]).toMatchObject({ action: 'auth.login', user_email: 'nouvelle@courtier.test' });
    const settingsEntry = entries.find((e: { action: string; summary: { revision?: number } }) => e.action === 'settings.update' && e.summary.revision === 2);
    expect(settingsEntry).toMatchObject({ user_email: ADMIN.email, entity: 'settings', entity_id: 'site-test', summary: { revision: 2, changed: ['theme'] } });
    expect(Date.parse(settingsEntry.at)).not.toBeNaN();
    expect(entries.find((e: { action: string }) => e.action === 'user.create')).toMatchObject({ user_email: ADMIN.email, summary: { email: 'nouvelle@courtier.test' } });
    expect((await (await call('/api/cms/audit?limit=1', { cookie: adminCookie })).json()).entries).toHaveLength(1);
  });
});
