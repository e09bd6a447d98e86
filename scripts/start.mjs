#!/usr/bin/env node
/**
 * `npm start`: builds when dist is missing or older than any file in src/, public/,
 * package-lock.json or vite.config.ts (compared with dist/.build-stamp), then runs
 * `node dist/server/main.js` with the inherited environment (PORT, HOST, DATA_DIR, ...).
 *
 * What makes a first start quick: the client and server builds run side by side; on a first start
 * (no embedded database yet) the freshly built server creates, migrates and seeds the database
 * (`--prepare-database`) while the client build, the longer one, ends; the client build leaves the
 * compressed copies of its files to the server, which writes them once it listens.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildClient, buildServer, root, runNode, writeBuildStamp } from './buildSteps.mjs';

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

/** True when the server will use the embedded database and it does not exist yet. */
function embeddedDatabaseMissing() {
  if (process.env.DATABASE_URL || process.env.CORE_API_URL) return false;
  const dataDir = process.env.DATA_DIR?.trim() ? resolve(process.env.DATA_DIR.trim()) : join(root, '.data');
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

const reason = buildIsStale();
if (reason) {
  console.log(`Building Vitrine (${reason})…`);
  const prepareDatabase = embeddedDatabaseMissing();
  const [client, server] = await Promise.all([
    // The compressed copies are written by the server once it listens: seconds off the first page.
    buildClient({ compressLater: true }),
    buildServer().then(async (code) => {
      if (code !== 0 || !prepareDatabase) return code;
      console.log('Creating and seeding the embedded database while the client build ends…');
      // The server prepares what is still missing itself if this fails.
      if ((await runNode([serverEntry, '--prepare-database'], 'database')) !== 0) console.warn('Preparing the database failed: the server tries again at start.');
      return code;
    }),
  ]);
  if (client !== 0 || server !== 0) {
    console.error(`✖ The ${client !== 0 ? 'client' : 'server'} build failed.`);
    process.exit(1);
  }
  writeBuildStamp();
  console.log('✔ Build complete.');
}

const child = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
