/**
 * Global setup of the `api-postgres` vitest project: starts a throwaway PostgreSQL cluster for the
 * whole run and hands its URL to the test files (`VITRINE_TEST_POSTGRES_URL`, read by
 * tests/api/testDatabase.ts, which creates one database per file). Fails with the install command
 * when the PostgreSQL binaries are missing.
 */
import { POSTGRES_INSTALL_HINT, startPostgresCluster } from './postgresCluster';

export default async function setup(): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  if (!cluster) throw new Error(`PostgreSQL is not installed: the API suite cannot run against it. Install it with: ${POSTGRES_INSTALL_HINT}`);
  process.env.VITRINE_TEST_POSTGRES_URL = cluster.url;
  return async () => {
    await cluster.stop();
  };
}
