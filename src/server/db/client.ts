/**
 * Opening the content database (ARCHITECTURE "Data").
 *
 * - Default: PGlite (PostgreSQL in WASM) in a data directory, created when missing;
 *   `memory://` keeps it in memory (tests).
 * - `databaseUrl` (`DATABASE_URL=postgres://...`): node-postgres, same schema and queries.
 *
 * Both give a Drizzle `pg-core` database typed with {@link Database}; repositories take that
 * type, so transactions (`db.transaction(tx => ...)`) pass through them unchanged.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';

/** The Drizzle database (or a transaction) over either driver. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle, its driver, and `close()` to release it. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'node-postgres';
  /** node-postgres only: the connection pool (shared rate-limit counters use it). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite data directory (created when missing), or `memory://` for an in-memory database. */
  dataDir?: string;
  /** `postgres://...`: use node-postgres instead of PGlite. Wins over `dataDir`. */
  databaseUrl?: string;
  /**
   * PGlite only, for a data directory that does not exist yet: start from this copy of another
   * one (PGlite's `dumpDataDir()` tarball) instead of creating an empty cluster (a migrated copy
   * opens in ≈ 0.5 s, `initdb` takes ≈ 3 s).
   */
  loadDataDir?: Blob;
}

const drivers = new WeakMap<object, DatabaseHandle['driver']>();
const pools = new WeakMap<object, pg.Pool>();

/**
 * Ends a pool and waits until every connection has really closed: `pool.end()` resolves before
 * its clients' sockets are gone, and a server stopped (or a database dropped) in between would
 * make them fail after the caller thought the pool closed.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let left = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (left === 0) return resolve();
    pool.on('remove', () => {
      left -= 1;
      if (left <= 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/**
 * Opens the database. Does not migrate: call {@link migrate} next.
 * @throws when neither `dataDir` nor `databaseUrl` is given, or the database cannot be opened.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // An idle connection the server closes (restart, failover, a dropped database) is replaced by
    // the pool on next use; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection closed: ${error.message}`));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    drivers.set(db, 'node-postgres');
    pools.set(db, pool);
    return { db, driver: 'node-postgres', pool, close: () => endPool(pool) };
  }
  if (!options.dataDir) throw new Error('openDatabase: give dataDir (PGlite) or databaseUrl (PostgreSQL)');
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  drivers.set(db, 'pglite');
  return {
    db,
    driver: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Runs the committed migrations of src/server/db/migrations (idempotent; Drizzle records the
 * applied ones). Accepts the handle or its `db`.
 * @throws when the database was not opened by {@link openDatabase} or a migration fails.
 */
export async function migrate(target: DatabaseHandle | Database): Promise<void> {
  const db = 'driver' in target && 'close' in target ? target.db : (target as Database);
  const driver = drivers.get(db);
  const config = { migrationsFolder: migrationsDir() };
  if (driver === 'pglite') await migratePglite(db as never, config);
  else if (driver === 'node-postgres') await migrateNodePg(db as never, config);
  else throw new Error('migrate: unknown database (open it with openDatabase)');
}

/** Advisory lock key of the start-up work (migrations, first seed) on a shared PostgreSQL. */
const STARTUP_LOCK_KEY = 7_246_101;

/**
 * Runs `work` (migrations, seeding) while holding a PostgreSQL advisory lock, so instances starting
 * together on one database do it one after the other: the first migrates and seeds, the others then
 * find nothing left to do. With PGlite (one process) it just runs `work`.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (!handle.pool) return work();
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Keys held by this process (PGlite has one session, in which advisory locks are re-entrant). */
const heldHere = new Set<string>();

/**
 * Runs `work` unless another holder of `key` runs: in this process, or (PostgreSQL) in any instance
 * on the database, through a session advisory lock on a connection kept for the whole of `work`.
 * A PGlite directory is opened by one process only, so there the process-wide check is enough.
 * @returns `{ acquired: false }` without running `work` when the key is held
 */
export async function tryWithAdvisoryLock<T>(db: Database, key: string, work: () => Promise<T>): Promise<{ acquired: true; value: T } | { acquired: false }> {
  if (heldHere.has(key)) return { acquired: false };
  heldHere.add(key);
  try {
    const pool = pools.get(db);
    if (!pool) return { acquired: true, value: await work() };
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [key]);
      if (!rows[0]?.locked) return { acquired: false };
      try {
        return { acquired: true, value: await work() };
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
      }
    } finally {
      client.release();
    }
  } finally {
    heldHere.delete(key);
  }
}
