/**
 * Content CLI and content variants: export
 * writes each page's variants, import restores them (ids kept; an id another site uses is renamed
 * and reported), and the content API then serves them with `?variant=`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { runContentCli } from '../../src/server/cli/content';
import { listSitePages } from '../../src/server/db/repositories/pages';
import { insertPageVariant } from '../../src/server/db/repositories/pageVariants';
import { FIXTURE, insertFixtureSites } from './fixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let workDir: string;

const block = (fr: string, en: string) => ({ block_type: 'text_block_1', block_params: {}, fields: { main_title: { fr, en } } });

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'vitrine-cli-variants-files-'));
  database = await openTestDatabase();
  const handle = database;
  await insertFixtureSites(handle.db);
  const pages = await listSitePages(handle.db, FIXTURE.siteId);
  const home = pages.find(({ page }) => page.key === 'home')!.page;
  const about = pages.find(({ page }) => page.key === 'about')!.page;
  await insertPageVariant(handle.db, { id: 'printemps-2026', pageId: home.id, name: 'Printemps 2026', color: '#b8894a', content: { fields: [block('Printemps', 'Spring')] }, publishedAt: new Date() });
  await insertPageVariant(handle.db, { id: 'equipe-b', pageId: about.id, name: 'Équipe B', color: '#2f6b4f', content: { fields: [block('Équipe B', 'Team B')] }, publishedAt: new Date() });
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

async function variantPage(siteId: string, path: string, variant: string) {
  const api = createContentApiApp({ db: database.db });
  const res = await api.request(`/page/${siteId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path, query: { variant } }) });
  return (await res.json()) as { variant: { id: string; name: string; color: string } | null; content: { fields: { fields: { main_title: unknown } }[] } };
}

describe('content CLI: variants', () => {
  it('round-trips variants: export writes them, import restores them, the content API serves them', async () => {
    const file = join(workDir, 'export.json');
    const exported = await cli('export', FIXTURE.siteId, file);
    expect(exported.code).toBe(0);
    expect(exported.out).toContain('Including 2 content variant(s)');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    const home = data.pages.find((p: { key: string }) => p.key === 'home');
    expect(home.variants).toEqual([{ id: 'printemps-2026', name: 'Printemps 2026', color: '#b8894a', content: { fields: [block('Printemps', 'Spring')] }, published: true }]);
    expect(data.pages.find((p: { key: string }) => p.key === 'draft').variants).toEqual([]);

    // Edit the file, then restore it into the same site: ids are kept.
    home.variants[0].name = 'Printemps 2026 (restauré)';
    // A file written before variant publishing has no `published`: such variants come back public.
    home.variants.push({ id: 'automne', name: 'Automne', color: '#A0522D', content: { fields: [block('Automne', 'Fall')] } });
    writeFileSync(file, JSON.stringify(data));
    const restored = await cli('import', FIXTURE.siteId, file);
    expect(restored.code).toBe(0);
    expect(restored.out).toContain('Including 3 content variant(s)');
    expect(restored.out).not.toContain('used by another site');

    const spring = await variantPage(FIXTURE.siteId, '/fr', 'printemps-2026');
    expect(spring.variant).toEqual({ id: 'printemps-2026', name: 'Printemps 2026 (restauré)', color: '#b8894a' });
    expect(spring.content.fields[0].fields.main_title).toEqual({ fr: 'Printemps', en: 'Spring' });
    expect((await variantPage(FIXTURE.siteId, '/en', 'automne')).variant).toEqual({ id: 'automne', name: 'Automne', color: '#a0522d' });
    expect((await variantPage(FIXTURE.siteId, '/en/about', 'equipe-b')).content.fields[0].fields.main_title).toEqual({ fr: 'Équipe B', en: 'Team B' });

    // Exporting again gives the same file.
    const again = join(workDir, 'again.json');
    expect((await cli('export', FIXTURE.siteId, again)).code).toBe(0);
    const second = JSON.parse(readFileSync(again, 'utf8'));
    expect(second.pages.map((p: { variants: unknown }) => p.variants)).toEqual(
      data.pages.map((p: { variants: { color: string }[] }) => p.variants.map((v) => ({ ...v, color: v.color.toLowerCase(), published: true }))),
    );
  });

  it('renames a variant id another site already uses, and says so', async () => {
    const file = join(workDir, 'copy.json');
    expect((await cli('export', FIXTURE.siteId, file)).code).toBe(0);
    const result = await cli('import', FIXTURE.otherSiteId, file);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Variant "printemps-2026" is used by another site: imported as "printemps-2026-2"');
    const copy = await variantPage(FIXTURE.otherSiteId, '/fr', 'printemps-2026-2');
    expect(copy.variant?.id).toBe('printemps-2026-2');
    expect(copy.content.fields[0].fields.main_title).toEqual({ fr: 'Printemps', en: 'Spring' });
    // The source site keeps its own.
    expect((await variantPage(FIXTURE.siteId, '/fr', 'printemps-2026')).variant?.id).toBe('printemps-2026');
  });

  it('accepts a file without variants and refuses bad or duplicate variants with readable messages', async () => {
    const file = join(workDir, 'old.json');
    expect((await cli('export', FIXTURE.siteId, file)).code).toBe(0);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    const bad = structuredClone(data);
    bad.pages[0].variants = [
      { id: 'Pas Bon', name: '', color: 'red', content: { fields: [] } },
      { id: 'double', name: 'A', color: '#000000', content: { fields: [] } },
    ];
    bad.pages[1].variants = [{ id: 'double', name: 'B', color: '#000000', content: { fields: [] } }];
    writeFileSync(file, JSON.stringify(bad));
    const refused = await cli('import', FIXTURE.siteId, file);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('pages[0].variants[0].id: must use lower-case letters, digits and hyphens');
    expect(refused.err).toContain('pages[0].variants[0].name');
    expect(refused.err).toContain('pages[0].variants[0].color: must be a colour as #rrggbb');
    expect(refused.err).toContain('pages[1].variants[0].id: duplicate variant id "double"');

    for (const page of data.pages) delete page.variants;
    writeFileSync(file, JSON.stringify(data));
    const old = await cli('import', FIXTURE.siteId, file);
    expect(old.code).toBe(0);
    expect(old.out).not.toContain('content variant');
    expect((await variantPage(FIXTURE.siteId, '/fr', 'printemps-2026')).variant).toBeNull();
  });
});
