/**
 * Per-site roles: a user's role holds on the sites where they have a membership only. An admin of
 * one site is nobody on another — CMS API 403 `no_site_access`, QA pages sent to the login page —
 * whatever `Host` the request names; users created from one site's QA mode get that site only;
 * the migration gave existing users their role on every existing site.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { membershipsOf } from '../../src/server/db/repositories/siteMemberships';
import { findUserByEmail, insertUser } from '../../src/server/db/repositories/users';
import { ADMIN, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';

const BROKER = 'http://localhost';
const AGENCY = 'http://agence.test';
const siteAdmin = { email: 'admin-courtier@courtier.test', password: 'Admin-Seulement-Courtier-1!' };
const siteEditor = { email: 'editeur-courtier@courtier.test', password: 'Editeur-Seulement-Courtier-1!' };

let harness: CmsHarness;

async function call(origin: string, path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Origin: origin };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return harness.app.request(`${origin}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

async function logIn(origin: string, user: { email: string; password: string }) {
  const res = await call(origin, '/api/cms/auth/login', { method: 'POST', body: user });
  expect(res.status).toBe(200);
  return /vitrine_session=[^;]*/.exec(res.headers.get('set-cookie') ?? '')![0];
}

beforeAll(async () => {
  harness = await openCmsHarness();
  await insertUser(harness.database.db, { ...siteAdmin, role: 'admin', passwordHash: await hashPassword(siteAdmin.password), sites: [FIXTURE.siteId] });
  await insertUser(harness.database.db, { ...siteEditor, role: 'editor', passwordHash: await hashPassword(siteEditor.password), sites: [FIXTURE.siteId] });
});
afterAll(() => harness.database.dispose());

describe('per-site roles', () => {
  it('lets an admin of the broker site work there', async () => {
    const cookie = await logIn(BROKER, siteAdmin);
    expect((await call(BROKER, '/api/cms/pages', { cookie })).status).toBe(200);
    expect((await call(BROKER, '/api/cms/settings', { cookie })).status).toBe(200);
    expect((await call(BROKER, '/api/cms/users', { cookie })).status).toBe(200);
  });

  it('makes that admin nobody on the agency site, even with the same session cookie and another Host', async () => {
    const cookie = await logIn(BROKER, siteAdmin);
    for (const path of ['/api/cms/pages', '/api/cms/settings', '/api/cms/users', '/api/cms/leads', '/api/cms/audit', '/api/cms/auth/me']) {
      const res = await call(AGENCY, path, { cookie });
      expect(res.status, path).toBe(403);
      expect((await res.json()).error, path).toBe('no_site_access');
    }
    const settings = await call(AGENCY, '/api/cms/settings', { method: 'PUT', cookie, body: { revision: 0, settings: {} } });
    expect(settings.status).toBe(403);
  });

  it('refuses a login on a site where the user has no role (403, no session)', async () => {
    const res = await call(AGENCY, '/api/cms/auth/login', { method: 'POST', body: siteAdmin });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('no_site_access');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('sends a user without a role on this site from the QA pages to the login page', async () => {
    const cookie = await logIn(BROKER, siteEditor);
    const res = await harness.app.request(`${AGENCY}/qa/sections`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/qa\/login\?next=/);
    const own = await harness.app.request(`${BROKER}/qa/sections`, { headers: { Cookie: cookie } });
    expect(own.status).not.toBe(302);
  });

  it('does not let an editor of the broker site publish on the agency site', async () => {
    const adminCookie = await logIn(AGENCY, ADMIN);
    const pages = (await (await call(AGENCY, '/api/cms/pages', { cookie: adminCookie })).json()).pages as { id: string; revision: number }[];
    expect(pages.length).toBeGreaterThan(0);
    const cookie = await logIn(BROKER, siteEditor);
    const res = await call(AGENCY, `/api/cms/pages/${pages[0].id}/publish`, { method: 'POST', cookie, body: { revision: pages[0].revision } });
    expect(res.status).toBe(403);
  });

  it('gives a user created from the broker site’s QA mode a role there only', async () => {
    const cookie = await logIn(BROKER, siteAdmin);
    const created = await call(BROKER, '/api/cms/users', {
      method: 'POST',
      cookie,
      body: { email: 'nouvelle@courtier.test', name: 'Nouvelle', role: 'editor', password: 'Nouvelle-Editrice-2026!' },
    });
    expect(created.status).toBe(201);
    const user = await findUserByEmail(harness.database.db, 'nouvelle@courtier.test');
    expect((await membershipsOf(harness.database.db, user!.id)).map((m) => [m.siteId, m.role])).toEqual([[FIXTURE.siteId, 'editor']]);
    const agencyUsers = (await (await call(AGENCY, '/api/cms/users', { cookie: await logIn(AGENCY, ADMIN) })).json()).users as { email: string }[];
    expect(agencyUsers.map((u) => u.email)).not.toContain('nouvelle@courtier.test');
  });

  it('the migration gives users who had no membership their role on every site', async () => {
    const user = await findUserByEmail(harness.database.db, siteEditor.email);
    await harness.database.db.execute(sql`DELETE FROM site_memberships WHERE user_id = ${user!.id}`);
    const migration = readFileSync('src/server/db/migrations/0005_site_memberships_variant_publish.sql', 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('CROSS JOIN'))!;
    await harness.database.db.execute(sql.raw(backfill.replace(/^--.*$/gm, '')));
    const memberships = await membershipsOf(harness.database.db, user!.id);
    expect(memberships.map((m) => m.siteId).sort()).toEqual([FIXTURE.siteId, FIXTURE.otherSiteId].sort());
    expect(memberships.every((m) => m.role === 'editor')).toBe(true);
  });
});
