/**
 * QA draft preview: `production: false` serves the draft (content and title, unpublished
 * pages included) only to a request carrying a live CMS session, with `Cache-Control: private,
 * no-store` and no ETag; anonymous requests always get the published page. The SSR in-process API
 * receives the visitor's Cookie, and `?qa_preview=1` documents are never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderFunction } from '../../src/server/ssr';
import { EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';

let harness: CmsHarness;
let editorCookie: string;
const call: CmsHarness['call'] = (path, init) => harness.call(path, init);

/** Fake SSR: answers the draft-preview payload the loader would get for `/fr` (path from the URL). */
const render: RenderFunction = async (request, options) => {
  const url = new URL(request.url);
  const draft = url.searchParams.get('qa_preview') === '1';
  const answer = await options.api.pageByDomain({ path: url.pathname, domainName: 'localhost', ...(draft ? { production: false } : {}) });
  // Like the real renderer (src/renderer/entry-server.tsx): a private page gets no ETag and no-store.
  const headers: Record<string, string> = options.private
    ? { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store' }
    : { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache', ETag: 'W/"ssr"' };
  return new Response(JSON.stringify(answer.data), { status: answer.status, headers });
};

const titleOf = (body: { content: { fields: { fields: { main_title?: { fr: string } } }[] } }) => body.content.fields[0]?.fields.main_title?.fr;

beforeAll(async () => {
  harness = await openCmsHarness({ render });
  editorCookie = await harness.logIn(EDITOR);
  const pages = (await (await call('/api/cms/pages', { cookie: editorCookie })).json()).pages as { id: string; key: string; revision: number }[];
  const home = pages.find((p) => p.key === 'home')!;
  const draft = {
    revision: home.revision,
    title: { fr: 'Accueil (brouillon)', en: 'Home (draft)' },
    content: { fields: [{ block_type: 'text_block_1', block_params: {}, fields: { main_title: { fr: 'Bonjour brouillon', en: 'Hello draft' } } }] },
  };
  expect((await call(`/api/cms/pages/${home.id}/draft`, { method: 'PUT', cookie: editorCookie, body: draft })).status).toBe(200);
  const created = await call('/api/cms/pages', { method: 'POST', cookie: editorCookie, body: { title: { fr: 'Nouvelle', en: 'New' }, paths: { fr: '/fr/nouvelle', en: '/en/new' } } });
  expect(created.status).toBe(201);
});
afterAll(() => harness.database.dispose());

describe('content API with production: false', () => {
  it('serves the draft content and title with a live session, private and uncached', async () => {
    const res = await call(`/api/swc/page/${FIXTURE.siteId}`, { method: 'POST', cookie: editorCookie, body: { path: '/fr', production: false } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const body = await res.json();
    expect(titleOf(body)).toBe('Bonjour brouillon');
    expect(body.title).toEqual({ fr: 'Accueil (brouillon)', en: 'Home (draft)' });
    expect(body.production).toBe(false);
  });

  it('POST /page (by domain) honours production: false with a session too', async () => {
    const res = await call('/api/swc/page', { method: 'POST', cookie: editorCookie, body: { path: '/fr', domain_name: 'localhost', production: false } });
    expect(titleOf(await res.json())).toBe('Bonjour brouillon');
  });

  it('previews an unpublished new page with a session', async () => {
    const res = await call(`/api/swc/page/${FIXTURE.siteId}`, { method: 'POST', cookie: editorCookie, body: { path: '/en/new', production: false } });
    expect(res.status).toBe(200);
    expect((await res.json()).title).toEqual({ fr: 'Nouvelle', en: 'New' });
  });

  it('never serves the draft anonymously or with a bad session: the published page', async () => {
    for (const cookie of [undefined, 'vitrine_session=forged-token']) {
      const res = await call(`/api/swc/page/${FIXTURE.siteId}`, { method: 'POST', cookie, body: { path: '/fr', production: false } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(titleOf(body)).toBe('Bonjour');
      expect(body.title).toEqual({ fr: 'Accueil', en: 'Home' });
      expect(res.headers.get('cache-control')).toBe('no-store');
      const unpublished = await call(`/api/swc/page/${FIXTURE.siteId}`, { method: 'POST', cookie, body: { path: '/en/new', production: false } });
      expect(unpublished.status).toBe(404);
    }
  });

  it('serves the published page to a logged-in editor who does not ask for the draft', async () => {
    const res = await call('/api/swc/page', { method: 'POST', cookie: editorCookie, body: { path: '/fr', domain_name: 'localhost' } });
    expect(titleOf(await res.json())).toBe('Bonjour');
  });
});

describe('SSR of ?qa_preview=1', () => {
  it("forwards the visitor's cookie to the in-process API: the draft, private, no ETag", async () => {
    const res = await harness.app.request('http://localhost/fr?qa_preview=1', { headers: { Cookie: editorCookie, 'If-None-Match': 'W/"ssr"' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    expect(titleOf(await res.json())).toBe('Bonjour brouillon');
  });

  it('renders the published page for an anonymous visitor of ?qa_preview=1', async () => {
    const res = await harness.app.request('http://localhost/fr?qa_preview=1');
    expect(titleOf(await res.json())).toBe('Bonjour');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
