/**
 * Seed: both sites answer every seeded page through the API, every seeded block
 * (page, header, footer, repeater items) passes its block definition's schemas, redirects work,
 * municipalities are loaded, and a second run writes nothing.
 *
 * @postgres: migrations and the seed on a real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '../../src/schema/block';
import { pagePayload } from '../../src/schema/page';
import { pageDocument } from '../../src/schema/pageDocument';
import { getBlockSchema } from '../../src/blocks/schemas';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { countMunicipalities, findMunicipalityByName } from '../../src/server/db/repositories/municipalities';
import { seedIfEmpty, seedSites, type SeedReport } from '../../src/server/seed/index';
import { loadQuebecMunicipalities } from '../../src/server/seed/municipalities';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;
let firstRun: SeedReport;

beforeAll(async () => {
  database = await openTestDatabase();
  firstRun = await seedIfEmpty(database.db);
  api = createContentApiApp({ db: database.db });
});
afterAll(() => database.dispose());

const post = (url: string, body: unknown) =>
  api.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

function isBlock(value: unknown): value is Block {
  return typeof value === 'object' && value !== null && typeof (value as Block).block_type === 'string' && 'fields' in value;
}

/** Every problem of a block and of the item blocks in its repeaters, with a readable location. */
function blockProblems(block: Block, where: string): string[] {
  const definition = getBlockSchema(block.block_type);
  if (!definition) return [`${where}: no block definition for "${block.block_type}"`];
  const problems: string[] = [];
  const fields = definition.fields.safeParse(block.fields);
  if (!fields.success) problems.push(`${where} ${block.block_type} fields: ${fields.error.message}`);
  const params = definition.params.safeParse(block.block_params ?? {});
  if (!params.success) problems.push(`${where} ${block.block_type} params: ${params.error.message}`);
  for (const [name, value] of Object.entries(block.fields ?? {})) {
    if (!Array.isArray(value)) continue;
    value.forEach((item, i) => {
      if (isBlock(item)) problems.push(...blockProblems(item, `${where}.${name}[${i}]`));
    });
  }
  return problems;
}

describe('seed', () => {
  it('writes two sites with their pages, redirects and the municipalities', () => {
    expect(firstRun.sites).toBe(2);
    expect(firstRun.pages).toBe(seedSites.reduce((n, s) => n + s.pages.length, 0));
    expect(firstRun.redirects).toBe(6);
    expect(firstRun.municipalities).toBeGreaterThan(250);
  });

  it('serves every seeded page of both sites with a valid payload and the right status', async () => {
    const domains = { broker: 'localhost', agency: 'agence.localhost' };
    for (const seed of seedSites) {
      const domain = seed.site.siteType === 'agency' ? domains.agency : domains.broker;
      for (const page of seed.pages) {
        for (const { path } of page.paths) {
          const res = await post('/page', { path, domain_name: domain });
          expect(res.status, `${domain}${path}`).toBe(page.status ?? 200);
          const body = await res.json();
          expect(() => pagePayload.parse(body), `${domain}${path}`).not.toThrow();
          expect(body.site_id).toBe(seed.site.id);
          expect(body.alternate_paths).toEqual(page.paths);
        }
      }
    }
  });

  it('gives the broker site and the agency site their own type, theme and captcha', async () => {
    const broker = await (await post('/page', { path: '/fr', domain_name: '127.0.0.1:3000' })).json();
    expect(broker).toMatchObject({ site_type: 'broker', theme: { preset: 'blue' }, metadata: { captcha: { provider: 'altcha' } } });
    expect(broker.metadata.contact_form).toEqual({ show_consent: true, contact_name: 'Julie Tremblay', recipients: [] });
    expect(broker.site_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const agency = await (await post('/page', { path: '/en', domain_name: 'agence.localhost:3000' })).json();
    expect(agency).toMatchObject({ site_type: 'agency', theme: { preset: 'red' } });
    expect(agency.site_key).not.toBe(broker.site_key);
  });

  it('validates every seeded block against the block library (pages, header, footer, repeater items)', () => {
    const problems: string[] = [];
    for (const seed of seedSites) {
      seed.site.header.fields.forEach((b, i) => problems.push(...blockProblems(b, `${seed.site.id} header[${i}]`)));
      seed.site.footer.fields.forEach((b, i) => problems.push(...blockProblems(b, `${seed.site.id} footer[${i}]`)));
      for (const page of seed.pages) {
        page.content.fields.forEach((b, i) => problems.push(...blockProblems(b, `${seed.site.id} ${page.key}[${i}]`)));
      }
    }
    expect(problems).toEqual([]);
  });

  it('stores every seeded page and variant as a whole page document the CMS would accept', () => {
    const problems: string[] = [];
    for (const seed of seedSites) {
      for (const page of seed.pages) {
        const documents = [{ where: page.key, content: page.content }, ...(page.variants ?? []).map((v) => ({ where: `${page.key}?variant=${v.id}`, content: v.content }))];
        for (const { where, content } of documents) {
          const parsed = pageDocument.safeParse(content);
          if (!parsed.success) problems.push(`${seed.site.id} ${where}: ${parsed.error.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses only internal links that lead to a seeded page or redirect', () => {
    for (const seed of seedSites) {
      const known = new Set([...seed.pages.flatMap((p) => p.paths.map((x) => x.path)), ...seed.redirects.map((r) => r.from_path)]);
      const internal = JSON.stringify(seed).match(/"url":\{"fr":"(\/[^"]*)","en":"(\/[^"]*)"\}/g) ?? [];
      expect(internal.length).toBeGreaterThan(5);
      for (const match of internal) {
        // Search links carry filters (`/fr/proprietes?type=maison`): the page is the path.
        const [, fr, en] = /"fr":"([^"?]*)[^"]*","en":"([^"?]*)[^"]*"/.exec(match)!;
        if (!fr.startsWith('/images/')) expect(known, `${seed.site.id} ${fr}`).toContain(fr);
        if (!en.startsWith('/images/')) expect(known, `${seed.site.id} ${en}`).toContain(en);
      }
    }
  });

  it('seeds the redirects (one 301 per locale, one 302)', async () => {
    const home = await post('/page', { path: '/en/home', domain_name: 'localhost' });
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe('/en');
    const contact = await post('/page', { path: '/fr/nous-joindre', domain_name: 'agence.localhost' });
    expect(contact.status).toBe(302);
    expect(contact.headers.get('location')).toBe('/fr/contact');
  });

  it('loads the Quebec municipalities with codes, coordinates and population', async () => {
    const count = await countMunicipalities(database.db);
    expect(count).toBe(loadQuebecMunicipalities().length);
    expect(count).toBeGreaterThan(280);
    const montreal = await findMunicipalityByName(database.db, 'Montréal');
    expect(montreal).toMatchObject({ code: '66023' });
    expect(montreal!.latitude).toBeCloseTo(45.5, 0);
    expect(montreal!.longitude).toBeCloseTo(-73.6, 0);
    expect(montreal!.population).toBeGreaterThan(1_000_000);
    expect(await findMunicipalityByName(database.db, 'Québec')).toMatchObject({ code: '23027' });
    expect(await findMunicipalityByName(database.db, 'Longueuil')).toMatchObject({ code: '58227' });
    // A code shared by several places keeps the most populous one.
    expect(await findMunicipalityByName(database.db, 'Saint-Léonard')).toBeNull();
  });

  it('writes nothing on a second run', async () => {
    expect(await seedIfEmpty(database.db)).toEqual({ sites: 0, pages: 0, redirects: 0, municipalities: 0 });
  });
});
