#!/usr/bin/env node
/**
 * `npm start`: builds when dist is missing or older than any file in src/, public/,
 * package-lock.json or vite.config.ts (compared with dist/.build-stamp), then runs
 * `node dist/server/main.js` with the inherited environment (PORT, HOST, DATA_DIR, ...).
 *
 * What makes a first start quick: the client and server builds run side by side, and a first
 * start's empty database is created beside them; the server starts as soon as its own build is
 * done and migrates and seeds its database while the client build, the longer one, ends, then
 * listens; the client build leaves the compressed copies of its files to the server, which writes
 * them once it listens.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildClient, buildServer, root, writeBuildStamp } from './buildSteps.mjs';
import { writeBlockLists } from './gen-block-lists.mjs';

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

/** The embedded database's folder when the server will use one that does not exist yet, else null. */
function missingDataDir() {
  if (process.env.DATABASE_URL || process.env.CORE_API_URL) return null;
  const dataDir = process.env.DATA_DIR?.trim() ? resolve(process.env.DATA_DIR.trim()) : join(root, '.data');
  return existsSync(join(dataDir, 'PG_VERSION')) ? null : dataDir;
}

/** Creates an empty PGlite cluster in `dataDir` (its `initdb`, seconds), which the server then opens, migrates and seeds. */
async function createCluster(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const cluster = await PGlite.create(dataDir);
  await cluster.close();
}

/** Runs the built server with the inherited environment; `clientPending`: it waits for the client build's message. */
function startServerProcess(clientPending) {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: clientPending ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
    env: clientPending ? { ...process.env, VITRINE_CLIENT_BUILD: 'pending' } : process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

const reason = buildIsStale();
if (!reason) {
  startServerProcess(false);
} else {
  console.log(`Building Vitrine (${reason})…`);
  writeBlockLists();
  // The server starts as soon as its own build is done: it creates, migrates and seeds its
  // database and loads its code while the client build ends, then listens. The compressed copies
  // of the client's files are written by the server once it listens.
  // A first start's empty database is created meanwhile too (the server opens it once it exists).
  const dataDir = missingDataDir();
  const cluster = dataDir ? createCluster(dataDir).catch((error) => console.warn(`Creating the database in ${dataDir} failed (${error.message}): the server tries at start.`)) : null;
  let server;
  const [client, serverBuild] = await Promise.all([
    buildClient({ compressLater: true }),
    buildServer().then(async (code) => {
      await cluster;
      if (code === 0) server = startServerProcess(true);
      return code;
    }),
  ]);
  if (client !== 0 || serverBuild !== 0) {
    console.error(`✖ The ${client !== 0 ? 'client' : 'server'} build failed.`);
    server?.kill();
    process.exit(1);
  }
  writeBuildStamp();
  console.log('✔ Build complete.');
  server.send('client-built');
}
