/**
 * CMS pages through the whole server app: page list and creation, draft save with
 * optimistic concurrency (409, force), publish validation (422 invalid_blocks) and publication to
 * the public content API, versions and restore, script blocks reserved to admins, delete, audit.
 *
 * @postgres: the pages repository: revisions, conflicts, publishing in transactions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBlockSchema } from '../../src/blocks/schemas';
import type { Block } from '../../src/schema/block';
import type { RenderFunction } from '../../src/server/ssr';
import { FIXTURE } from './fixtures';
import { ADMIN, EDITOR, ORIGIN, openCmsHarness, type CallInit, type CmsHarness } from './cmsHarness';
import type { TestDatabase } from './testDatabase';


let database: TestDatabase;
let harness: CmsHarness;
let adminCookie: string;
let editorCookie: string;

const render: RenderFunction = async (request) => new Response(`SSR ${new URL(request.url).pathname}`, { headers: { 'Content-Type': 'text/html' } });

const call = (path: string, init?: CallInit) => harness.call(path, init);
const logIn = (user: { email: string; password: string }) => harness.logIn(user);

/** The public payload of a path (content API, as visitors get it). */
async function publicPage(path: string) {
  const res = await call('/api/swc/page', { method: 'POST', body: { path, domain_name: 'localhost' } });
  return { status: res.status, body: await res.json() };
}

const demoBlock = (type: string, patch: Record<string, unknown> = {}): Block => {
  const definition = getBlockSchema(type)!;
  return { block_type: type, block_params: { ...(definition.demo.block_params ?? {}) }, fields: { ...definition.demo.fields, ...patch } };
};

async function pageIdByKey(key: string): Promise<string> {
  const res = await call('/api/cms/pages', { cookie: adminCookie });
  const { pages } = await res.json();
  return pages.find((p: { key: string }) => p.key === key).id;
}

async function auditActions(): Promise<{ action: string; user_email: string; entity_id: string }[]> {
  const res = await call('/api/cms/audit?limit=200', { cookie: adminCookie });
  return (await res.json()).entries;
}

beforeAll(async () => {
  harness = await openCmsHarness({ render });
  database = harness.database;
  adminCookie = await logIn(ADMIN);
  editorCookie = await logIn(EDITOR);
});
afterAll(() => database.dispose());

