/**
 * The edge of the server: a NUL character or an undecodable escape in a URL or a body is refused
 * with 400 before any route can pass it to PostgreSQL (which would answer 500), and every response
 * — content API, CMS API, health check, error answers — carries the security headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';

let harness: CmsHarness;
let adminCookie: string;

beforeAll(async () => {
  harness = await openCmsHarness();
  adminCookie = await harness.logIn(ADMIN);
});
afterAll(() => harness.database.dispose());

describe('NUL characters and malformed escapes', () => {
  it.each([
    ['GET', '/fr/%00'],
    ['GET', '/fr?variant=%00'],
    ['GET', '/alerts/unsubscribe/%00'],
    ['POST', `/api/swc/${FIXTURE.micrositeId}%00/contact`],
    ['GET', '/api/cms/pages/%00'],
    ['GET', '/qa/login?next=%00'],
    ['GET', '/fr/%ff'],
    ['GET', '/fr/%c0%af'],
    ['GET', '/fr/%E0%A4%A'],
    ['GET', '/fr?q=%ed%a0%80'],
  ])('%s %s answers 400, never 500', async (method, path) => {
    const res = await harness.call(path, { method, cookie: adminCookie, origin: null });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('still serves addresses with accents and encoded spaces', async () => {
    const res = await harness.call('/api/swc/page', { method: 'POST', body: { path: '/fr/propri%C3%A9t%C3%A9s', domain_name: 'localhost' } });
    expect(res.status).not.toBe(400);
    expect((await harness.call('/fr/a%20propos?x=%C3%A9t%C3%A9', { origin: null })).status).not.toBe(400);
  });

  it('refuses a NUL in a CMS JSON body with 400 and stores nothing', async () => {
    const pages = (await (await harness.call('/api/cms/pages', { cookie: adminCookie })).json()).pages as { id: string; key: string; revision: number }[];
    const home = pages.find((p) => p.key === 'home')!;
    const res = await harness.call(`/api/cms/pages/${home.id}/draft`, {
      method: 'PUT',
      cookie: adminCookie,
      body: { revision: home.revision, content: { fields: [{ block_type: 'spacer_block', block_params: {}, fields: { note: 'a\u0000b' } }] } },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_text');
  });

  it('refuses a NUL in a content API page request with 422, never 500', async () => {
    const res = await harness.call('/api/swc/page', { method: 'POST', body: { path: '/fr/\u0000', domain_name: 'localhost' } });
    expect(res.status).toBe(422);
  });
});

describe('host headers', () => {
  it('answers 400 to a Host header that is not a plain host name', async () => {
    for (const host of ['localhost:3000@evil.example', 'evil.example/x', 'a b']) {
      const res = await harness.app.request('http://localhost/fr', { headers: { host } });
      expect(res.status, host).toBe(400);
    }
  });

  it('builds robots.txt and sitemap URLs from the site’s primary domain, ignoring forged forwarded headers', async () => {
    const headers = { host: 'localhost', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' };
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const body = await (await harness.app.request(`http://localhost${path}`, { headers })).text();
      expect(body, path).toContain('https://courtier.test/');
      expect(body, path).not.toMatch(/evil\.example|javascript:/);
    }
  });
});

describe('security headers', () => {
  it.each([
    ['POST', '/api/swc/page', { path: '/fr', domain_name: 'localhost' }],
    ['GET', `/api/swc/${FIXTURE.micrositeId}/search-filters`, undefined],
    ['GET', '/api/swc/captcha/challenge', undefined],
    ['GET', '/api/cms/pages', undefined],
    ['GET', '/api/cms/nope', undefined],
    ['GET', '/healthz', undefined],
    ['GET', '/robots.txt', undefined],
    ['GET', '/fr/%00', undefined],
  ])('%s %s carries them', async (method, path, body) => {
    const res = await harness.call(path, { method, body, origin: null });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
  });
});
