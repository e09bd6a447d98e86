/**
 * Starts a command-line tool: `node scripts/cli.mjs <tool> [args…]` (what `npm run users|content|
 * alerts|feed` run) runs `src/server/cli/<tool>.ts` bundled into one file by esbuild (packages left
 * to node_modules), in this process, with the arguments; the tool sets the exit code.
 *
 * Why not tsx: loading the server's few hundred modules one by one through tsx's loader cost ≈ 1.3 s
 * of a 3.3 s command, and twice that on a busy machine; one bundled file loads at once.
 *
 * The bundle is kept in `node_modules/.cache/vitrine-cli/` and made again (≈ 0.15 s) when any file
 * it was made from (or tsconfig.json) changed since: a run always has the source as it is.
 *
 * Exit codes: the tool's own; 2 for an unknown tool; 1 when bundling fails.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// A command opens PGlite once and exits within seconds: compiling its WebAssembly again with the
// optimising tier only spends CPU on code that will not run long (≈ 40 % of a command's CPU, a
// quarter of its time). Set before anything compiles it.
setFlagsFromString('--liftoff-only');

/** The tools, each `src/server/cli/<tool>.ts` with its `npm run <tool>` script. */
const TOOLS = ['users', 'content', 'alerts', 'feed'];

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const [tool, ...args] = process.argv.slice(2);

if (!TOOLS.includes(tool)) {
  console.error(`Usage: node scripts/cli.mjs <${TOOLS.join('|')}> [args…] (got "${tool ?? ''}").`);
  process.exit(2);
}

// Inside the project, so the bundle finds the packages it leaves out and the project root
// (src/server/paths.ts) from its own place.
const cacheDir = join(root, 'node_modules', '.cache', 'vitrine-cli');
const bundle = join(cacheDir, `${tool}.mjs`);
const inputsFile = join(cacheDir, `${tool}.inputs.json`);

/** Modification time of `path` in ms, or Infinity when it is gone (its bundle is then out of date). */
function modifiedAt(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Infinity;
  }
}

/** Whether the kept bundle was made after every file it was made from last changed. */
function bundleIsCurrent() {
  const made = modifiedAt(bundle);
  if (made === Infinity) return false;
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return [...inputs, 'tsconfig.json'].every((input) => modifiedAt(join(root, input)) < made);
  } catch {
    return false;
  }
}

/** Bundles the tool, written under other names first and then renamed: a command started meanwhile reads a whole file. */
async function makeBundle() {
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${bundle}.${process.pid}`;
  const result = await build({
    entryPoints: [join(root, 'src', 'server', 'cli', `${tool}.ts`)],
    outfile: partial,
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
  });
  writeFileSync(`${inputsFile}.${process.pid}`, JSON.stringify(Object.keys(result.metafile.inputs)));
  renameSync(`${inputsFile}.${process.pid}`, inputsFile);
  renameSync(partial, bundle);
}

try {
  if (!bundleIsCurrent()) await makeBundle();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// The tool runs when it is the script the process started (src/server/cli/runWhenInvoked.ts): so it is.
process.argv = [process.argv[0], bundle, ...args];
await import(pathToFileURL(bundle).href);
