/**
 * Playwright global setup: seeds one database with the built server (migrations, both seeded
 * sites, the e2e admin) and leaves its data directory for the run; every server of the suite
 * starts on a copy of it (tests/e2e/fixtures.ts), which takes a fraction of a second instead of
 * creating and seeding a database again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_ADMIN, SEEDED_TEMPLATE_ENV } from './fixtures';

export default async function globalSetup(): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-seeded-'));
  const dataDir = path.join(folder, 'data');
  const { startServer } = await import(pathToFileURL(path.resolve('dist/server/main.js')).href);
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, adminEmail: E2E_ADMIN.email, adminPassword: E2E_ADMIN.password });
  await server.close();
  process.env[SEEDED_TEMPLATE_ENV] = dataDir;
  return () => rmSync(folder, { recursive: true, force: true });
}