describe('site and page list', () => {
  it('answers the site of the request host', async () => {
    const res = await call('/api/cms/site', { cookie: editorCookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ site_id: FIXTURE.siteId, microsite_id: FIXTURE.micrositeId, site_type: 'broker', domains: ['localhost', '127.0.0.1', 'courtier.test'], locales: ['fr', 'en'] });
  });

  it('lists the pages of the site only, with paths per locale and revision', async () => {
    const res = await call('/api/cms/pages', { cookie: editorCookie });
    expect(res.status).toBe(200);
    const { pages } = await res.json();
    expect(pages.map((p: { key: string }) => p.key)).toEqual(['home', 'about', 'maintenance', 'draft']);
    expect(pages[1]).toMatchObject({ title: { fr: 'À propos', en: 'About' }, paths: { fr: '/fr/a-propos', en: '/en/about' }, status: 200, revision: 1, published: true, has_draft: false });
    expect(typeof pages[1].updated_at).toBe('string');
  });

  it('refuses anonymous calls with 401 JSON', async () => {
    const res = await call('/api/cms/pages');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('answers 404 for a page of another site', async () => {
    const result = (await database.db.execute(`select id from pages where site_id = 'site-other'`)) as unknown as { rows: { id: string }[] };
    const [other] = result.rows;
    const res = await call(`/api/cms/pages/${other.id}`, { cookie: adminCookie });
    expect(res.status).toBe(404);
  });
});

describe('new page', () => {
  it('creates an empty, unpublished page with a draft', async () => {
    const res = await call('/api/cms/pages', { method: 'POST', cookie: editorCookie, body: { title: { fr: 'Nos services', en: 'Our services' }, paths: { fr: '/fr/nos-services', en: '/en/our-services' } } });
    expect(res.status).toBe(201);
    const { page } = await res.json();
    expect(page).toMatchObject({ key: 'our-services', published: false, has_draft: true, paths: { fr: '/fr/nos-services', en: '/en/our-services' }, updated_by: EDITOR.email });
    const detail = await (await call(`/api/cms/pages/${page.id}`, { cookie: editorCookie })).json();
    expect(detail.page.content).toEqual({ fields: [] });
    expect((await publicPage('/fr/nos-services')).status).toBe(404);
  });

  it('answers 422 with field messages for a bad or duplicate path', async () => {
    const bad = await call('/api/cms/pages', { method: 'POST', cookie: editorCookie, body: { title: { fr: 'X', en: 'X' }, paths: { fr: '/en/oops', en: 'our services' } } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(['paths.en', 'paths.fr']);
    const duplicate = await call('/api/cms/pages', { method: 'POST', cookie: editorCookie, body: { title: { fr: 'A', en: 'A' }, paths: { fr: '/fr/a-propos', en: '/en/about-us' } } });
    expect(duplicate.status).toBe(422);
    expect((await duplicate.json()).fields).toEqual({ 'paths.fr': ['Another page already uses this path.'] });
  });
});

describe('drafts', () => {
  it('saves a draft (revision bumped), keeps the public page unchanged and the page SEO override', async () => {
    const id = await pageIdByKey('about');
    const block = demoBlock('text_block_1', { main_title: { fr: 'Notre équipe', en: 'Our team' } });
    const res = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editorCookie, body: { revision: 1, content: { fields: [block] }, title: { fr: 'Équipe', en: 'Team' } } });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved.revision).toBe(2);
    const { page } = await (await call(`/api/cms/pages/${id}`, { cookie: editorCookie })).json();
    expect(page).toMatchObject({ revision: 2, title: { fr: 'Équipe', en: 'Team' }, updated_by: EDITOR.email });
    expect(page.content.fields[0].fields.main_title.fr).toBe('Notre équipe');
    expect(page.content.override.seo.global.en.title).toBe('About the broker');
    expect(page.published_content.fields[0].fields.main_title.fr).toBe('À propos');
    const publicAbout = await publicPage('/en/about');
    expect(publicAbout.body.content.fields[0].fields.main_title.en).toBe('About');
    expect(publicAbout.body.title.en).toBe('About');
  });

  it('answers 409 stale_revision for a stale revision and writes nothing; force overwrites', async () => {
    const id = await pageIdByKey('about');
    const theirs = [demoBlock('text_block_1', { main_title: { fr: 'Version périmée', en: 'Stale version' } })];
    const conflict = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: adminCookie, body: { revision: 1, content: { fields: theirs } } });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ error: 'stale_revision', current_revision: 2, updated_by: EDITOR.email });
    let { page } = await (await call(`/api/cms/pages/${id}`, { cookie: adminCookie })).json();
    expect(page.content.fields[0].fields.main_title.fr).toBe('Notre équipe');

    const forced = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: adminCookie, body: { revision: 1, content: { fields: theirs }, force: true } });
    expect(forced.status).toBe(200);
    expect((await forced.json()).revision).toBe(3);
    ({ page } = await (await call(`/api/cms/pages/${id}`, { cookie: adminCookie })).json());
    expect(page.content.fields[0].fields.main_title.fr).toBe('Version périmée');
    expect(page.updated_by).toBe(ADMIN.email);
  });

  it('answers 413 for a body over 5 MB', async () => {
    const id = await pageIdByKey('about');
    const huge = 'x'.repeat(6 * 1024 * 1024);
    const res = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editorCookie, body: { revision: 1, content: { fields: [{ block_type: 'text_block_1', fields: { huge } }] } } });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payload_too_large');
  });

  it('answers 422 for a malformed draft body', async () => {
    const id = await pageIdByKey('about');
    const res = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editorCookie, body: { revision: 'x', content: { fields: [{ nope: true }] } } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('invalid_body');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['revision', 'content.fields.0.block_type']));
  });
});

