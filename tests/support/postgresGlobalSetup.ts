/**
 * Global setup of the `api-postgres` vitest project: starts a throwaway PostgreSQL cluster for the
 * whole run, migrates one template database there, and hands both to the test files
 * (`VITRINE_TEST_POSTGRES_URL`, `VITRINE_TEST_POSTGRES_TEMPLATE`, read by
 * tests/api/testDatabase.ts, which copies the template into one database per file). Fails with the
 * install command when the PostgreSQL binaries are missing.
 */
import { migrate, openDatabase } from '../../src/server/db/client';
import { POSTGRES_INSTALL_HINT, startPostgresCluster } from './postgresCluster';

/** Name of the migrated database every test database is copied from. */
const TEMPLATE = 'vitrine_template';

export default async function setup(): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  if (!cluster) throw new Error(`PostgreSQL is not installed: the API suite cannot run against it. Install it with: ${POSTGRES_INSTALL_HINT}`);
  const handle = await openDatabase({ databaseUrl: await cluster.createDatabase(TEMPLATE) });
  await migrate(handle);
  await handle.close();
  process.env.VITRINE_TEST_POSTGRES_URL = cluster.url;
  process.env.VITRINE_TEST_POSTGRES_TEMPLATE = TEMPLATE;
  return async () => {
    await cluster.stop();
  };
}
