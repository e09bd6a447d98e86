/**
 * Content variants (spec 000 §3 `variant (name, color, id)`): the content
 * API serves a page's variant for `query.variant`, ignores unknown ids, and the CMS API lists and
 * creates variants with the session, role and origin checks, audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPageVariant } from '../../src/server/db/repositories/pageVariants';
import { FIXTURE } from './fixtures';
import { ADMIN, EDITOR, openCmsHarness, type CallInit, type CmsHarness } from './cmsHarness';
import type { TestDatabase } from './testDatabase';

let database: TestDatabase;
let harness: CmsHarness;
let adminCookie: string;
let editorCookie: string;
let homeId: string;

const call = (path: string, init?: CallInit) => harness.call(path, init);

const spring = {
  id: 'printemps-2026',
  name: 'Campagne printemps 2026',
  color: '#b8894a',
  content: { fields: [{ block_type: 'text_block_1', block_params: {}, fields: { main_title: { fr: 'Printemps', en: 'Spring' } } }] },
};

beforeAll(async () => {
  harness = await openCmsHarness();
  database = harness.database;
  adminCookie = await harness.logIn(ADMIN);
  editorCookie = await harness.logIn(EDITOR);
  const pages = (await (await call('/api/cms/pages', { cookie: adminCookie })).json()).pages as { id: string; key: string }[];
  homeId = pages.find((p) => p.key === 'home')!.id;
  await insertPageVariant(database.db, { ...spring, pageId: homeId, publishedAt: new Date() });
});
afterAll(() => database.dispose());

describe('content API: ?variant=', () => {
  it('POST /page serves the variant content and {id, name, color}', async () => {
    const res = await call('/api/swc/page', { method: 'POST', body: { path: '/fr', domain_name: 'localhost', query: { variant: 'printemps-2026' } } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.variant).toEqual({ id: 'printemps-2026', name: 'Campagne printemps 2026', color: '#b8894a' });
    expect(body.content.fields[0].fields.main_title).toEqual({ fr: 'Printemps', en: 'Spring' });
    expect(body.title).toEqual({ fr: 'Accueil', en: 'Home' });
  });

  it('POST /page/{site_id} serves the variant too', async () => {
    const res = await call(`/api/swc/page/${FIXTURE.siteId}`, { method: 'POST', body: { path: '/en', production: true, query: { variant: 'printemps-2026' } } });
    const body = await res.json();
    expect(body.variant?.id).toBe('printemps-2026');
    expect(body.content.fields[0].fields.main_title.en).toBe('Spring');
  });

  it('ignores an unknown variant id: normal page, variant null', async () => {
    const res = await call('/api/swc/page', { method: 'POST', body: { path: '/fr', domain_name: 'localhost', query: { variant: 'inconnue' } } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.variant).toBeNull();
    expect(body.content.fields[0].fields.main_title).toEqual({ fr: 'Bonjour', en: 'Hello' });
  });

  it("ignores another page's variant id", async () => {
    const res = await call('/api/swc/page', { method: 'POST', body: { path: '/fr/a-propos', domain_name: 'localhost', query: { variant: 'printemps-2026' } } });
    const body = await res.json();
    expect(body.variant).toBeNull();
    expect(body.content.fields[0].fields.main_title.fr).toBe('À propos');
  });
});

describe('CMS API: /pages/:id/variants', () => {
  it('lists the variants of a page', async () => {
    const res = await call(`/api/cms/pages/${homeId}/variants`, { cookie: editorCookie });
    expect(res.status).toBe(200);
    const { variants } = await res.json();
    expect(variants).toEqual([{ id: 'printemps-2026', name: 'Campagne printemps 2026', color: '#b8894a', revision: 1, updated_at: expect.any(String), published_at: expect.any(String) }]);
  });

  it('creates a variant (editor) with the page content copied; the content API serves it to editors; audited', async () => {
    const res = await call(`/api/cms/pages/${homeId}/variants`, { method: 'POST', cookie: editorCookie, body: { name: 'Portes ouvertes été', color: '#2F6B4F' } });
    expect(res.status).toBe(201);
    const { variant } = await res.json();
    expect(variant).toEqual({ id: 'portes-ouvertes-ete', name: 'Portes ouvertes été', color: '#2f6b4f', revision: 1, updated_at: expect.any(String), published_at: null });

    const again = await call(`/api/cms/pages/${homeId}/variants`, { method: 'POST', cookie: adminCookie, body: { name: 'Portes ouvertes été', color: '#2f6b4f' } });
    expect((await again.json()).variant.id).toBe('portes-ouvertes-ete-2');

    const list = await (await call(`/api/cms/pages/${homeId}/variants`, { cookie: adminCookie })).json();
    expect(list.variants.map((v: { id: string }) => v.id)).toEqual(['printemps-2026', 'portes-ouvertes-ete', 'portes-ouvertes-ete-2']);

    // A new variant is unpublished: visitors get the page, its editors get the variant.
    const ask = { path: '/fr', domain_name: 'localhost', query: { variant: 'portes-ouvertes-ete' } };
    expect((await (await call('/api/swc/page', { method: 'POST', body: ask })).json()).variant).toBeNull();
    const page = await (await call('/api/swc/page', { method: 'POST', body: ask, cookie: editorCookie })).json();
    expect(page.variant).toEqual({ id: 'portes-ouvertes-ete', name: 'Portes ouvertes été', color: '#2f6b4f', preview: true });
    expect(page.content.fields[0].fields.main_title).toEqual({ fr: 'Bonjour', en: 'Hello' });

    const audit = await (await call('/api/cms/audit?limit=50', { cookie: adminCookie })).json();
    expect(audit.entries).toContainEqual(expect.objectContaining({ action: 'page.variant_create', user_email: EDITOR.email, entity_id: homeId }));
  });

  it('refuses a bad name or colour (422 with field messages)', async () => {
    const res = await call(`/api/cms/pages/${homeId}/variants`, { method: 'POST', cookie: editorCookie, body: { name: ' ', color: 'red' } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('invalid_body');
    expect(Object.keys(body.fields).sort()).toEqual(['color', 'name']);
  });

  it('needs a session (401) and a same-origin Origin for writes (403 csrf)', async () => {
    expect((await call(`/api/cms/pages/${homeId}/variants`)).status).toBe(401);
    const anonymous = await call(`/api/cms/pages/${homeId}/variants`, { method: 'POST', body: { name: 'X', color: '#000000' } });
    expect(anonymous.status).toBe(401);
    const foreign = await call(`/api/cms/pages/${homeId}/variants`, { method: 'POST', cookie: adminCookie, origin: 'https://evil.example', body: { name: 'Pirate', color: '#000000' } });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toBe('csrf');
    const missing = await call(`/api/cms/pages/${homeId}/variants`, { method: 'POST', cookie: adminCookie, origin: null, body: { name: 'Pirate', color: '#000000' } });
    expect(missing.status).toBe(403);
    const list = await (await call(`/api/cms/pages/${homeId}/variants`, { cookie: adminCookie })).json();
    expect(list.variants.some((v: { name: string }) => v.name === 'Pirate')).toBe(false);
  });

  it("answers 404 for an unknown page or another site's page", async () => {
    expect((await call('/api/cms/pages/nope/variants', { cookie: editorCookie })).status).toBe(404);
    expect((await call('/api/cms/pages/nope/variants', { method: 'POST', cookie: editorCookie, body: { name: 'A', color: '#000000' } })).status).toBe(404);
  });
});
