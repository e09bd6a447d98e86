#!/usr/bin/env node
/**
 * `npm start`: builds when dist is missing or older than any file in src/, public/,
 * package-lock.json or vite.config.ts (compared with dist/.build-stamp), then runs
 * `node dist/server/main.js` with the inherited environment (PORT, HOST, DATA_DIR, ...).
 *
 * On a first start (a build to make and no embedded database yet), the database is created,
 * migrated and seeded (`npm run seed`) while the build runs: the two take about the same time and
 * use different cores, so the first page is there sooner.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', '.build-stamp');
const serverEntry = join(root, 'dist', 'server', 'main.js');
const manifest = join(root, 'dist', 'client', '.vite', 'manifest.json');
const tsxBin = join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'cli.mjs');

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

/** True when the server will use the embedded database and it does not exist yet. */
function embeddedDatabaseMissing() {
  if (process.env.DATABASE_URL || process.env.CORE_API_URL) return false;
  const dataDir = process.env.DATA_DIR?.trim() ? resolve(process.env.DATA_DIR.trim()) : join(root, '.data');
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/** Runs a Node script; its output lines prefixed with `[label] ` when a label is given. @returns its exit code */
function runNode(args, label) {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (label) {
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        stream.on('data', (chunk) => out.write(String(chunk).replace(/^(?=.)/gm, `[${label}] `)));
      }
    }
    child.on('close', (code) => done(code ?? 1));
  });
}

const reason = buildIsStale();
if (reason) {
  console.log(`Building Vitrine (${reason})…`);
  const prepareDatabase = embeddedDatabaseMissing();
  if (prepareDatabase) console.log('Creating and seeding the embedded database meanwhile…');
  const [built, prepared] = await Promise.all([
    runNode([join(root, 'scripts', 'build.mjs')]),
    prepareDatabase ? runNode([tsxBin, join(root, 'src', 'server', 'seed', 'cli.ts')], 'database') : 0,
  ]);
  if (built !== 0) process.exit(built);
  // The server migrates and seeds what is still missing itself.
  if (prepared !== 0) console.warn('Preparing the database beside the build failed: the server prepares it now.');
}

const child = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
