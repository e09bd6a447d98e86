/**
 * Odd text on every write route: each CMS write route of the app (and the public page and lead
 * routes) is called by a logged-in admin with bodies PostgreSQL or a recursive walk cannot take —
 * lone UTF-16 surrogates in values and keys, NUL characters, nesting 10 000 levels deep, wrong
 * types, not JSON — and must answer 4xx, never 500. Then the answers a caller sees for the cases
 * first found on page drafts, articles, categories and media alt texts: 422 with a field message.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/server/http/requestText';
import { ADMIN, openCmsHarness, ORIGIN, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';

let harness: CmsHarness;
let adminCookie: string;

beforeAll(async () => {
  harness = await openCmsHarness();
  adminCookie = await harness.logIn(ADMIN);
});
afterAll(() => harness.database.dispose());

const LONE = '\ud800';
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Raw JSON texts (not objects: some cannot be built by JSON.stringify, such as 10 000 levels). */
const ODD_BODIES: Record<string, string> = {
  'lone surrogates in values': JSON.stringify({ revision: 1, title: { fr: LONE, en: '\udc00x' }, main_title: { fr: LONE }, name: LONE, alt: { fr: LONE }, label: { fr: LONE }, slug: { fr: LONE } }),
  'a lone surrogate in a key': JSON.stringify({ [`k${LONE}`]: 'v', revision: 1 }),
  'a NUL character': JSON.stringify({ revision: 1, title: { fr: 'a\u0000b' }, name: 'a\u0000b' }),
  'nesting 10 000 levels deep': `{"revision":1,"content":${deep(10_000)},"title":{"fr":${deep(10_000)}}}`,
  'a body nested 10 000 levels deep': deep(10_000),
  'wrong types': JSON.stringify({ revision: 'x', content: null, title: 3, fields: 'no', status: [], email: {} }),
  'an array': '[]',
  'a string': '"text"',
  null: 'null',
  'not JSON': '{"revision":',
  'a huge number': '{"revision":1e400,"position":-1e400}',
};

/** Ids that exist in the harness database, by the path segment naming their table. */
async function existingIds(): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const firstId = async (table: string) => {
    const result = (await harness.database.db.execute(sql.raw(`select id from ${table} limit 1`))) as unknown as { rows: { id: string | number }[] };
    return result.rows[0] ? String(result.rows[0].id) : undefined;
  };
  const tables: Record<string, string> = { pages: 'pages', variants: 'page_variants', articles: 'articles', categories: 'blog_categories', media: 'media', members: 'members', offices: 'offices', leads: 'leads', users: 'users' };
  for (const [segment, table] of Object.entries(tables)) {
    const id = await firstId(table).catch(() => undefined);
    if (id) ids[segment] = id;
  }
  return ids;
}

/** Values of path parameters named for what they hold. */
const NAMED_PARAMS: Record<string, string> = { kind: 'members', site_id: FIXTURE.siteId, siteId: FIXTURE.siteId, microsite: FIXTURE.micrositeId };

/**
 * `/api/cms/pages/:id/draft` with `:id` replaced by an id of the table the segment before it names
 * (`directory/:kind/:id` → a member), else by `1`.
 */
function concretePath(path: string, ids: Record<string, string>): string {
  const resolved: string[] = [];
  for (const segment of path.split('/')) {
    if (!segment.startsWith(':')) {
      resolved.push(segment);
      continue;
    }
    const name = segment.slice(1).replace(/[?{].*$/, '');
    resolved.push(encodeURIComponent(NAMED_PARAMS[name] ?? ids[resolved.at(-1) ?? ''] ?? '1'));
  }
  return resolved.join('/');
}

describe('odd text on every write route', () => {
  let writeRoutes: { method: string; path: string }[];
  beforeAll(async () => {
    const ids = await existingIds();
    const routes = harness.app.routes
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
      .filter((route) => route.path.startsWith('/api/cms/') || route.path.startsWith('/api/swc/'))
      // Logging out would end the session the other calls need.
      .filter((route) => !route.path.endsWith('/logout'))
      .map((route) => `${route.method} ${concretePath(route.path, ids)}`);
    writeRoutes = [...new Set(routes)].map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return { method, path };
    });
  });

  it.each(Object.entries(ODD_BODIES))('answers 4xx, never 500, to %s on every write route', async (_name, body) => {
    expect(writeRoutes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const { method, path } of writeRoutes) {
      const res = await harness.app.request(`http://localhost${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: adminCookie },
        body,
      });
      if (res.status >= 500) failures.push(`${method} ${path}: ${res.status} ${(await res.text()).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('what a caller sees', () => {
  const send = (method: string, path: string, body: string) =>
    harness.app.request(`http://localhost${path}`, { method, headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: adminCookie }, body });

  it('refuses a lone surrogate in a page draft with 422 naming the field, and stores nothing', async () => {
    const pages = (await (await harness.call('/api/cms/pages', { cookie: adminCookie })).json()).pages as { id: string; key: string; revision: number }[];
    const home = pages.find((p) => p.key === 'home')!;
    const before = await (await harness.call(`/api/cms/pages/${home.id}`, { cookie: adminCookie })).text();
    const res = await send('PUT', `/api/cms/pages/${home.id}/draft`, JSON.stringify({ revision: home.revision, content: { main_title: { fr: LONE }, fields: [] } }));
    expect(res.status).toBe(422);
    const answer = await res.json();
    expect(answer.error).toBe('invalid_text');
    expect(answer.fields['content.main_title.fr']).toEqual([expect.stringContaining('surrogate')]);
    expect(await (await harness.call(`/api/cms/pages/${home.id}`, { cookie: adminCookie })).text()).toBe(before);
  });

  it(`refuses nesting past ${MAX_JSON_DEPTH} levels with 422, checked without recursion`, async () => {
    const pages = (await (await harness.call('/api/cms/pages', { cookie: adminCookie })).json()).pages as { id: string; revision: number }[];
    const res = await send('PUT', `/api/cms/pages/${pages[0]!.id}/draft`, `{"revision":${pages[0]!.revision},"content":{"fields":${deep(10_000)}}}`);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(/nested more than 64 levels/);
  });

  it('refuses lone surrogates in a new article, a blog category and a media alt text with 422', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/cms/articles', { title: { fr: LONE } }],
      ['POST', '/api/cms/blog/categories', { label: { fr: LONE, en: 'x' } }],
      ['PATCH', '/api/cms/media/1', { alt: { fr: LONE } }],
    ] as const) {
      const res = await send(method, path, JSON.stringify(body));
      expect(res.status, path).toBe(422);
      expect((await res.json()).error, path).toBe('invalid_text');
    }
  });

  it('answers the public page route 422 for a lone surrogate', async () => {
    const res = await harness.call('/api/swc/page', { method: 'POST', body: { path: `/fr/${LONE}`, domain_name: 'localhost' } });
    expect(res.status).toBe(422);
  });
});
