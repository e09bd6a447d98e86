/**
 * Unsubscribe links of alert digests: no login; GET shows a confirmation and changes
 * nothing (mail scanners prefetch links), POST unsubscribes (page button and RFC 8058 one-click),
 * unknown tokens answer a 404 page, a second POST is harmless. Through the whole server app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ASSETS } from '../../src/lib/pageAssets';
import { createApp } from '../../src/server/app';
import type { SavedSearchRow } from '../../src/server/db/schema';
import type { RenderFunction } from '../../src/server/ssr';
import { readSavedSearch, savedSearch } from './alertsFixtures';
import { insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let french: SavedSearchRow;
let english: SavedSearchRow;
const stubRender: RenderFunction = async () => new Response('SSR page', { status: 404, headers: { 'Content-Type': 'text/html' } });

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  app = createApp({ db: database.db, render: stubRender, config: { exposeErrors: false }, assets: EMPTY_ASSETS });
  french = await savedSearch(database.db, { email: 'marie.roy@exemple.test' });
  english = await savedSearch(database.db, { email: 'john.smith@example.test', locale: 'en' });
});
afterAll(async () => {
  await database.dispose();
});

const url = (token: string) => `http://courtier.test/alerts/unsubscribe/${token}`;
const post = (token: string, body?: string) =>
  app.request(url(token), {
    method: 'POST',
    headers: body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
    body,
  });

describe('GET /alerts/unsubscribe/:token', () => {
  it('shows a French confirmation with a button and unsubscribes nobody', async () => {
    const response = await app.request(url(french.unsubscribeToken));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Vous désabonner des alertes?');
    expect(html).toContain('marie.roy@exemple.test');
    expect(html).toContain(`<form method="post" action="/alerts/unsubscribe/${french.unsubscribeToken}">`);
    expect(html).toContain('Confirmer le désabonnement</button>');
    expect(html).toContain('noindex');
    // Asked twice, as a scanner would: still subscribed.
    await app.request(url(french.unsubscribeToken));
    expect((await readSavedSearch(database.db, french.id)).unsubscribedAt).toBeNull();
  });

  it('answers in English for an English subscriber', async () => {
    const html = await (await app.request(url(english.unsubscribeToken))).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Unsubscribe from alerts?');
    expect(html).toContain('Confirm unsubscribe</button>');
  });

  it('answers a 404 page for an unknown token, in the browser language', async () => {
    const fr = await app.request(url('inconnu'));
    expect(fr.status).toBe(404);
    expect(await fr.text()).toContain('Lien introuvable');
    const en = await app.request(url('x'.repeat(300)), { headers: { 'Accept-Language': 'en-CA,en;q=0.8' } });
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Link not found');
  });
});

describe('POST /alerts/unsubscribe/:token', () => {
  it('unsubscribes, then a second POST (or a later GET) answers the same without changing the date', async () => {
    const first = await post(french.unsubscribeToken);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('Vous êtes désabonné');
    expect(html).toContain('marie.roy@exemple.test');
    const unsubscribedAt = (await readSavedSearch(database.db, french.id)).unsubscribedAt;
    expect(unsubscribedAt).toBeInstanceOf(Date);

    const second = await post(french.unsubscribeToken);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('Vous êtes désabonné');
    expect((await readSavedSearch(database.db, french.id)).unsubscribedAt?.toISOString()).toBe(unsubscribedAt!.toISOString());

    const later = await app.request(url(french.unsubscribeToken));
    expect(later.status).toBe(200);
    expect(await later.text()).toContain('Vous êtes désabonné');
    expect((await readSavedSearch(database.db, english.id)).unsubscribedAt).toBeNull();
  });

  it('accepts the RFC 8058 one-click POST of mail providers', async () => {
    const response = await post(english.unsubscribeToken, 'List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You are unsubscribed');
    expect((await readSavedSearch(database.db, english.id)).unsubscribedAt).toBeInstanceOf(Date);
  });

  it('answers 404 for an unknown token', async () => {
    const response = await post('inconnu');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Lien introuvable');
  });
});
