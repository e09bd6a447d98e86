/**
 * A real PGlite database in a fresh temp directory, migrated, for one test file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, type DatabaseHandle } from '../../src/server/db/client';

export interface TestDatabase extends DatabaseHandle {
  dataDir: string;
  /** Closes the database and deletes its directory. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
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