describe('publish', () => {
  it('refuses invalid blocks with 422 invalid_blocks (repeater items included) and leaves the public page alone', async () => {
    const id = await pageIdByKey('home');
    const fields: Block[] = [
      demoBlock('text_block_1'),
      { ...demoBlock('text_block_1'), block_params: { color_scheme: 'fuchsia' } },
      { block_type: 'no_such_block', block_params: {}, fields: {} },
      demoBlock('contact_infos_block', { contact_infos_repeater: [{ block_type: 'contact_info_item', block_params: {}, fields: { icon_links_repeater: [] } }] }),
    ];
    const saved = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editorCookie, body: { revision: 1, content: { fields } } });
    expect(saved.status).toBe(200);
    const { revision } = await saved.json();
    const res = await call(`/api/cms/pages/${id}/publish`, { method: 'POST', cookie: editorCookie, body: { revision } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('invalid_blocks');
    expect(body.blocks.map((b: { index: number; block_type: string }) => [b.index, b.block_type])).toEqual([
      [1, 'text_block_1'],
      [2, 'no_such_block'],
      [3, 'contact_infos_block'],
    ]);
    expect(body.blocks[0].issues[0].path).toEqual(['block_params', 'color_scheme']);
    expect(body.blocks[2].issues[0].path).toEqual(['fields', 'contact_infos_repeater', 0, 'fields', 'main_title']);
    const home = await publicPage('/fr');
    expect(home.body.content.fields).toHaveLength(1);
    expect(home.body.content.fields[0].fields.main_title.fr).toBe('Bonjour');
  });

  it('publishes valid blocks: the public content API serves them, the draft is cleared, a version is stored', async () => {
    const id = await pageIdByKey('home');
    const detail = await (await call(`/api/cms/pages/${id}`, { cookie: editorCookie })).json();
    const fields = [demoBlock('text_block_1', { main_title: { fr: 'Bienvenue chez nous', en: 'Welcome home' } }), demoBlock('contact_infos_block')];
    const saved = await (await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editorCookie, body: { revision: detail.page.revision, content: { fields } } })).json();
    const stale = await call(`/api/cms/pages/${id}/publish`, { method: 'POST', cookie: editorCookie, body: { revision: saved.revision - 1 } });
    expect(stale.status).toBe(409);
    const res = await call(`/api/cms/pages/${id}/publish`, { method: 'POST', cookie: editorCookie, body: { revision: saved.revision } });
    expect(res.status).toBe(200);
    const published = await res.json();
    expect(published.revision).toBe(saved.revision + 1);
    expect(Date.parse(published.published_at)).not.toBeNaN();

    const home = await publicPage('/en');
    expect(home.body.content.fields.map((b: Block) => b.block_type)).toEqual(['text_block_1', 'contact_infos_block']);
    expect(home.body.content.fields[0].fields.main_title.en).toBe('Welcome home');
    const list = await (await call('/api/cms/pages', { cookie: editorCookie })).json();
    expect(list.pages.find((p: { id: string }) => p.id === id)).toMatchObject({ has_draft: false, revision: published.revision });
  });

  it('makes a new page public on first publish', async () => {
    const id = await pageIdByKey('our-services');
    const detail = await (await call(`/api/cms/pages/${id}`, { cookie: editorCookie })).json();
    const saved = await (await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editorCookie, body: { revision: detail.page.revision, content: { fields: [demoBlock('text_block_1')] } } })).json();
    expect((await call(`/api/cms/pages/${id}/publish`, { method: 'POST', cookie: editorCookie, body: { revision: saved.revision } })).status).toBe(200);
    const page = await publicPage('/fr/nos-services');
    expect(page.status).toBe(200);
    expect(page.body.title).toEqual({ fr: 'Nos services', en: 'Our services' });
  });
});

describe('versions', () => {
  it('lists versions newest first with a diff summary and restores one as the draft', async () => {
    const id = await pageIdByKey('home');
    const res = await call(`/api/cms/pages/${id}/versions`, { cookie: editorCookie });
    expect(res.status).toBe(200);
    const { versions } = await res.json();
    // The seed content is kept as a baseline, then the published version.
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ created_by: EDITOR.email, summary: { added: 1, removed: 0, changed: 1 } });
    expect(versions[1]).toMatchObject({ created_by: null, summary: { added: 1, removed: 0, changed: 0 } });

    const before = await (await call(`/api/cms/pages/${id}`, { cookie: editorCookie })).json();
    const restored = await call(`/api/cms/pages/${id}/versions/${versions[1].id}/restore`, { method: 'POST', cookie: editorCookie, body: {} });
    expect(restored.status).toBe(200);
    expect((await restored.json()).revision).toBe(before.page.revision + 1);
    const after = await (await call(`/api/cms/pages/${id}`, { cookie: editorCookie })).json();
    expect(after.page.has_draft).toBe(true);
    expect(after.page.content.fields[0].fields.main_title.fr).toBe('Bonjour');
    // Restoring makes a draft: the public page is unchanged until published.
    expect((await publicPage('/fr')).body.content.fields[0].fields.main_title.fr).toBe('Bienvenue chez nous');
    expect((await call(`/api/cms/pages/${id}/versions/nope/restore`, { method: 'POST', cookie: editorCookie, body: {} })).status).toBe(404);
  });
});

