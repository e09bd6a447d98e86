/**
 * A real, migrated database for one test file: PGlite in a fresh temp directory, or — when the
 * API suite runs against PostgreSQL (`VITRINE_TEST_POSTGRES_URL`, set by the `api-postgres`
 * project's global setup) — a fresh database on that server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, type DatabaseHandle } from '../../src/server/db/client';

export interface TestDatabase extends DatabaseHandle {
  /** PGlite data directory (empty string on PostgreSQL). */
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

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testPostgresUrl();
  if (adminUrl) {
    const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const handle = await openDatabase({ databaseUrl });
    await migrate(handle);
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
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-api-'));
  const handle = await openDatabase({ dataDir });
  await migrate(handle);
  return {
    ...handle,
    dataDir,
    async dispose() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
