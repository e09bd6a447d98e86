#!/usr/bin/env node
/**
 * `npm start`: builds when dist is missing or older than any file in src/, public/,
 * package-lock.json or vite.config.ts (compared with dist/.build-stamp), then runs
 * `node dist/server/main.js` with the inherited environment (PORT, HOST, DATA_DIR, ...).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', '.build-stamp');
const serverEntry = join(root, 'dist', 'server', 'main.js');
const manifest = join(root, 'dist', 'client', '.vite', 'manifest.json');

/** Newest modification time (ms) under a file or directory; 0 when missing. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(stamp) || !existsSync(serverEntry) || !existsSync(manifest)) return 'no build yet';
  const builtAt = statSync(stamp).mtimeMs;
  for (const input of ['src', 'public', 'package-lock.json', 'vite.config.ts']) {
    if (newestMtime(join(root, input)) > builtAt) return `${input} changed since the last build`;
  }
  return null;
}

const reason = buildIsStale();
if (reason) {
  console.log(`Building Vitrine (${reason})…`);
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
