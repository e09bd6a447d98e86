/**
 * The `/qa/*` gate of the server app:
 * anonymous pages redirect to the login page server-side (before SSR), logged-in users get the
 * page, the login page sends logged-in users on; CMS endpoints answer JSON 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderFunction } from '../../src/server/ssr';
import { EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';

let harness: CmsHarness;
let cookie: string;
const rendered: string[] = [];

const render: RenderFunction = async (request) => {
  const url = new URL(request.url);
  rendered.push(url.pathname);
  return new Response(`<!doctype html><title>SSR</title>${url.pathname}`, { headers: { 'Content-Type': 'text/html' } });
};

const get = (path: string, withCookie?: string) => harness.call(path, { cookie: withCookie, origin: null });

beforeAll(async () => {
  harness = await openCmsHarness({ render });
  cookie = await harness.logIn(EDITOR);
});
afterAll(() => harness.database.dispose());

describe('/qa gate', () => {
  it('redirects anonymous /qa pages to the login page with next, without rendering them', async () => {
    rendered.length = 0;
    for (const [path, next] of [
      ['/qa/sections', '/qa/sections'],
      ['/qa/sections?lang=en&page=about', '/qa/sections?lang=en&page=about'],
      ['/qa/parametres-generaux', '/qa/parametres-generaux'],
      ['/qa', '/qa'],
    ]) {
      const res = await get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/qa/login?next=${encodeURIComponent(next)}`);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(rendered).toEqual([]);
  });

  it('renders the login page for anonymous visitors', async () => {
    const res = await get('/qa/login?next=%2Fqa%2Fsections');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/qa/login');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('renders /qa pages for a logged-in user', async () => {
    const res = await get('/qa/sections', cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/qa/sections');
    expect((await get('/qa/general-settings', cookie)).status).toBe(200);
  });

  it('sends logged-in users from the login page to next (local paths only) or /qa/sections', async () => {
    const toNext = await get('/qa/login?next=%2Fqa%2Fgeneral-settings', cookie);
    expect(toNext.status).toBe(302);
    expect(toNext.headers.get('location')).toBe('/qa/general-settings');
    for (const next of ['', '?next=https%3A%2F%2Fevil.example', '?next=%2F%2Fevil.example', '?next=%2Fqa%2Flogin']) {
      const res = await get(`/qa/login${next}`, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/qa/sections');
    }
    expect((await get('/qa', cookie)).headers.get('location')).toBe('/qa/sections');
  });

  it('never sends a logged-in user to another site, whatever the browser would strip from next', async () => {
    for (const next of ['/%09/evil.example/phish', '/%0a/evil.example/phish', '/%0d%0a/evil.example', '/%5Cevil.example', '/qa/%09/evil.example', '/fr/contact']) {
      const res = await get(`/qa/login?next=${next}`, cookie);
      expect(res.status, next).toBe(302);
      expect(res.headers.get('location'), next).toBe('/qa/sections');
    }
  });

  it('treats a revoked session as anonymous', async () => {
    const other = await harness.logIn(EDITOR);
    await harness.call('/api/cms/auth/logout', { method: 'POST', cookie: other });
    expect((await get('/qa/sections', other)).status).toBe(302);
    expect((await get('/qa/sections', 'vitrine_session=forged-token')).status).toBe(302);
  });

  it('answers JSON 401 for anonymous CMS calls and JSON 404 for unknown CMS routes', async () => {
    const res = await get('/api/cms/pages');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ error: 'unauthenticated' });
    const unknown = await get('/api/cms/nothing-here', cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'not_found' });
  });

  it('leaves public pages alone', async () => {
    const res = await get('/fr');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/fr');
  });
});
