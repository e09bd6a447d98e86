/**
 * Every stored document is parsed strictly: a key no block schema reads (a script block hidden in
 * a text block's `fields.nested`, `fields.fields[]` or `block_params.extra`) is refused with 422
 * and a field message before anything is stored, on article drafts, page drafts, variants, the
 * header and content imports; an article takes no script block at all, even from an admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockSchemas } from '../../src/blocks/schemas';
import { eq } from 'drizzle-orm';
import { exportSiteContent, parseSiteContent } from '../../src/server/cli/siteContent';
import { sites } from '../../src/server/db/schema';
import { FIXTURE } from './fixtures';
import { ADMIN, EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';

let harness: CmsHarness;
let adminCookie: string;
let editorCookie: string;

beforeAll(async () => {
  harness = await openCmsHarness();
  adminCookie = await harness.logIn(ADMIN);
  editorCookie = await harness.logIn(EDITOR);
});
afterAll(() => harness.database.dispose());

const SCRIPT = { block_type: 'script_block', block_params: {}, fields: { code: { fr: '<script>alert(1)</script>', en: '<script>alert(1)</script>' } } };
const textSchema = blockSchemas.find((schema) => schema.type === 'article_text_block')!;
const text = (extra: { fields?: Record<string, unknown>; block_params?: Record<string, unknown> } = {}) => ({
  block_type: textSchema.type,
  block_params: { ...(textSchema.demo.block_params ?? {}), ...extra.block_params },
  fields: { ...textSchema.demo.fields, ...extra.fields },
});
const HIDDEN = [
  ['fields.nested', text({ fields: { nested: SCRIPT } })],
  ['fields.fields', text({ fields: { fields: [SCRIPT] } })],
  ['block_params.extra', text({ block_params: { extra: SCRIPT } })],
] as const;

describe('article drafts', () => {
  let article: { id: number; revision: number; document: Record<string, unknown> };
  beforeAll(async () => {
    const created = await harness.call('/api/cms/articles', { method: 'POST', cookie: editorCookie, body: { title: { fr: 'Strict' } } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()).article;
    article = (await (await harness.call(`/api/cms/articles/${id}`, { cookie: editorCookie })).json()).article;
  });

  it.each(HIDDEN)('refuses a script block hidden in a body block’s %s, for an admin too, and stores nothing', async (key, block) => {
    for (const cookie of [editorCookie, adminCookie]) {
      const res = await harness.call(`/api/cms/articles/${article.id}/draft`, {
        method: 'PUT',
        cookie,
        body: { revision: article.revision, document: { ...article.document, body: { fields: [block] } } },
      });
      expect(res.status).toBe(422);
      const answer = await res.json();
      expect(answer.error).toBe('invalid_document');
      expect(Object.keys(answer.fields)).toContain(`document.body.fields.0.${key}`);
    }
    const stored = (await (await harness.call(`/api/cms/articles/${article.id}`, { cookie: editorCookie })).json()).article;
    expect(stored.revision).toBe(article.revision);
    expect(JSON.stringify(stored.document)).not.toContain('script_block');
  });

  it('saves the same block without the hidden parts', async () => {
    const res = await harness.call(`/api/cms/articles/${article.id}/draft`, {
      method: 'PUT',
      cookie: editorCookie,
      body: { revision: article.revision, document: { ...article.document, body: { fields: [text()] } } },
    });
    expect(res.status).toBe(200);
  });
});

describe('page drafts, variants and the header', () => {
  it.each(HIDDEN)('refuses a page draft with a key no block reads (%s)', async (key, block) => {
    const pages = (await (await harness.call('/api/cms/pages', { cookie: adminCookie })).json()).pages as { id: string; key: string; revision: number }[];
    const home = pages.find((page) => page.key === 'home')!;
    const res = await harness.call(`/api/cms/pages/${home.id}/draft`, { method: 'PUT', cookie: adminCookie, body: { revision: home.revision, content: { fields: [block] } } });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).fields)).toContain(`content.fields.0.${key}`);
  });

  it('refuses a variant with a key no block reads', async () => {
    const pages = (await (await harness.call('/api/cms/pages', { cookie: adminCookie })).json()).pages as { id: string; key: string }[];
    const home = pages.find((page) => page.key === 'home')!;
    const created = await harness.call(`/api/cms/pages/${home.id}/variants`, { method: 'POST', cookie: adminCookie, body: { name: 'Strict', color: '#1e6bd6' } });
    expect(created.status).toBe(201);
    const { variant } = await created.json();
    const res = await harness.call(`/api/cms/pages/${home.id}/variants/${variant.id}`, {
      method: 'PUT',
      cookie: adminCookie,
      body: { content: { fields: [HIDDEN[0][1]] } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).fields)).toContain('content.fields.0.fields.nested');
  });

  it('refuses a header with a key no block reads', async () => {
    const { header, revision } = await (await harness.call('/api/cms/header', { cookie: adminCookie })).json();
    const first = header.fields[0] ?? { block_type: 'header_block', block_params: {}, fields: {} };
    const res = await harness.call('/api/cms/header', {
      method: 'PUT',
      cookie: adminCookie,
      body: { revision, header: { fields: [{ ...first, fields: { ...first.fields, nested: SCRIPT } }] } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).fields)).toContain('header.fields.0.fields.nested');
  });
});

describe('content imports', () => {
  it('refuses a file whose blocks hold keys no block reads', async () => {
    const [site] = await harness.database.db.select().from(sites).where(eq(sites.id, FIXTURE.siteId));
    const exported = await exportSiteContent(harness.database.db, site!);
    expect(() => parseSiteContent(JSON.parse(JSON.stringify(exported)))).not.toThrow();
    const file = JSON.parse(JSON.stringify(exported));
    file.pages[0].content.fields = [HIDDEN[2][1]];
    expect(() => parseSiteContent(file)).toThrow(/pages\[0\]\.content\.fields\[0\]\.block_params\.extra: Unknown field/);
  });
});
