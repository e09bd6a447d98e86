#!/usr/bin/env node
/**
 * Production build (`npm run build`): the client build (dist/client with Vite's manifest), then
 * the server build (`vite build --ssr src/server/main.ts --outDir dist/server`, which bundles the
 * SSR entry), then writes dist/.build-stamp (ISO time) that `npm start` compares with sources.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

function run(args, label) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, [viteBin, ...args], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

run(['build', '--emptyOutDir'], 'client build (dist/client)');
run(['build', '--ssr', 'src/server/main.ts', '--outDir', 'dist/server', '--emptyOutDir'], 'server build (dist/server)');
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', '.build-stamp'), `${new Date().toISOString()}\n`);
console.log('\n✔ Build complete.');
