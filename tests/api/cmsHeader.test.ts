/**
 * CMS site header (`/api/cms/header`): the header is site-wide (spec 000 §3), edited once for
 * every page. Saving publishes it on every public page; an invalid header is refused with 422
 * `invalid_blocks` (area `header`); editors may edit it but never add a script block; a stale
 * revision is refused with 409; the pages' own SEO override is untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerMegamenuDemo } from '../../src/blocks/chrome/header_megamenu/schema';
import { exportSiteContent, importSiteContent } from '../../src/server/cli/siteContent';
import { findSiteByDomain } from '../../src/server/db/repositories/sites';
import { ADMIN, EDITOR, openCmsHarness, type CallInit, type CmsHarness } from './cmsHarness';

let harness: CmsHarness;
let adminCookie: string;
let editorCookie: string;

const call = (path: string, init?: CallInit) => harness.call(path, init);
const publicPayload = async (path: string) => (await call('/api/swc/page', { method: 'POST', body: { path, domain_name: 'localhost' } })).json();
const currentHeader = async (cookie: string) =>
  (await (await call('/api/cms/header', { cookie })).json()) as { header: { fields: { block_type: string; fields: Record<string, unknown>; block_params?: Record<string, unknown> }[] }; revision: number };

const megamenu = (label: string) => ({
  block_type: 'header_megamenu',
  block_params: headerMegamenuDemo.block_params,
  fields: {
    ...headerMegamenuDemo.fields,
    menu_repeater: [
      { ...headerMegamenuDemo.fields.menu_repeater![0], fields: { ...headerMegamenuDemo.fields.menu_repeater![0].fields, menu_link: { format: { type: 'text' }, text: { fr: label, en: 'Buy' }, url: { fr: '/fr', en: '/en' } } } },
    ],
  },
});

beforeAll(async () => {
  harness = await openCmsHarness();
  adminCookie = await harness.logIn(ADMIN);
  editorCookie = await harness.logIn(EDITOR);
});
afterAll(() => harness.database.dispose());

describe('/api/cms/header', () => {
  it('answers the stored header with a revision', async () => {
    const body = await currentHeader(editorCookie);
    expect(body.header.fields.map((block) => block.block_type)).toEqual(['header_classic']);
    expect(Number.isInteger(body.revision)).toBe(true);
  });

  it('lets an editor save a megamenu header: every public page serves it, the page SEO override is kept, the audit says so', async () => {
    const ids = await harness.pageIds(adminCookie);
    const { page: about } = await (await call(`/api/cms/pages/${ids.about}`, { cookie: adminCookie })).json();
    const seoBefore = JSON.stringify((await publicPayload('/en/about')).seo);
    const { revision } = await currentHeader(editorCookie);
    const res = await call('/api/cms/header', { method: 'PUT', cookie: editorCookie, body: { header: { fields: [megamenu('Acheter une maison')] }, revision } });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved.revision).not.toBe(revision);
    expect((await currentHeader(editorCookie)).revision).toBe(saved.revision);
    for (const path of ['/fr', '/en/about', '/fr/does-not-exist']) {
      const payload = await publicPayload(path);
      expect(payload.header.fields[0].block_type).toBe('header_megamenu');
      expect(payload.header.fields[0].fields.menu_repeater[0].fields.menu_link.text.fr).toBe('Acheter une maison');
    }
    expect(JSON.stringify((await publicPayload('/en/about')).seo)).toBe(seoBefore);
    const { page: aboutAfter } = await (await call(`/api/cms/pages/${ids.about}`, { cookie: adminCookie })).json();
    expect(aboutAfter.content.override.seo.global.en.title).toBe('About the broker');
    expect(aboutAfter.content.override).toEqual(about.content.override);
    const audit = await (await call('/api/cms/audit', { cookie: adminCookie })).json();
    expect(JSON.stringify(audit)).toContain('header.update');
  });

  it('refuses a stale revision with 409 and keeps the stored header', async () => {
    const res = await call('/api/cms/header', { method: 'PUT', cookie: adminCookie, body: { header: { fields: [megamenu('Périmé')] }, revision: 0 } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'stale_revision' });
    expect((await publicPayload('/fr')).header.fields[0].fields.menu_repeater[0].fields.menu_link.text.fr).toBe('Acheter une maison');
  });

  it('refuses an invalid header with 422 invalid_blocks in area header', async () => {
    const { revision } = await currentHeader(adminCookie);
    const broken = megamenu('Acheter');
    broken.fields = { ...broken.fields, logo_multiplier: 99 };
    const res = await call('/api/cms/header', { method: 'PUT', cookie: adminCookie, body: { header: { fields: [broken] }, revision } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('invalid_blocks');
    expect(body.blocks).toEqual([expect.objectContaining({ area: 'header', index: 0, block_type: 'header_megamenu' })]);
    expect(body.blocks[0].issues[0].path).toEqual(['fields', 'logo_multiplier']);

    for (const fields of [[], [megamenu('A'), megamenu('B')], [{ block_type: 'cta_block', fields: {} }]]) {
      const wrong = await call('/api/cms/header', { method: 'PUT', cookie: adminCookie, body: { header: { fields }, revision } });
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).blocks[0].area).toBe('header');
    }
    expect((await currentHeader(adminCookie)).revision).toBe(revision);
  });

  it('refuses an editor adding a script block inside the header (403), writes nothing', async () => {
    const { revision } = await currentHeader(editorCookie);
    const sneaky = megamenu('Acheter');
    const withScript = { ...sneaky, fields: { ...sneaky.fields, menu_repeater: [{ block_type: 'script_block', fields: { code: '<script>alert(1)</script>' } }] } };
    const res = await call('/api/cms/header', { method: 'PUT', cookie: editorCookie, body: { header: { fields: [withScript] }, revision } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'forbidden' });
    expect((await currentHeader(editorCookie)).revision).toBe(revision);
  });

  it('counts its revision in whole numbers, and a content import since it was read makes its save stale', async () => {
    const { header, revision } = await currentHeader(adminCookie);
    const site = (await findSiteByDomain(harness.database.db, 'localhost'))!;
    await importSiteContent(harness.database.db, site, await exportSiteContent(harness.database.db, site));
    expect((await currentHeader(adminCookie)).revision).toBe(revision + 1);
    const stale = await call('/api/cms/header', { method: 'PUT', cookie: adminCookie, body: { header, revision } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: 'stale_revision', current_revision: revision + 1 });
    const saved = await call('/api/cms/header', { method: 'PUT', cookie: adminCookie, body: { header, revision: revision + 1 } });
    expect(await saved.json()).toEqual({ revision: revision + 2 });
    // The conflict's "Overwrite": saved over the stored header whatever its revision.
    const forced = await call('/api/cms/header', { method: 'PUT', cookie: adminCookie, body: { header: { fields: [megamenu('Le mien')] }, revision, force: true } });
    expect(await forced.json()).toEqual({ revision: revision + 3 });
    expect((await currentHeader(adminCookie)).header.fields[0].fields.menu_repeater).toMatchObject([{ fields: { menu_link: { text: { fr: 'Le mien' } } } }]);
  });

  it('is refused without a session (401)', async () => {
    const res = await call('/api/cms/header');
    expect(res.status).toBe(401);
  });
});
