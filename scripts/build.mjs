#!/usr/bin/env node
/**
 * Production build (`npm run build`): the client build (dist/client with Vite's manifest) and,
 * beside it, the server build (`vite build --ssr src/server/main.ts --outDir dist/server`, which
 * bundles the SSR entry), then writes dist/.build-stamp (ISO time) that `npm start` compares with sources.
 * The seeded illustrations need no build step: their descriptions are committed and their files
 * are made when first asked for (src/server/media/illustrationCache.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

/** Runs `vite {args}`, its output prefixed with `label`. @returns its exit code */
function run(args, label) {
  console.log(`▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [viteBin, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// The two builds are independent and mostly single-threaded: side by side they take the time of the longer.
const [client, server] = await Promise.all([
  run(['build', '--emptyOutDir'], 'client'),
  run(['build', '--ssr', 'src/server/main.ts', '--outDir', 'dist/server', '--emptyOutDir'], 'server'),
]);
if (client !== 0 || server !== 0) {
  console.error(`✖ The ${client !== 0 ? 'client' : 'server'} build failed.`);
  process.exit(1);
}
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', '.build-stamp'), `${new Date().toISOString()}\n`);
console.log('\n✔ Build complete.');
