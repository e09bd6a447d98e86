/**
 * Global setup of the API projects: fills the seeded illustrations' cache once for the whole run
 * (src/server/media/illustrationCache.ts; already done by `npm run build` on this machine, then
 * this only reads it), so that the test files, which each seed a fresh database in parallel,
 * find every illustration ready instead of rasterising the same ones side by side.
 */
import { prepareSeedIllustrations } from '../../src/server/seed/seedMedia';
import { seedSites } from '../../src/server/seed/index';

export default async function setup(): Promise<void> {
  await prepareSeedIllustrations(seedSites);
}
