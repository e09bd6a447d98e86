/**
 * Unpublished content variants: a new variant is seen at `?variant=` only by CMS users with a role
 * on the site or through a signed, expiring preview link; anyone else — guessing the slug, with an
 * expired, tampered or other variant's link — gets the page itself. Publishing makes it public;
 * unpublishing hides it again. Every change is audited.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, EDITOR, openCmsHarness, type CallInit, type CmsHarness } from './cmsHarness';

let harness: CmsHarness;
let editorCookie: string;
let adminCookie: string;
let homeId: string;

const call = (path: string, init?: CallInit) => harness.call(path, init);
const url = (variantId: string, action: string) => `/api/cms/pages/${homeId}/variants/${variantId}/${action}`;

/** The variant the public page serves for `query` (null: the page itself). */
async function served(query: Record<string, string>, cookie?: string) {
  const res = await call('/api/swc/page', { method: 'POST', body: { path: '/fr', domain_name: 'localhost', query }, cookie });
  expect(res.status).toBe(200);
  return ((await res.json()).variant as { id: string } | null)?.id ?? null;
}

function queryOf(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link, 'http://localhost').searchParams);
}

beforeAll(async () => {
  harness = await openCmsHarness();
  editorCookie = await harness.logIn(EDITOR);
  adminCookie = await harness.logIn(ADMIN);
  const ids = await harness.pageIds(adminCookie);
  homeId = ids.home;
  for (const name of ['Campagne secrète', 'Autre campagne']) {
    const res = await call(`/api/cms/pages/${homeId}/variants`, { method: 'POST', cookie: editorCookie, body: { name, color: '#2f6b4f' } });
    expect(res.status).toBe(201);
  }
});
afterAll(() => {
  vi.useRealTimers();
  return harness.database.dispose();
});

describe('unpublished variants', () => {
  it('are not served to a visitor who guesses the slug, but are to the site’s editors', async () => {
    expect(await served({ variant: 'campagne-secrete' })).toBeNull();
    expect(await served({ variant: 'campagne-secrete' }, editorCookie)).toBe('campagne-secrete');
  });

  it('are served through a signed preview link, to that variant only, until it expires', async () => {
    const res = await call(url('campagne-secrete', 'preview-link'), { method: 'POST', cookie: editorCookie, body: { locale: 'fr' } });
    expect(res.status).toBe(200);
    const link = await res.json();
    expect(link.url).toMatch(/^\/fr\?variant=campagne-secrete&preview=\d+\.[A-Za-z0-9_-]{43}$/);
    const expires = new Date(link.expires_at).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const query = queryOf(link.url);
    expect(await served(query)).toBe('campagne-secrete');
    // The same token does not open another variant, and a tampered one opens nothing.
    expect(await served({ ...query, variant: 'autre-campagne' })).toBeNull();
    const [exp, sig] = query.preview.split('.');
    expect(await served({ ...query, preview: `${Number(exp) + 86400}.${sig}` })).toBeNull();
    expect(await served({ ...query, preview: `${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}` })).toBeNull();
    // Expired.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expires + 1000);
    expect(await served(query)).toBeNull();
    vi.useRealTimers();
  });

  it('become public when published, and private again when unpublished; audited', async () => {
    const published = await call(url('campagne-secrete', 'publish'), { method: 'POST', cookie: editorCookie });
    expect(published.status).toBe(200);
    expect((await published.json()).variant.published_at).toEqual(expect.any(String));
    expect(await served({ variant: 'campagne-secrete' })).toBe('campagne-secrete');
    const unpublished = await call(url('campagne-secrete', 'unpublish'), { method: 'POST', cookie: editorCookie });
    expect((await unpublished.json()).variant.published_at).toBeNull();
    expect(await served({ variant: 'campagne-secrete' })).toBeNull();
    const audit = await (await call('/api/cms/audit?limit=50', { cookie: adminCookie })).json();
    const actions = (audit.entries as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['page.variant_publish', 'page.variant_unpublish', 'page.variant_preview_link']));
  });

  it('are a preview (banner, private answer) for an editor and a preview link, and content alone for visitors once published', async () => {
    const answer = async (query: Record<string, string>, cookie?: string) => {
      const res = await call('/api/swc/page', { method: 'POST', body: { path: '/fr', domain_name: 'localhost', query }, cookie });
      return { variant: (await res.json()).variant as { id: string; preview?: boolean } | null, cacheControl: res.headers.get('cache-control') };
    };
    const link = await (await call(url('autre-campagne', 'preview-link'), { method: 'POST', cookie: editorCookie, body: { locale: 'fr' } })).json();
    expect(await answer({ variant: 'autre-campagne' }, editorCookie)).toMatchObject({ variant: { id: 'autre-campagne', preview: true }, cacheControl: 'private, no-store' });
    expect(await answer(queryOf(link.url))).toMatchObject({ variant: { id: 'autre-campagne', preview: true }, cacheControl: 'private, no-store' });
    expect((await call(url('autre-campagne', 'publish'), { method: 'POST', cookie: editorCookie })).status).toBe(200);
    const visitor = await answer({ variant: 'autre-campagne' });
    expect(visitor.variant).toEqual({ id: 'autre-campagne', name: 'Autre campagne', color: '#2f6b4f' });
    // A preview link to a published variant is still a preview, and still private.
    expect(await answer(queryOf(link.url))).toMatchObject({ variant: { preview: true }, cacheControl: 'private, no-store' });
    expect((await call(url('autre-campagne', 'unpublish'), { method: 'POST', cookie: editorCookie })).status).toBe(200);
  });

  it('answers 404 for an unknown variant and 401 without a session', async () => {
    expect((await call(url('nope', 'publish'), { method: 'POST', cookie: editorCookie })).status).toBe(404);
    expect((await call(url('campagne-secrete', 'preview-link'), { method: 'POST', body: {} })).status).toBe(401);
  });
});
