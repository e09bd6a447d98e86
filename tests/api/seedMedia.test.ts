/**
 * The seeded sites' pictures through the media library, on a real database and the whole app:
 * each site's library holds the illustrations its content shows (rasterised and processed like
 * an upload, alt texts and focal points from the content, used by the content), the content
 * points at them instead of the SVG files (logos, badges and initials avatars excepted), a page
 * carries their size, placeholder and focal point, and their variants and focal-point crops are
 * served from the machine's cache with no file copied by the seed.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ASSETS } from '../../src/lib/pageAssets';
import type { MediaItem } from '../../src/schema/media';
import type { PagePayload } from '../../src/schema/page';
import { createApp } from '../../src/server/app';
import { seedIfEmpty, type SeedReport } from '../../src/server/seed/index';
import { openTestDatabase, type TestDatabase } from './testDatabase';

const ADMIN = { email: 'admin@courtier.test', password: 'Admin-Courtier-2026!' };
const SITES = ['localhost', 'agence.localhost'] as const;

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let report: SeedReport;
let cookie: string;

beforeAll(async () => {
  database = await openTestDatabase();
  report = await seedIfEmpty(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  app = createApp({
    db: database.db,
    render: async () => new Response('SSR', { headers: { 'Content-Type': 'text/html' } }),
    config: { exposeErrors: false },
    assets: EMPTY_ASSETS,
    dev: true,
    loginDelayMs: 0,
  });
  const login = await app.request('http://localhost/api/cms/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  cookie = /vitrine_session=[^;]*/.exec(login.headers.get('set-cookie') ?? '')![0];
});
afterAll(() => database.dispose());

const library = async (host: string) => {
  const res = await app.request(`http://${host}/api/cms/media`, { headers: { Host: host, Cookie: cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: MediaItem[] }).items;
};
const page = async (host: string, path: string) => {
  const res = await app.request(`http://${host}/api/swc/page`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, domain_name: host, production: true }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as PagePayload;
};
const file = (url: string) => app.request(`http://localhost${url}`);

describe('seeded pictures in the media library', () => {
  it('gives each site a library of the illustrations its content shows, processed like uploads', async () => {
    expect(report.media).toBeGreaterThan(40);
    for (const host of SITES) {
      const items = await library(host);
      expect(items.length, host).toBeGreaterThan(20);
      for (const item of items) {
        expect(item, item.original_filename).toMatchObject({ content_type: 'image/png', created_by: null, alt_complete: true });
        expect(item.url).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.jpg$/);
        expect(item.placeholder).toMatch(/^data:image\/webp;base64,/);
        expect(new Set(item.variants.map((variant) => variant.format))).toEqual(new Set(['avif', 'webp', 'jpeg']));
        // Every one is shown somewhere: it cannot be deleted from under the seeded content.
        expect(item.usage_count, item.original_filename).toBeGreaterThan(0);
      }
    }
    // The broker's portrait: its focal point is the one her site's content gives (on the face).
    const broker = await library('localhost');
    expect(broker.find((item) => item.original_filename === 'portrait.png')?.focal_point).toEqual({ x: 0.5, y: 0.35 });
    // The house is also the site's sharing image (settings): a use too.
    const house = broker.find((item) => item.original_filename === 'house.png')!;
    const detail = await app.request(`http://localhost/api/cms/media/${house.id}`, { headers: { Cookie: cookie } });
    expect(((await detail.json()) as { item: MediaItem }).item.uses).toContainEqual({ kind: 'settings', id: 'site-julie-tremblay' });
  });

  it('leaves no illustration SVG in the seeded pages’ content; logos stay vector', async () => {
    for (const [host, path] of [
      ['localhost', '/fr'],
      ['localhost', '/fr/vendre'],
      ['localhost', '/fr/quartiers/brossard'],
      ['agence.localhost', '/fr'],
      ['agence.localhost', '/fr/a-propos'],
    ] as const) {
      // The blocks' own fields and the chrome (listing blocks' feeds carry the listings' photos, which stay as they are).
      const payload = await page(host, path);
      const text = JSON.stringify([payload.header, payload.footer, payload.content.fields.map((block) => block.fields)]);
      expect(text.match(/"\/(?:images|blog|neighbourhoods|listings|people|directory\/offices)\/[a-z0-9-]+\.svg"/g)?.filter((url) => !url.includes('/images/logo-')) ?? [], `${host}${path}`).toEqual([]);
      expect(text).toMatch(/\/media\/[0-9a-f]{32}-\d+\.jpg/);
      expect(text).toMatch(/\/images\/logo-[a-z-]+\.svg/);
    }
  });

  it('sends the home’s hero with its size, placeholder and focal point, and serves its variants from the cache', async () => {
    const home = await page('localhost', '/fr');
    const hero = home.content.fields[0]!;
    expect(hero.block_type).toBe('hero_block_1');
    const url = (hero.fields as { bg_image: { media: { fr: { url: string } } } }).bg_image.media.fr.url;
    const [, hash, width] = /^\/media\/([0-9a-f]{32})-(\d+)\.jpg$/.exec(url)!;
    expect(home.media_library?.[hash!]).toEqual({ width: 1920, height: 1280, placeholder: expect.stringMatching(/^data:image\/webp;base64,/), focal_point: { x: 0.5, y: 0.5 } });
    expect(width).toBe('1920');
    for (const [name, type, size] of [
      [`${hash}-1920.avif`, 'image/avif', [1920, 1280]],
      [`${hash}-640.webp`, 'image/webp', [640, 427]],
      [`${hash}-320.jpg`, 'image/jpeg', [320, 213]],
      // Its square crop around the middle (the image is 3:2).
      [`${hash}-1x1-50-50-960.avif`, 'image/avif', [960, 960]],
    ] as const) {
      const res = await file(`/media/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      const metadata = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([metadata.width, metadata.height], name).toEqual(size);
    }
    // No crop around a point the library does not hold.
    expect((await file(`/media/${hash}-1x1-20-50-960.avif`)).status).toBe(404);
  });

  it('gives both sites’ pages the facts of every library image they show', async () => {
    for (const host of SITES) {
      const home = await page(host, '/fr');
      const hashes = [...new Set([...JSON.stringify(home.content).matchAll(/\/media\/([0-9a-f]{32})-/g)].map((match) => match[1]!))];
      expect(hashes.length, host).toBeGreaterThan(3);
      expect(Object.keys(home.media_library ?? {}).sort()).toEqual(expect.arrayContaining(hashes.sort()));
    }
  });
});
