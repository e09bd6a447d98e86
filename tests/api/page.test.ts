/**
 * Content API pages (spec 000 §7 "Page"): by domain and by site id, statuses, redirects, 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePayload } from '../../src/schema/page';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  api = createContentApiApp({ db: database.db });
});
afterAll(() => database.dispose());

const post = (url: string, body: unknown) =>
  api.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /page (by domain)', () => {
  it('answers the home page of the default site for localhost with the full payload', async () => {
    const res = await post('/page', { path: '/fr', domain_name: 'localhost:3000' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(() => pagePayload.parse(body)).not.toThrow();
    expect(body).toMatchObject({
      production: true,
      microsite_id: FIXTURE.micrositeId,
      site_id: FIXTURE.siteId,
      site_type: 'broker',
      site_key: FIXTURE.siteKey,
      recaptcha: null,
      variant: null,
      location: null,
      title: { fr: 'Accueil', en: 'Home' },
      alternate_paths: [
        { locale: 'fr', path: '/fr' },
        { locale: 'en', path: '/en' },
      ],
    });
    for (const key of ['seo', 'theme', 'metadata', 'header', 'footer', 'content']) expect(body).toHaveProperty(key);
    expect(body.content.fields[0].block_type).toBe('text_block_1');
    expect(body.header.fields[0].block_type).toBe('header_classic');
    expect(body.metadata.captcha.provider).toBe('altcha');
  });

  it('maps 127.0.0.1 and [::1] to the default site and a listed domain to its site', async () => {
    for (const domain of ['127.0.0.1', '[::1]:3000', 'LOCALHOST']) {
      const res = await post('/page', { path: '/en', domain_name: domain });
      expect(res.status).toBe(200);
      expect((await res.json()).site_id).toBe(FIXTURE.siteId);
    }
    const res = await post('/page', { path: '/fr', domain_name: 'Agence.test:8080' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.site_id).toBe(FIXTURE.otherSiteId);
    expect(body.site_type).toBe('agency');
    expect(body.theme.preset).toBe('red');
  });

  it('answers 404 JSON for an unknown host', async () => {
    const res = await post('/page', { path: '/fr', domain_name: 'unknown.example' });
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('message');
  });

  it('strips query strings and trailing slashes from the path', async () => {
    const res = await post('/page', { path: '/en/about/?utm=x', domain_name: 'localhost' });
    expect(res.status).toBe(200);
    expect((await res.json()).title.en).toBe('About');
  });

  it('merges the site SEO defaults with the page override', async () => {
    const body = await (await post('/page', { path: '/en/about', domain_name: 'localhost' })).json();
    expect(body.seo.global.en).toEqual({ title: 'About the broker', description: 'Site EN' });
    expect(body.seo.global.fr).toEqual({ title: 'Courtier test', description: 'Site FR' });
  });

  it('answers 404 with the site payload and no content for an unknown path', async () => {
    const res = await post('/page', { path: '/fr/nulle-part', domain_name: 'localhost' });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.content.fields).toEqual([]);
    expect(body.header.fields).toHaveLength(1);
    expect(body.footer.fields).toHaveLength(1);
    expect(() => pagePayload.parse(body)).not.toThrow();
  });

  it('answers 404 for an unpublished page', async () => {
    const res = await post('/page', { path: '/fr/brouillon', domain_name: 'localhost' });
    expect(res.status).toBe(404);
  });

  it('answers 503 with the payload of a maintenance page', async () => {
    const res = await post('/page', { path: '/en/maintenance', domain_name: 'localhost' });
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.content.fields[0].block_type).toBe('error_block');
  });

  it('answers 301 and 302 redirects with a Location header and body location', async () => {
    const permanent = await post('/page', { path: '/fr/accueil/', domain_name: 'localhost' });
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get('location')).toBe('/fr');
    expect((await permanent.json()).location).toBe('/fr');

    const temporary = await post('/page', { path: '/fr/nous-joindre', domain_name: 'localhost' });
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('location')).toBe('/fr/contact');
  });

  it('answers 422 with field errors for bad bodies, never 500', async () => {
    const missing = await post('/page', { path: '/fr' });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toHaveProperty('domain_name');

    const badPath = await post('/page', { path: 'fr', domain_name: 'localhost' });
    expect(badPath.status).toBe(422);
    expect((await badPath.json()).errors).toHaveProperty('path');

    const notJson = await post('/page', '{nope');
    expect(notJson.status).toBe(422);

    const array = await post('/page', [1, 2]);
    expect(array.status).toBe(422);
  });
});

describe('POST /page/:site_id', () => {
  it('answers the page of the site and echoes production', async () => {
    const res = await post(`/page/${FIXTURE.siteId}`, { path: '/en/about', production: false });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ site_id: FIXTURE.siteId, production: false, title: { en: 'About' } });
    expect(body.alternate_paths).toEqual([
      { locale: 'fr', path: '/fr/a-propos' },
      { locale: 'en', path: '/en/about' },
    ]);
  });

  it('keeps statuses and redirects', async () => {
    expect((await post(`/page/${FIXTURE.siteId}`, { path: '/fr/maintenance' })).status).toBe(503);
    const redirect = await post(`/page/${FIXTURE.siteId}`, { path: '/fr/accueil' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/fr');
    expect((await post(`/page/${FIXTURE.siteId}`, { path: '/en/missing' })).status).toBe(404);
  });

  it('answers 404 with a message for an unknown site id', async () => {
    const res = await post('/page/does-not-exist', { path: '/fr' });
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('message');
  });

  it('answers 422 for a bad body', async () => {
    const res = await post(`/page/${FIXTURE.siteId}`, { path: 42, production: 'yes' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['path', 'production']);
  });
});

describe('unexpected failures', () => {
  it('answer JSON 500 with a message when the database is gone', async () => {
    const broken = await openTestDatabase();
    const brokenApi = createContentApiApp({ db: broken.db });
    await broken.dispose();
    const res = await brokenApi.request('/page', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/fr', domain_name: 'localhost' }),
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: 'Internal server error' });
  });
});
