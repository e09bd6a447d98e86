/**
 * `GET /api/swc/municipalities` (spec 001 §7, unprotected core client) and the name → MUN_CODE
 * resolution used by property alerts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpContentApi } from '../../src/api/contentApi';
import { createContentApiApp } from '../../src/server/api/contentApi';
import { normalizeMunicipalityName, resolveMunicipalityCodes } from '../../src/server/db/repositories/municipalities';
import { insertFixtureSites } from './fixtures';
import { insertTestMunicipalities, TEST_MUNICIPALITIES } from './leadFormsFixtures';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
let api: ReturnType<typeof createContentApiApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureSites(database.db);
  await insertTestMunicipalities(database.db);
  api = createContentApiApp({ db: database.db });
});
afterAll(() => database.dispose());

describe('GET /municipalities', () => {
  it('answers every municipality in the wire shape, sorted by name in French, cacheable for an hour, without a site key', async () => {
    const res = await api.request('/municipalities', { headers: { Accept: 'application/json', 'Content-Language': 'fr' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = await res.json();
    const list = body.data.municipalities as Array<Record<string, unknown>>;
    expect(list.map((m) => m.DESCRIPTION)).toEqual([
      'Brossard',
      'Laval',
      'Les Îles-de-la-Madeleine',
      'Lévis',
      'Longueuil',
      'Montréal',
      'Québec',
      'Saint-Jérôme',
    ]);
    expect(list).toHaveLength(TEST_MUNICIPALITIES.length);
    expect(list.find((m) => m.MUN_CODE === '66023')).toEqual({
      MUN_CODE: '66023',
      DESCRIPTION: 'Montréal',
      latitude: 45.50884,
      longitude: -73.58781,
      population: 1762949,
    });
  });

  it('is what the typed client `municipalities()` reads', async () => {
    const client = createHttpContentApi({
      baseUrl: 'http://content-api.internal',
      fetch: async (input, init) => api.request(String(input).replace('http://content-api.internal', ''), init),
    });
    const entries = await client.municipalities({ locale: 'en' });
    expect(entries).toHaveLength(TEST_MUNICIPALITIES.length);
    expect(entries[0]).toMatchObject({ MUN_CODE: '58007', DESCRIPTION: 'Brossard' });
  });
});

describe('municipality names → MUN_CODEs', () => {
  it('matches exact names ignoring case, accents and extra spaces, and lists the unknown ones', async () => {
    expect(normalizeMunicipalityName('  SAINT-JÉRÔME ')).toBe('saint-jerome');
    expect(await resolveMunicipalityCodes(database.db, ['levis', 'MONTRÉAL', 'Les  Iles-de-la-Madeleine', 'Mont', 'Lévis'])).toEqual({
      codes: ['25213', '66023', '01023'],
      unknown: ['Mont'],
    });
    expect(await resolveMunicipalityCodes(database.db, [])).toEqual({ codes: [], unknown: [] });
  });
});
