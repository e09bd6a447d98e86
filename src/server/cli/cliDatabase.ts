/**
 * The database a command-line tool works on: the one it is given (tests, or a caller that already
 * holds it), else the server's, opened from the environment as the server does (`DATABASE_URL`,
 * else PGlite in `DATA_DIR`, default `.data/`) and migrated; an opened one is closed afterwards.
 */
import { migrate, openDatabase, type Database } from '../db/client';
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
