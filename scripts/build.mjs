#!/usr/bin/env node
/**
 * Production build (`npm run build`): the client build (dist/client with Vite's manifest), then
 * the server build (`vite build --ssr src/server/main.ts --outDir dist/server`, which bundles the
 * SSR entry), then fills the seeded illustrations' cache (`npm run seed -- --prepare-media`: the
 * seed's SVG illustrations rasterised and processed like uploads, once per machine, so that every
 * later seed only records rows), then writes dist/.build-stamp (ISO time) that `npm start`
 * compares with sources.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const tsxBin = join(dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');

function run(args, label, bin = viteBin) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

run(['build', '--emptyOutDir'], 'client build (dist/client)');
run(['build', '--ssr', 'src/server/main.ts', '--outDir', 'dist/server', '--emptyOutDir'], 'server build (dist/server)');
run(['src/server/seed/cli.ts', '--prepare-media'], 'seeded illustrations (media-library cache)', tsxBin);
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', '.build-stamp'), `${new Date().toISOString()}\n`);
console.log('\n✔ Build complete.');
