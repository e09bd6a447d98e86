/**
 * Global setup of the `api` project: one migrated PGlite cluster for the whole run, kept as a
 * tarball (`dumpDataDir`) whose path reaches the test files as `VITRINE_TEST_PGLITE_TEMPLATE`.
 * tests/api/testDatabase.ts starts each file's database from it (≈ 0.5 s) instead of running
 * `initdb` and every migration again (≈ 4 s a file).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate, openDatabase } from '../../src/server/db/client';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-pglite-template-'));
  const handle = await openDatabase({ dataDir: join(dir, 'data') });
  await migrate(handle);
  await handle.close();
  const cluster = await PGlite.create(join(dir, 'data'));
  const dump = await cluster.dumpDataDir('none');
  await cluster.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  rmSync(join(dir, 'data'), { recursive: true, force: true });
  process.env.VITRINE_TEST_PGLITE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
