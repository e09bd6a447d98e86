/**
 * The database a command-line tool works on: the one it is given (tests, or a caller that already
 * holds it), else the server's, opened from the environment as the server does (`DATABASE_URL`,
 * else PGlite in `DATA_DIR`, default `.data/`) and migrated; an opened one is closed afterwards.
 */
import { migrate, openDatabase, type Database } from '../db/client';
import { findSiteByReference } from '../db/repositories/sites';
import type { SiteRow } from '../db/schema';
import { defaultDataDir } from '../paths';

/** What every CLI's `io` may carry about its database. */
export interface CliDatabaseIo {
  env: NodeJS.ProcessEnv;
  /** An open, migrated database to use instead of opening the environment's (left open). */
  database?: Database;
}

/**
 * Runs `work` on the CLI's database. @returns what `work` returns
 * @throws what opening, migrating or `work` throws (an opened database is closed first)
 */
export async function withCliDatabase<T>(io: CliDatabaseIo, work: (db: Database) => Promise<T>): Promise<T> {
  if (io.database) return work(io.database);
  const handle = await openDatabase(io.env.DATABASE_URL ? { databaseUrl: io.env.DATABASE_URL } : { dataDir: defaultDataDir(io.env) });
  try {
    await migrate(handle);
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Runs `work` on the site `reference` names (site id, microsite id or domain) in the CLI's database.
 * @returns `work`'s exit code, or 1 after telling `err` that no site matches
 */
export async function withCliSite(io: CliDatabaseIo & { err: (line: string) => void }, reference: string, work: (db: Database, site: SiteRow) => Promise<number>): Promise<number> {
  return withCliDatabase(io, async (db) => {
    const site = await findSiteByReference(db, reference);
    if (!site) {
      io.err(`No site matches "${reference}" (give a site id, microsite id or domain).`);
      return 1;
    }
    return work(db, site);
  });
}
