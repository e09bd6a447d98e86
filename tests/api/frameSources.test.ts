/**
 * A site's own frame-src allowlist (`metadata.frame_sources`): its pages' Content-Security-Policy
 * lets them frame those origins (the site's property search tool), another site's pages do not,
 * and only plain https origins are accepted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameSource } from '../../src/schema/page';
import { EMPTY_ASSETS } from '../../src/lib/pageAssets';
import { createApp } from '../../src/server/app';
import { sites } from '../../src/server/db/schema';
import { siteFrameSources } from '../../src/server/http/frameSources';
import type { RenderFunction } from '../../src/server/ssr';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

const TOOL = 'https://outils.example-immobilier.ca';
let database: TestDatabase;
let app: ReturnType<typeof createApp>;

const render: RenderFunction = async () => new Response('<!doctype html><title>SSR</title>', { headers: { 'Content-Type': 'text/html' } });

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  const [site] = await database.db.select().from(sites).where(eq(sites.id, FIXTURE.siteId));
  const settings = (site.settings ?? {}) as Record<string, Record<string, unknown>>;
  await database.db
    .update(sites)
    .set({ settings: { ...settings, metadata: { ...(settings.metadata ?? {}), frame_sources: [TOOL] } } as never })
    .where(eq(sites.id, FIXTURE.siteId));
  app = createApp({ db: database.db, render, config: { exposeErrors: false }, assets: EMPTY_ASSETS });
});
afterAll(() => database.dispose());

const frameSrc = async (host: string) => {
  const res = await app.request('http://localhost/fr', { headers: { host } });
  const policy = res.headers.get('content-security-policy') ?? '';
  return policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-src')) ?? '';
};

describe('frame-src per site', () => {
  it('lets the site’s pages frame its own tool, and keeps the built-in hosts', async () => {
    const directive = await frameSrc('localhost');
    expect(directive).toContain(TOOL);
    expect(directive).toContain("'self'");
    expect(directive).toContain('https://www.youtube-nocookie.com');
  });

  it('lists only the captcha and the video privacy hosts on a site without its own tools', async () => {
    const directive = await frameSrc('agence.test');
    expect(directive.split(/\s+/).slice(1).sort()).toEqual(
      ["'self'", 'https://player.vimeo.com', 'https://www.google.com', 'https://www.youtube-nocookie.com'].sort(),
    );
  });

  it('does not let another site’s pages frame it', async () => {
    expect(await frameSrc('agence.test')).not.toContain(TOOL);
  });

  it('reads the stored list alone: a list with one bad origin frames nothing, a bad setting elsewhere does not matter', () => {
    expect(siteFrameSources({ metadata: { frame_sources: [TOOL] }, theme: { colors: 'not a theme' } })).toEqual([TOOL]);
    expect(siteFrameSources({ metadata: { frame_sources: [TOOL, 'http://outils.example.ca'] } })).toEqual([]);
    expect(siteFrameSources({ metadata: {} })).toEqual([]);
    expect(siteFrameSources(null)).toEqual([]);
  });

  it.each(['http://outils.example.ca', 'https://outils.example.ca/recherche', 'https://*.example.ca', "https://x.ca 'unsafe-inline'", 'javascript:alert(1)'])(
    'refuses %j as a frame source',
    (value) => {
      expect(frameSource.safeParse(value).success).toBe(false);
    },
  );
});
