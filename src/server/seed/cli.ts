/**
 * `npm run seed` (tsx src/server/seed/cli.ts): migrates the database (DATABASE_URL, else PGlite
 * in DATA_DIR, default `.data/`) and seeds whatever is empty. Existing sites are never touched;
 * to reseed, delete the data directory first.
 */
import { migrate, openDatabase } from '../db/client';
import { defaultDataDir } from '../paths';
import { seedIfEmpty } from './index';

async function main(): Promise<number> {
  const handle = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: defaultDataDir() },
  );
  try {
    await migrate(handle);
    const report = await seedIfEmpty(handle.db);
    if (report.sites === 0 && report.municipalities === 0) {
      console.log('Nothing to seed: the database already has sites and municipalities.');
    } else {
      console.log(
        `Seeded ${report.sites} sites, ${report.pages} pages, ${report.redirects} redirects and ${report.municipalities} municipalities.`,
      );
    }
    return 0;
  } catch (error) {
    console.error('Seed failed:', error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then((code) => {
  process.exitCode = code;
});