describe('script blocks are admin-only', () => {
  const script = (content: string): Block => ({ block_type: 'script_block', block_params: {}, fields: { content, frontend_only: false } });

  it('refuses an editor adding, changing or removing a script block (403), allows moving it, allows an admin', async () => {
    const id = await pageIdByKey('maintenance');
    const start = await (await call(`/api/cms/pages/${id}`, { cookie: editorCookie })).json();
    const base = start.page.content.fields as Block[];
    const add = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editorCookie, body: { revision: start.page.revision, content: { fields: [...base, script('<script>1</script>')] } } });
    expect(add.status).toBe(403);
    expect(await add.json()).toMatchObject({ error: 'forbidden' });

    const byAdmin = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: adminCookie, body: { revision: start.page.revision, content: { fields: [...base, script('<script>1</script>')] } } });
    expect(byAdmin.status).toBe(200);
    let revision = (await byAdmin.json()).revision;

    const change = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editorCookie, body: { revision, content: { fields: [...base, script('<script>2</script>')] } } });
    expect(change.status).toBe(403);
    const remove = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editorCookie, body: { revision, content: { fields: base } } });
    expect(remove.status).toBe(403);
    const move = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editorCookie, body: { revision, content: { fields: [script('<script>1</script>'), ...base] } } });
    expect(move.status).toBe(200);
    revision = (await move.json()).revision;
    const { page } = await (await call(`/api/cms/pages/${id}`, { cookie: editorCookie })).json();
    expect(page.content.fields[0].fields.content).toBe('<script>1</script>');
    expect(page.revision).toBe(revision);

    expect((await call(`/api/cms/pages/${id}`, { method: 'DELETE', cookie: editorCookie })).status).toBe(403);
  });
});

describe('CSRF', () => {
  it('refuses writes from a foreign origin, without Origin, or flagged cross-site, and writes nothing', async () => {
    const id = await pageIdByKey('about');
    const before = await (await call(`/api/cms/pages/${id}`, { cookie: adminCookie })).json();
    const body = { revision: before.page.revision, content: { fields: [] } };
    for (const init of [{ origin: 'https://evil.example' }, { origin: null }, { origin: 'http://localhost.evil.example' }]) {
      const res = await call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: adminCookie, body, ...init });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toBe('csrf');
    }
    const crossSite = await harness.app.request(`http://localhost/api/cms/pages/${id}/draft`, {
      method: 'PUT',
      headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'cross-site', Cookie: adminCookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(crossSite.status).toBe(403);
    const created = await call('/api/cms/pages', { method: 'POST', cookie: adminCookie, origin: 'https://evil.example', body: { title: { fr: 'Pirate', en: 'Pirate' }, paths: { fr: '/fr/pirate', en: '/en/pirate' } } });
    expect(created.status).toBe(403);
    const after = await (await call(`/api/cms/pages/${id}`, { cookie: adminCookie })).json();
    expect(after.page.revision).toBe(before.page.revision);
    expect(after.page.content).toEqual(before.page.content);
    const list = await (await call('/api/cms/pages', { cookie: adminCookie })).json();
    expect(list.pages.some((p: { key: string }) => p.key === 'pirate')).toBe(false);
  });
});

describe('delete and audit', () => {
  it('deletes a page (204) and it disappears from the list and the public site', async () => {
    const id = await pageIdByKey('our-services');
    expect((await call(`/api/cms/pages/${id}`, { method: 'DELETE', cookie: editorCookie })).status).toBe(204);
    expect((await call(`/api/cms/pages/${id}`, { cookie: editorCookie })).status).toBe(404);
    expect((await publicPage('/fr/nos-services')).status).toBe(404);
  });

  it('records every write with the user e-mail', async () => {
    const entries = await auditActions();
    const actions = new Set(entries.map((e) => `${e.action} ${e.user_email}`));
    for (const expected of [
      `auth.login ${EDITOR.email}`,
      `page.create ${EDITOR.email}`,
      `page.draft_save ${EDITOR.email}`,
      `page.draft_save ${ADMIN.email}`,
      `page.publish ${EDITOR.email}`,
      `page.restore ${EDITOR.email}`,
      `page.delete ${EDITOR.email}`,
    ]) {
      expect(actions).toContain(expected);
    }
  });
});
