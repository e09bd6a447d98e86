/**
 * The steps of the production build, shared by `npm run build` (scripts/build.mjs) and
 * `npm start` (scripts/start.mjs): the client build (dist/client with Vite's manifest), the server
 * build (`vite build --ssr src/server/main.ts --outDir dist/server`, which bundles the SSR entry)
 * and the stamp `npm start` compares with the sources (dist/.build-stamp, ISO time). The two
 * builds are independent and may run side by side.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

/**
 * Runs a Node script in the project, its output lines prefixed with `[label] ` when a label is
 * given (several run at once), else inherited. @returns its exit code
 */
export function runNode(args, label, env = process.env) {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    if (label) {
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) out.write(`[${label}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
      }
    }
    child.on('close', (code) => done(code ?? 1));
  });
}

const vite = (args, label) => runNode([viteBin, ...args], label, { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });

/**
 * `vite build` of the browser's files into dist/client; `compressLater`: without the compressed
 * copies, which the server then writes once it listens (src/server/assetCompression.ts).
 * @returns its exit code
 */
export const buildClient = ({ compressLater = false } = {}) =>
  runNode([viteBin, 'build', '--emptyOutDir'], 'client', { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...(compressLater ? { VITRINE_PRECOMPRESS: 'later' } : {}) });

/** `vite build --ssr` of the server into dist/server. @returns its exit code */
export const buildServer = () => vite(['build', '--ssr', 'src/server/main.ts', '--outDir', 'dist/server', '--emptyOutDir'], 'server');

/** Marks dist as built from the current sources. */
export function writeBuildStamp() {
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'dist', '.build-stamp'), `${new Date().toISOString()}\n`);
}
