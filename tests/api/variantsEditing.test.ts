/**
 * Editing content variants: `GET/PUT/DELETE /api/cms/pages/:id/variants/:variantId`
 * — rename, recolour, save content from a numeric revision, as pages do (409 `stale_revision`
 * on a stale one, `force` overwrites), script blocks admin-only, 404s, 422 field messages, audit
 * entries; the content API serves what was saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPageVariant } from '../../src/server/db/repositories/pageVariants';
import { ADMIN, EDITOR, openCmsHarness, type CallInit, type CmsHarness } from './cmsHarness';

let harness: CmsHarness;
let adminCookie: string;
let editorCookie: string;
let homeId: string;
let aboutId: string;

const call = (path: string, init?: CallInit) => harness.call(path, init);
const url = (variantId: string, pageId = homeId) => `/api/cms/pages/${pageId}/variants/${variantId}`;
const title = (fr: string, en: string) => ({ block_type: 'text_block_1', block_params: {}, fields: { main_title: { fr, en } } });
const script = { block_type: 'script_block', block_params: {}, fields: { content: { fr: '<p>x</p>', en: '<p>x</p>' } } };

async function publicTitle(variant: string) {
  const res = await call('/api/swc/page', { method: 'POST', body: { path: '/fr', domain_name: 'localhost', query: { variant } } });
  const body = await res.json();
  return { variant: body.variant, title: body.content.fields[0]?.fields?.main_title };
}

beforeAll(async () => {
  harness = await openCmsHarness();
  adminCookie = await harness.logIn(ADMIN);
  editorCookie = await harness.logIn(EDITOR);
  const ids = await harness.pageIds(adminCookie);
  homeId = ids.home;
  aboutId = ids.about;
  await insertPageVariant(harness.database.db, { id: 'ete', pageId: homeId, name: 'Été', color: '#2f6b4f', content: { fields: [title('Été', 'Summer')] }, publishedAt: new Date() });
  await insertPageVariant(harness.database.db, { id: 'scripted', pageId: homeId, name: 'Avec script', color: '#111111', content: { fields: [title('S', 'S'), script] }, publishedAt: new Date() });
});
afterAll(() => harness.database.dispose());

describe('GET /pages/:id/variants/:variantId', () => {
  it('answers the variant with its content', async () => {
    const res = await call(url('ete'), { cookie: editorCookie });
    expect(res.status).toBe(200);
    const { variant } = await res.json();
    expect(variant).toEqual({
      id: 'ete',
      name: 'Été',
      color: '#2f6b4f',
      revision: 1,
      updated_at: expect.any(String),
      published_at: expect.any(String),
      content: { fields: [title('Été', 'Summer')] },
    });
  });

  it('answers 404 for an unknown variant, an unknown page or another page’s variant', async () => {
    expect((await call(url('nope'), { cookie: editorCookie })).status).toBe(404);
    expect((await call(url('ete', 'nope'), { cookie: editorCookie })).status).toBe(404);
    const other = await call(url('ete', aboutId), { cookie: editorCookie });
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe('This variant does not exist.');
  });
});

describe('PUT /pages/:id/variants/:variantId', () => {
  it('renames and recolours (editor) without a revision; the public banner follows; audited', async () => {
    const res = await call(url('ete'), { method: 'PUT', cookie: editorCookie, body: { name: 'Été 2026', color: '#AA3355' } });
    expect(res.status).toBe(200);
    const { variant } = await res.json();
    expect(variant).toMatchObject({ id: 'ete', name: 'Été 2026', color: '#aa3355' });
    expect(variant.content.fields).toEqual([title('Été', 'Summer')]);
    expect((await publicTitle('ete')).variant).toEqual({ id: 'ete', name: 'Été 2026', color: '#aa3355' });
    const audit = await (await call('/api/cms/audit?limit=50', { cookie: adminCookie })).json();
    expect(audit.entries).toContainEqual(expect.objectContaining({ action: 'page.variant_update', user_email: EDITOR.email, entity_id: homeId }));
  });

  it('saves content from the revision it started from; a stale revision gets 409; force overwrites', async () => {
    const start = (await (await call(url('ete'), { cookie: editorCookie })).json()).variant.revision as number;
    const first = await call(url('ete'), { method: 'PUT', cookie: editorCookie, body: { revision: start, content: { fields: [title('Juillet', 'July')] } } });
    expect(first.status).toBe(200);
    const saved = (await first.json()).variant;
    expect(saved.revision).toBe(start + 1);
    expect(await publicTitle('ete')).toMatchObject({ title: { fr: 'Juillet', en: 'July' } });

    // A second editor still holding `start`.
    const stale = await call(url('ete'), { method: 'PUT', cookie: adminCookie, body: { revision: start, content: { fields: [title('Août', 'August')] } } });
    expect(stale.status).toBe(409);
    const conflict = await stale.json();
    expect(conflict).toMatchObject({ error: 'stale_revision', current_revision: saved.revision, updated_at: saved.updated_at });
    expect(await publicTitle('ete')).toMatchObject({ title: { fr: 'Juillet', en: 'July' } });

    const forced = await call(url('ete'), { method: 'PUT', cookie: adminCookie, body: { revision: start, force: true, content: { fields: [title('Août', 'August')] } } });
    expect(forced.status).toBe(200);
    expect(await publicTitle('ete')).toMatchObject({ title: { fr: 'Août', en: 'August' } });

    // The revision answered works again.
    const next = (await forced.json()).variant.revision;
    expect(next).toBe(start + 2);
    const again = await call(url('ete'), { method: 'PUT', cookie: editorCookie, body: { revision: next, content: { fields: [title('Septembre', 'September')] } } });
    expect(again.status).toBe(200);
  });

  it('refuses bad input with 422 field messages (name 1–60, colour #rrggbb, blocks, revision)', async () => {
    const res = await call(url('ete'), {
      method: 'PUT',
      cookie: editorCookie,
      body: { name: 'x'.repeat(61), color: 'blue', content: { fields: [{ block_type: '' }] }, revision: 'yesterday' },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('invalid_body');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['name', 'color', 'revision']));
    expect(Object.keys(body.fields).some((key) => key.startsWith('content.fields.0'))).toBe(true);
    const empty = await call(url('ete'), { method: 'PUT', cookie: editorCookie, body: { name: '   ' } });
    expect((await empty.json()).fields.name).toEqual(['Enter a name.']);
    const notJson = await harness.app.request(`http://localhost${url('ete')}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', Cookie: editorCookie },
      body: '{',
    });
    expect(notJson.status).toBe(422);
  });

  it('keeps script blocks admin-only: an editor cannot add, change or remove one', async () => {
    const added = await call(url('ete'), { method: 'PUT', cookie: editorCookie, body: { content: { fields: [title('A', 'A'), script] } } });
    expect(added.status).toBe(403);
    expect((await added.json()).error).toBe('forbidden');
    const removed = await call(url('scripted'), { method: 'PUT', cookie: editorCookie, body: { content: { fields: [title('S', 'S')] } } });
    expect(removed.status).toBe(403);
    // Moving other blocks around it and renaming are fine.
    const moved = await call(url('scripted'), { method: 'PUT', cookie: editorCookie, body: { name: 'Avec script (bis)', content: { fields: [script, title('S', 'S')] } } });
    expect(moved.status).toBe(200);
    const admin = await call(url('ete'), { method: 'PUT', cookie: adminCookie, body: { content: { fields: [title('A', 'A'), script] } } });
    expect(admin.status).toBe(200);
  });

  it('answers 404s, 401 without a session and 403 from a foreign origin', async () => {
    expect((await call(url('nope'), { method: 'PUT', cookie: editorCookie, body: { name: 'X' } })).status).toBe(404);
    expect((await call(url('ete', 'nope'), { method: 'PUT', cookie: editorCookie, body: { name: 'X' } })).status).toBe(404);
    expect((await call(url('ete'), { method: 'PUT', body: { name: 'X' } })).status).toBe(401);
    const foreign = await call(url('ete'), { method: 'PUT', cookie: adminCookie, origin: 'https://evil.example', body: { name: 'Pirate' } });
    expect(foreign.status).toBe(403);
    expect((await (await call(url('ete'), { cookie: adminCookie })).json()).variant.name).not.toBe('Pirate');
  });
});

describe('DELETE /pages/:id/variants/:variantId', () => {
  it('deletes (204): gone from the list, the public page ignores the id; audited; then 404', async () => {
    const created = await call(`/api/cms/pages/${homeId}/variants`, { method: 'POST', cookie: editorCookie, body: { name: 'Éphémère', color: '#123456' } });
    const id = (await created.json()).variant.id as string;
    expect((await call(url(id), { method: 'DELETE', cookie: adminCookie, origin: 'https://evil.example' })).status).toBe(403);
    const res = await call(url(id), { method: 'DELETE', cookie: editorCookie });
    expect(res.status).toBe(204);
    const list = await (await call(`/api/cms/pages/${homeId}/variants`, { cookie: editorCookie })).json();
    expect(list.variants.map((v: { id: string }) => v.id)).not.toContain(id);
    expect((await publicTitle(id)).variant).toBeNull();
    expect((await call(url(id), { method: 'DELETE', cookie: editorCookie })).status).toBe(404);
    const audit = await (await call('/api/cms/audit?limit=50', { cookie: adminCookie })).json();
    expect(audit.entries).toContainEqual(expect.objectContaining({ action: 'page.variant_delete', user_email: EDITOR.email, entity_id: homeId }));
  });

  it('lets only an admin delete a variant holding a script block', async () => {
    expect((await call(url('scripted'), { method: 'DELETE', cookie: editorCookie })).status).toBe(403);
    expect((await call(url('scripted'), { method: 'DELETE', cookie: adminCookie })).status).toBe(204);
  });
});
