/**
 * CMS API test harness: a real PGlite database with the fixture sites, an admin and an editor,
 * the whole Hono app (CMS + content API, SSR stubbed) and helpers that call it the way a
 * same-origin browser would (JSON bodies, `Origin`, session cookie).
 */
import { expect } from 'vitest';
import { EMPTY_ASSETS } from '../../src/lib/pageAssets';
import { createApp } from '../../src/server/app';
import type { MediaStorage } from '../../src/server/media/mediaStorage';
import { hashPassword } from '../../src/server/auth/password';
import { insertUser } from '../../src/server/db/repositories/users';
import type { RenderFunction } from '../../src/server/ssr';
import { insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

export const ADMIN = { email: 'admin@courtier.test', password: 'Admin-Courtier-2026!' };
export const EDITOR = { email: 'editeur@courtier.test', password: 'Editeur-Courtier-2026!' };
export const ORIGIN = 'http://localhost';

export interface CallInit {
  method?: string;
  body?: unknown;
  cookie?: string;
  /** `null` sends no Origin header (CSRF tests); default: the site's own origin. */
  origin?: string | null;
}

export interface CmsHarness {
  database: TestDatabase;
  app: ReturnType<typeof createApp>;
  /** Calls the app at `http://localhost{path}`. */
  call(path: string, init?: CallInit): Promise<Response>;
  /** Logs a user in and returns the `vitrine_session=...` cookie pair. */
  logIn(user: { email: string; password: string }): Promise<string>;
  /** The CMS ids of the site's pages by page key (`home`, `about`…), read with `cookie`. */
  pageIds(cookie: string): Promise<Record<string, string>>;
}

const stubRender: RenderFunction = async () => new Response('SSR', { headers: { 'Content-Type': 'text/html' } });

/** Opens a fresh database and app with the fixture sites, {@link ADMIN} and {@link EDITOR}. */
export async function openCmsHarness(options: { render?: RenderFunction; pageCacheMb?: number; mediaStorage?: MediaStorage } = {}): Promise<CmsHarness> {
  const database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertUser(database.db, { email: ADMIN.email, name: 'Admin', role: 'admin', passwordHash: await hashPassword(ADMIN.password) });
  await insertUser(database.db, { email: EDITOR.email, name: 'Éditeur', role: 'editor', passwordHash: await hashPassword(EDITOR.password) });
  const app = createApp({
    db: database.db,
    render: options.render ?? stubRender,
    config: { exposeErrors: false, pageCacheMb: options.pageCacheMb },
    assets: EMPTY_ASSETS,
    // The page cache runs with production headers only (it needs the CSP nonce).
    dev: !options.pageCacheMb,
    loginDelayMs: 0,
    mediaStorage: options.mediaStorage,
  });
  const call = async (path: string, init: CallInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.origin !== null) headers.Origin = init.origin ?? ORIGIN;
    if (init.cookie) headers.Cookie = init.cookie;
    return app.request(`http://localhost${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  };
  const logIn = async (user: { email: string; password: string }) => {
    const res = await call('/api/cms/auth/login', { method: 'POST', body: user });
    expect(res.status).toBe(200);
    return /vitrine_session=[^;]*/.exec(res.headers.get('set-cookie') ?? '')![0];
  };
  const pageIds = async (cookie: string) => {
    const { pages } = (await (await call('/api/cms/pages', { cookie })).json()) as { pages: { id: string; key: string }[] };
    return Object.fromEntries(pages.map((page) => [page.key, page.id]));
  };
  return { database, app, call, logIn, pageIds };
}
