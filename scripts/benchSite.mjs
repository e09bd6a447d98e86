/**
 * What the listing benches share: their numeric options, and a throw-away PGlite database (temp
 * directory) migrated, with one site and the Quebec municipalities.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../src/server/db/client.ts';
import { upsertMunicipalities } from '../src/server/db/repositories/municipalities.ts';
import { insertSite } from '../src/server/db/repositories/sites.ts';
import { loadQuebecMunicipalities } from '../src/server/seed/municipalities.ts';

/** The number after `name` on the command line (`--listings 1000`), else `fallback`. */
export function argValue(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** The benches' site. */
export const BENCH_SITE = { id: 'site-bench', micrositeId: 'bench', siteKey: 'bench-key' };

/**
 * Opens the bench database. @returns its `db`, the municipalities, and `close()` (closes and deletes it)
 */
export async function openBenchSite(name) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `vitrine-bench-${name}-`));
  const handle = await openDatabase({ dataDir });
  const close = async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(handle);
    await insertSite(handle.db, { ...BENCH_SITE, siteType: 'broker', domains: ['bench.test'], settings: {} });
    const towns = loadQuebecMunicipalities();
    await upsertMunicipalities(handle.db, towns);
    return { db: handle.db, towns, close };
  } catch (error) {
    await close();
    throw error;
  }
}
