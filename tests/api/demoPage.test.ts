/**
 * The developer page (spec 000 §7 "GET /development/demo-page"): the test block and every page
 * block with its demo data, in both languages, never indexed and never cached for others; served
 * to the site's CMS admins, or to everyone with `DEV_PAGES=1`, and an unknown page otherwise. The
 * CMS call gives the same blocks to admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockSchemas } from '../../src/blocks/schemas';
import { pageByDomainAnswer } from '../../src/server/api/pageRoutes';
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

const PLACED = blockSchemas.filter((schema) => !schema.item && schema.family !== 'chrome').map((schema) => schema.type);

interface DemoPayload {
  title: Record<string, string>;
  seo: { robots_index_rule?: string };
  alternate_paths: { locale: string; path: string }[];
  content: { fields: { block_type: string }[] };
}

const ask = (path: string, cookie?: string) => harness.call('/api/swc/page', { method: 'POST', body: { path, domain_name: 'localhost' }, cookie });

describe('the developer page', () => {
  for (const [locale, path] of [
    ['fr', '/fr/development/demo-page'],
    ['en', '/en/development/demo-page'],
  ] as const) {
    it(`shows an admin the test block, then every page block with its demo, noindex and private (${locale})`, async () => {
      const res = await ask(path, adminCookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const payload = (await res.json()) as DemoPayload;
      const types = payload.content.fields.map((block) => block.block_type);
      expect(types[0]).toBe('test_block');
      expect([...types].sort()).toEqual([...PLACED].sort());
      expect(payload.seo.robots_index_rule).toBe('noindex, nofollow');
      expect(payload.alternate_paths).toEqual([
        { locale: 'fr', path: '/fr/development/demo-page' },
        { locale: 'en', path: '/en/development/demo-page' },
      ]);
    });
  }

  it('is an unknown page for a visitor and for an editor', async () => {
    expect((await ask('/fr/development/demo-page')).status).toBe(404);
    expect((await ask('/en/development/demo-page', editorCookie)).status).toBe(404);
  });

  it('is there for every visitor with DEV_PAGES', async () => {
    const answer = await pageByDomainAnswer(harness.database.db, { path: '/en/development/demo-page', domain_name: 'localhost' }, { isEditor: async () => false, mayOpenDemoPage: async () => true });
    expect(answer.status).toBe(200);
    expect((answer.body as DemoPayload).content.fields[0]?.block_type).toBe('test_block');
  });

  it('gives its blocks to admins through the CMS, and refuses editors', async () => {
    const res = await harness.call('/api/cms/development/demo-page', { cookie: adminCookie });
    expect(res.status).toBe(200);
    const { blocks } = (await res.json()) as { blocks: { block_type: string; fields: unknown }[] };
    expect(blocks.map((block) => block.block_type)).toContain('properties_block');
    expect(blocks.every((block) => typeof block.fields === 'object')).toBe(true);
    expect((await harness.call('/api/cms/development/demo-page', { cookie: editorCookie })).status).toBe(403);
  });
});
