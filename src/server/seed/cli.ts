/**
 * `npm run seed` (tsx src/server/seed/cli.ts): migrates the database (DATABASE_URL, else PGlite
 * in DATA_DIR, default `.data/`) and seeds whatever is empty. Existing sites are never touched;
 * to reseed, delete the data directory first.
 *
 * `npm run seed -- --listings N`: additionally deletes every listing and generates N
 * new ones (deterministic) for the seeded sites, e.g. 100 000 for benchmarks.
 *
 * `npm run seed -- --prepare-media`: describes every seeded illustration as a media-library image
 * (rasterising and processing those not described yet, src/server/media/illustrationCache.ts) and
 * writes the committed descriptions (src/server/seed/seedIllustrations.json), without any
 * database: run it after changing an illustration or the image encoders, and commit the file.
 */
import { migrate, openDatabase } from '../db/client';
import { defaultDataDir } from '../paths';
import { reseedListings } from './listings';
import { prepareSeedIllustrations } from './seedMedia';
import { illustrationEntryKey, writeCommittedIllustrations, type IllustrationEntry } from '../media/illustrationCache';
import { seedIfEmpty, seedSites } from './index';

/** The `--listings N` argument (also `--listings=N`); null when absent. @throws Error when N is not a positive integer. */
function listingsArgument(args: string[]): number | null {
  const index = args.findIndex((arg) => arg === '--listings' || arg.startsWith('--listings='));
  if (index === -1) return null;
  const raw = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--listings expects a whole number, got ${raw ?? 'nothing'}`);
  return value;
}

/** `--prepare-media`: writes the committed descriptions of the seeded illustrations and reports how long it took. */
async function prepareMedia(): Promise<number> {
  const started = Date.now();
  try {
    const prepared = await prepareSeedIllustrations(seedSites);
    const entries = new Map<string, IllustrationEntry>();
    for (const images of prepared.values()) {
      for (const { image } of images.values()) entries.set(await illustrationEntryKey(image), image);
    }
    const file = await writeCommittedIllustrations(entries);
    console.log(`Seeded illustrations described in ${file}: ${entries.size} images (${Date.now() - started} ms).`);
    return 0;
  } catch (error) {
    console.error('Preparing the seeded illustrations failed:', error instanceof Error ? error.message : error);
    return 1;
  }
}

async function main(): Promise<number> {
  if (process.argv.slice(2).includes('--prepare-media')) return prepareMedia();
  const handle = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: defaultDataDir() },
  );
  try {
    const listingCount = listingsArgument(process.argv.slice(2));
    await migrate(handle);
    const report = await seedIfEmpty(handle.db);
    if (listingCount !== null) {
      const started = Date.now();
      const written = await reseedListings(handle.db, listingCount);
      console.log(`Generated ${written} listings in ${Date.now() - started} ms.`);
    } else if (report.sites === 0 && report.municipalities === 0) {
      console.log('Nothing to seed: the database already has sites and municipalities.');
    } else {
      console.log(
        `Seeded ${report.sites} sites, ${report.pages} pages, ${report.redirects} redirects, ${report.municipalities} municipalities and ${report.listings ?? 0} listings.`,
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
