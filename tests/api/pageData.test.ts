/**
 * `POST /api/page-data`: the prepared outcome of a page, what server rendering draws and what the
 * browser's navigations render (src/renderer/page/browserPageSource.ts). Blocks come parsed
 * (defaults applied, rich text sanitised), unknown ones left out with the spec's warning; errors
 * and redirects come as outcomes; a draft only with an editor's session; bad bodies 4xx with field
 * messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/renderer/entry-server';
import { insertPage } from '../../src/server/db/repositories/pages';
import { EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';

let harness: CmsHarness;
let editorCookie: string;

const pageData = (body: unknown, cookie?: string) => harness.call('/api/page-data', { method: 'POST', body, cookie });

beforeAll(async () => {
  harness = await openCmsHarness({ render });
  editorCookie = await harness.logIn(EDITOR);
  await insertPage(harness.database.db, {
    siteId: FIXTURE.siteId,
    key: 'mixed',
    title: { fr: 'Mélange', en: 'Mix' },
    content: {
      fields: [
        { block_type: 'mystery_block', block_params: {}, fields: {} },
        {
          block_type: 'text_block_1',
          block_params: { color_scheme: 'inverted' },
          fields: { main_title: { fr: 'Bienvenue' }, description: { fr: '<p onclick="steal()">Texte</p><script>steal()</script>' } },
        },
      ],
    },
    paths: [{ locale: 'fr', path: '/fr/melange' }],
  });
});
afterAll(() => harness.database.dispose());

describe('POST /api/page-data', () => {
  it('answers the page with its blocks prepared and the warnings found', async () => {
    const res = await pageData({ path: '/fr/melange' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const outcome = await res.json();
    expect(outcome.kind).toBe('page');
    expect(outcome.payload.site_id).toBe(FIXTURE.siteId);
    const blocks = outcome.payload.content.fields;
    expect(blocks).toHaveLength(1);
    expect(blocks[0].block_params.color_scheme).toBe('inverted');
    expect(blocks[0].fields.description.fr).toBe('<p>Texte</p>');
    expect(outcome.warnings).toContainEqual(['Failed to locate block.', 'mystery_block']);
  });

  it('asks by site id when the browser knows it, and answers errors and redirects as outcomes', async () => {
    const missing = await (await pageData({ path: '/fr/nulle-part', site_id: FIXTURE.siteId, production: true })).json();
    expect(missing).toMatchObject({ kind: 'error', status: 404, messageKey: 'errors.404-message' });
    const maintenance = await (await pageData({ path: '/fr/maintenance' })).json();
    expect(maintenance).toMatchObject({ kind: 'error', status: 503 });
  });

  it('serves the draft to an editor only', async () => {
    const pages = (await (await harness.call('/api/cms/pages', { cookie: editorCookie })).json()).pages as { id: string; key: string; revision: number }[];
    const home = pages.find((page) => page.key === 'home')!;
    const draft = { revision: home.revision, title: { fr: 'Accueil', en: 'Home' }, content: { fields: [{ block_type: 'text_block_1', block_params: {}, fields: { main_title: { fr: 'Brouillon du jour' }, description: { fr: '<p>Bientôt</p>' } } }] } };
    expect((await harness.call(`/api/cms/pages/${home.id}/draft`, { method: 'PUT', cookie: editorCookie, body: draft })).status).toBe(200);
    const titleOf = (outcome: { payload: { content: { fields: { fields: { main_title: { fr: string } } }[] } } }) => outcome.payload.content.fields[0]?.fields.main_title.fr;
    expect(titleOf(await (await pageData({ path: '/fr', draft: true }, editorCookie)).json())).toBe('Brouillon du jour');
    // A visitor asking for the draft gets the published page.
    const visitor = await (await pageData({ path: '/fr', draft: true })).json();
    expect(JSON.stringify(visitor)).not.toContain('Brouillon du jour');
    expect(visitor.payload.content).toEqual((await (await pageData({ path: '/fr' })).json()).payload.content);
  });

  it('refuses a bad body with field messages, never a 500', async () => {
    const bad = await pageData({ path: 'contact', query: { page: 2 } });
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['path', 'query.page']));
    const notJson = await harness.app.request('http://localhost/api/page-data', { method: 'POST', body: 'path=/fr', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(notJson.status).toBe(415);
  });
});
