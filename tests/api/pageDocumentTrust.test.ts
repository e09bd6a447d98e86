/**
 * The whole stored page document is parsed on every CMS write, and the admin-only rule on script
 * blocks holds wherever a block sits: an editor cannot place a `script_block` in the footer
 * override (where every visitor's page would run it) or nested inside another block, through a
 * draft, a variant or a restore; malformed overrides are refused with field messages instead of
 * publishing a page that then answers 500; a page's canonical URL stays on the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPageVariant } from '../../src/server/db/repositories/pageVariants';
import { ADMIN, EDITOR, openCmsHarness, type CallInit, type CmsHarness } from './cmsHarness';

let harness: CmsHarness;
let adminCookie: string;
let editorCookie: string;
let homeId: string;

const call = (path: string, init?: CallInit) => harness.call(path, init);
const text = (fr: string) => ({ block_type: 'text_block_1', block_params: {}, fields: { main_title: { fr, en: fr }, description: { fr: '<p>Texte</p>', en: '<p>Text</p>' } } });
const script = (marker: string) => ({
  block_type: 'script_block',
  block_params: {},
  fields: { content: { fr: `<script>window.${marker} = 1</script>`, en: `<script>window.${marker} = 1</script>` } },
});

async function page() {
  const res = await call(`/api/cms/pages/${homeId}`, { cookie: adminCookie });
  return (await res.json()).page as { revision: number; content: { fields: unknown[]; override?: Record<string, unknown> } };
}

async function saveDraft(cookie: string, content: unknown) {
  const { revision } = await page();
  return call(`/api/cms/pages/${homeId}/draft`, { method: 'PUT', cookie, body: { revision, content } });
}

async function publish(cookie: string) {
  const { revision } = await page();
  return call(`/api/cms/pages/${homeId}/publish`, { method: 'POST', cookie, body: { revision } });
}

async function publicPage(query?: Record<string, string>) {
  return call('/api/swc/page', { method: 'POST', body: { path: '/fr', domain_name: 'localhost', ...(query ? { query } : {}) } });
}

beforeAll(async () => {
  harness = await openCmsHarness();
  adminCookie = await harness.logIn(ADMIN);
  editorCookie = await harness.logIn(EDITOR);
  const ids = await harness.pageIds(adminCookie);
  homeId = ids.home;
});
afterAll(() => harness.database.dispose());

describe('script blocks outside the page body', () => {
  it('refuses an editor’s script block in the footer override of a draft (403), and stores nothing', async () => {
    const before = await page();
    const res = await saveDraft(editorCookie, { fields: [text('Accueil')], override: { footer: { fields: [script('footerRan')] } } });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('forbidden');
    expect((await page()).revision).toBe(before.revision);
  });

  it('refuses an editor’s script block nested inside another block’s fields (403)', async () => {
    const nested = { ...text('Accueil'), fields: { main_title: { fr: 'A' }, items: [script('nestedRan')] } };
    const res = await saveDraft(editorCookie, { fields: [nested] });
    expect(res.status).toBe(403);
  });

  it('refuses an editor moving an admin’s script block from the body into the footer override (403)', async () => {
    expect((await saveDraft(adminCookie, { fields: [text('Accueil'), script('adminRan')] })).status).toBe(200);
    const res = await saveDraft(editorCookie, { fields: [text('Accueil')], override: { footer: { fields: [script('adminRan')] } } });
    expect(res.status).toBe(403);
    // Moving it within the body stays allowed.
    expect((await saveDraft(editorCookie, { fields: [script('adminRan'), text('Accueil')] })).status).toBe(200);
  });

  it('lets an admin place a script block in the footer override', async () => {
    const res = await saveDraft(adminCookie, { fields: [text('Accueil')], override: { footer: { fields: [script('adminFooter')] } } });
    expect(res.status).toBe(200);
  });

  it('refuses an editor’s script block in a variant’s footer override, so the variant link never serves it', async () => {
    await insertPageVariant(harness.database.db, { id: 'printemps', pageId: homeId, name: 'Printemps', color: '#2f6b4f', content: { fields: [text('Printemps')] } });
    const url = `/api/cms/pages/${homeId}/variants/printemps`;
    const res = await call(url, {
      method: 'PUT',
      cookie: editorCookie,
      body: { content: { fields: [text('Printemps')], override: { footer: { fields: [script('variantRan')] } } } },
    });
    expect(res.status).toBe(403);
    const served = await (await publicPage({ variant: 'printemps' })).json();
    expect(JSON.stringify(served)).not.toContain('variantRan');
  });

  it('refuses an editor deleting a page whose footer override holds a script block (403)', async () => {
    const created = await call('/api/cms/pages', {
      method: 'POST',
      cookie: adminCookie,
      body: { title: { fr: 'Scripté', en: 'Scripted' }, paths: { fr: '/fr/scripte', en: '/en/scripted' } },
    });
    const { page: newPage } = await created.json();
    const save = await call(`/api/cms/pages/${newPage.id}/draft`, {
      method: 'PUT',
      cookie: adminCookie,
      body: { revision: newPage.revision, content: { fields: [], override: { footer: { fields: [script('x')] } } } },
    });
    expect(save.status).toBe(200);
    expect((await call(`/api/cms/pages/${newPage.id}`, { method: 'DELETE', cookie: editorCookie })).status).toBe(403);
  });
});

describe('malformed documents', () => {
  it.each([
    ['a footer that is not a block list', { footer: { fields: 'x' } }, 'content.override.footer.fields'],
    ['SEO that is not an object', { seo: 'x' }, 'content.override.seo'],
    ['a header override the renderer does not know', { header: { fields: [] } }, 'content.override'],
    ['a canonical URL on another domain', { seo: { canonical_url: { fr: 'https://evil.example/' } } }, 'content.override.seo.canonical_url.fr'],
    ['a protocol-relative canonical URL', { seo: { canonical_url: { fr: '//evil.example/x' } } }, 'content.override.seo.canonical_url.fr'],
    ['editor-written JSON-LD', { seo: { structured_data: { fr: [{ '@type': 'Thing' }] } } }, 'content.override.seo'],
  ])('refuses %s with 422 and a field message, for drafts and variants', async (_label, override, field) => {
    const draft = await saveDraft(adminCookie, { fields: [text('Accueil')], override });
    expect(draft.status).toBe(422);
    const body = await draft.json();
    expect(Object.keys(body.fields)).toContain(field);
    const variant = await call(`/api/cms/pages/${homeId}/variants/printemps`, {
      method: 'PUT',
      cookie: adminCookie,
      body: { content: { fields: [text('Printemps')], override } },
    });
    expect(variant.status).toBe(422);
  });

  it('accepts a canonical path on the site and serves it', async () => {
    const res = await saveDraft(adminCookie, { fields: [text('Accueil')], override: { seo: { canonical_url: { fr: '/fr', en: '/en' } } } });
    expect(res.status).toBe(200);
    expect((await publish(adminCookie)).status).toBe(200);
    const served = await (await publicPage()).json();
    expect(served.seo.canonical_url.fr).toBe('/fr');
  });

  it('refuses to publish or copy into a variant a stored document that no longer parses (422), and serves the page without the bad override', async () => {
    const { pages } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const bad = { fields: [text('Accueil')], override: { footer: { fields: 'x' }, seo: 'x' } };
    await harness.database.db.update(pages).set({ draftContent: bad as never, content: bad as never }).where(eq(pages.id, homeId));
    const res = await publish(adminCookie);
    expect(res.status).toBe(422);
    expect((await res.json()).error).toBe('invalid_document');
    const variant = await call(`/api/cms/pages/${homeId}/variants`, { method: 'POST', cookie: adminCookie, body: { name: 'Copie', color: '#112233' } });
    expect(variant.status).toBe(422);
    expect((await variant.json()).error).toBe('invalid_document');
    const served = await publicPage();
    expect(served.status).toBe(200);
    const body = await served.json();
    expect(body.content.override).toBeUndefined();
    expect(body.content.fields).toHaveLength(1);
  });

  it('publish checks the blocks of the footer override too (422 invalid_blocks with area footer)', async () => {
    const res = await saveDraft(adminCookie, { fields: [text('Accueil')], override: { footer: { fields: [{ block_type: 'no_such_block', block_params: {}, fields: {} }] } } });
    expect(res.status).toBe(200);
    const published = await publish(adminCookie);
    expect(published.status).toBe(422);
    const body = await published.json();
    expect(body.error).toBe('invalid_blocks');
    expect(body.blocks).toContainEqual(expect.objectContaining({ area: 'footer', index: 0, block_type: 'no_such_block' }));
  });
});
