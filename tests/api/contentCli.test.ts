/**
 * Content CLI: export → import round trip, site references, clear errors. The CLI runs in this
 * process on the test's database (tests/api/cliSmoke.test.ts runs it as a command).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { runContentCli } from '../../src/server/cli/content';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'vitrine-cli-files-'));
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
});
afterAll(async () => {
  await database.dispose();
  rmSync(workDir, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runContentCli(argv, { env: {}, database: database.db, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function withApi<T>(fn: (api: ReturnType<typeof createContentApiApp>) => Promise<T>): Promise<T> {
  return fn(createContentApiApp({ db: database.db }));
}

const postPage = (api: ReturnType<typeof createContentApiApp>, siteId: string, path: string) =>
  api.request(`/page/${siteId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path }) });

describe('content CLI', () => {
  it('exports a site by microsite id with pages, chrome, settings and redirects', async () => {
    const file = join(workDir, 'export.json');
    const result = await cli('export', FIXTURE.micrositeId, file);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Exported 4 pages and 2 redirects/);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    expect(data.format).toBe('vitrine-site-content');
    expect(data.pages.map((p: { key: string }) => p.key).sort()).toEqual(['about', 'draft', 'home', 'maintenance']);
    expect(data.pages.find((p: { key: string }) => p.key === 'maintenance').status).toBe(503);
    expect(data.header.fields[0].block_type).toBe('header_classic');
    expect(data.settings.metadata.captcha.provider).toBe('altcha');
    expect(data.redirects).toContainEqual({ from_path: '/fr/accueil', to_path: '/fr', status: 301 });
  });

  it('round-trips: importing the export into another site serves the same pages there', async () => {
    const file = join(workDir, 'roundtrip.json');
    expect((await cli('export', FIXTURE.siteId, file)).code).toBe(0);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.pages.find((p: { key: string }) => p.key === 'about').title.en = 'About us (imported)';
    writeFileSync(file, JSON.stringify(data));

    // Target named by domain.
    const result = await cli('import', 'agence.test', file);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Imported 4 pages and 2 redirects into other-agency/);

    await withApi(async (api) => {
      const about = await postPage(api, FIXTURE.otherSiteId, '/en/about');
      expect(about.status).toBe(200);
      const body = await about.json();
      expect(body.title.en).toBe('About us (imported)');
      expect(body.site_id).toBe(FIXTURE.otherSiteId);
      expect(body.header.fields[0].block_type).toBe('header_classic');
      expect((await postPage(api, FIXTURE.otherSiteId, '/fr/maintenance')).status).toBe(503);
      const redirect = await postPage(api, FIXTURE.otherSiteId, '/fr/nous-joindre');
      expect(redirect.status).toBe(302);
      // The source site is untouched.
      expect((await (await postPage(api, FIXTURE.siteId, '/en/about')).json()).title.en).toBe('About');
    });

    // Exporting again gives the same content (ids aside).
    const again = join(workDir, 'again.json');
    expect((await cli('export', FIXTURE.otherSiteId, again)).code).toBe(0);
    const second = JSON.parse(readFileSync(again, 'utf8'));
    expect(second.pages).toEqual(data.pages);
    expect(second.redirects).toEqual(data.redirects);
    expect(second.settings).toEqual(data.settings);
  });

  it('warns about blocks the public site would skip, checked with the block schemas', async () => {
    const file = join(workDir, 'warn.json');
    expect((await cli('export', FIXTURE.siteId, file)).code).toBe(0);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    const page = data.pages.find((p: { published: boolean }) => p.published);
    page.content.fields.unshift({ block_type: 'no_such_block', block_params: {}, fields: {} });
    writeFileSync(file, JSON.stringify(data));
    const result = await cli('import', 'agence.test', file);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Warning: \d+ block problem\(s\) the public site will skip until fixed/);
    expect(result.out).toMatch(/pages\[\d+\]\.content\.fields\[0\]\.block_type: no_such_block: Unknown block type/);
  });

  it('refuses a bad file with readable messages and changes nothing', async () => {
    const file = join(workDir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'vitrine-site-content',
        version: 1,
        settings: {},
        header: { fields: [] },
        footer: { fields: [] },
        pages: [
          { key: 'home', content: { fields: [] }, paths: [{ locale: 'fr', path: 'fr' }] },
          { key: 'home', content: { fields: [{ block_type: '' }] }, paths: [{ locale: 'de', path: '/de' }] },
        ],
        redirects: [{ from_path: '/a/', to_path: '/b', status: 307 }],
      }),
    );
    const result = await cli('import', FIXTURE.siteId, file);
    expect(result.code).toBe(1);
    expect(result.err).toContain('pages[0].paths[0].path: must start with /');
    expect(result.err).toContain('pages[1].key: duplicate page key "home"');
    expect(result.err).toContain('pages[1].content.fields[0].block_type');
    expect(result.err).toContain('pages[1].paths[0].locale');
    expect(result.err).toContain('redirects[0].from_path');
    expect(result.err).toContain('redirects[0].status');

    writeFileSync(file, '{ not json');
    const notJson = await cli('import', FIXTURE.siteId, file);
    expect(notJson.code).toBe(1);
    expect(notJson.err).toMatch(/is not valid JSON/);

    await withApi(async (api) => {
      expect((await postPage(api, FIXTURE.siteId, '/fr')).status).toBe(200);
    });
  });

  it('reports unknown sites, missing files and usage errors', async () => {
    const unknown = await cli('export', 'nobody.example', join(workDir, 'x.json'));
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/No site matches "nobody.example"/);
    const missing = await cli('import', FIXTURE.siteId, join(workDir, 'missing.json'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/Cannot read .*ENOENT/);
    expect((await cli('publish', FIXTURE.siteId)).code).toBe(2);
  });
});
