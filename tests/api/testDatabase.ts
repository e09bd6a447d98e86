/**
 * A real, migrated database for one test file: PGlite in memory, started from the run's migrated
 * template (tests/support/pgliteTemplateGlobalSetup.ts), or — when the API suite runs against
 * PostgreSQL (`VITRINE_TEST_POSTGRES_URL`, set by the `api-postgres` project's global setup) — a
 * fresh database on that server copied from its migrated template database, dropped afterwards.
 * Without a template (a file run on its own outside its project), the database is migrated here.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, type DatabaseHandle } from '../../src/server/db/client';

export interface TestDatabase extends DatabaseHandle {
  /** PGlite data directory (`memory://` for the in-memory default, empty string on PostgreSQL). */
  dataDir: string;
  /** `postgres://…` of this test's database (undefined on PGlite). */
  databaseUrl?: string;
  /** Closes the database and deletes it. */
  dispose(): Promise<void>;
}

/** The admin URL of the PostgreSQL server the API suite runs against, if any. */
export function testPostgresUrl(): string | undefined {
  return process.env.VITRINE_TEST_POSTGRES_URL || undefined;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let pgliteTemplate: Blob | null | undefined;

/** The run's migrated PGlite cluster as a tarball, read once per worker; null without one. */
function migratedPgliteTemplate(): Blob | null {
  if (pgliteTemplate === undefined) {
    const file = process.env.VITRINE_TEST_PGLITE_TEMPLATE;
    pgliteTemplate = file ? new Blob([readFileSync(file)]) : null;
  }
  return pgliteTemplate;
}

/** Opens PGlite at `dataDir` (absent or `memory://`), migrated: from the template when there is one. */
async function openMigratedPglite(dataDir: string): Promise<DatabaseHandle> {
  const template = migratedPgliteTemplate();
  const handle = await openDatabase({ dataDir, loadDataDir: template ?? undefined });
  if (!template) await migrate(handle);
  return handle;
}

/**
 * An empty database (not migrated) on the PostgreSQL server of the `api-postgres` project.
 * @returns its URL and a function dropping it
 * @throws Error outside that project (no server)
 */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = testPostgresUrl();
  if (!adminUrl) throw new Error('emptyPostgresDatabase: only in the api-postgres project (VITRINE_TEST_POSTGRES_URL)');
  const name = `vitrine_empty_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testPostgresUrl();
  if (adminUrl) {
    const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
    const template = process.env.VITRINE_TEST_POSTGRES_TEMPLATE;
    await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const handle = await openDatabase({ databaseUrl });
    if (!template) await migrate(handle);
    return {
      ...handle,
      dataDir: '',
      databaseUrl,
      async dispose() {
        await handle.close();
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dataDir = 'memory://';
  const handle = await openMigratedPglite(dataDir);
  return { ...handle, dataDir, dispose: () => handle.close() };
}

/**
 * A PGlite data directory on disk, migrated (the CLIs open `DATA_DIR` themselves, as they do for
 * their users), with `prepare` run on it before it is closed. @returns its path and a remover.
 */
export async function createTestDataDir(prepare?: (handle: DatabaseHandle) => Promise<void>): Promise<{ dataDir: string; remove(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-api-'));
  const handle = await openMigratedPglite(join(dataDir, 'data'));
  try {
    await prepare?.(handle);
  } finally {
    await handle.close();
  }
  return { dataDir: join(dataDir, 'data'), remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
