#!/usr/bin/env node
/**
 * Production build (`npm run build`): the block lists from the block folders
 * (scripts/gen-block-lists.mjs), the client build (dist/client with Vite's manifest) and, beside
 * it, the server build (dist/server), then dist/.build-stamp (scripts/buildSteps.mjs).
 * The seeded illustrations need no build step: their descriptions are committed and their files
 * are made when first asked for (src/server/media/illustrationCache.ts).
 */
import { buildClient, buildServer, writeBuildStamp } from './buildSteps.mjs';
import { writeBlockLists } from './gen-block-lists.mjs';

// The block lists follow the block folders (a block added by adding its folder).
const written = writeBlockLists();
if (written.length > 0) console.log(`Block lists written: ${written.join(', ')}`);

// Both builds are mostly single-threaded JavaScript and Rust on two cores: side by side they take
// about the time of the longer one.
const [client, server] = await Promise.all([buildClient(), buildServer()]);
if (client !== 0 || server !== 0) {
  console.error(`✖ The ${client !== 0 ? 'client' : 'server'} build failed.`);
  process.exit(1);
}
writeBuildStamp();
console.log('\n✔ Build complete.');
