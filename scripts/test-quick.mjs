#!/usr/bin/env node
/**
 * `npm run test:quick`: the inner loop, for a change in progress: the import check, the type check,
 * the linter on the changed files, then the unit, DOM and API (PGlite) tests that the files changed since `main` reach (Vitest's
 * module graph: `--changed`); on `main` itself, what is not committed yet. `npm test` runs
 * everything (with PostgreSQL, the build and the end-to-end tests) before a commit lands.
 *
 * Every block's own tests import the block registry, which imports every block: by the module
 * graph alone, a change inside one block folder would run the tests of all of them. When the
 * change stays inside block folders, the other blocks' folders are left out unless their files
 * name a changed block's folder (a block built from another, e.g. a hero holding CTA items); the
 * tests outside src/blocks (renderer, editor, API) still run as the graph selects them.
 *
 * `npm run test:quick -- <filter>` passes further arguments to Vitest (a file name, `-t "name"`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
const base = git('rev-parse', '--verify', '--quiet', 'main');
const onMain = base !== '' && git('rev-parse', 'HEAD') === base;
// On main, what is not committed; elsewhere, everything since main (committed or not).
const changed = base && !onMain ? ['--changed', 'main'] : ['--changed'];

/** `src/blocks/<family>/<block>` of a path inside a block's own folder, else null. */
const BLOCK_FOLDER = /^(src\/blocks\/(?:blog|chrome|contact|content|forms|media|people|properties|system)\/[a-z0-9][a-z0-9_]*)\//;
const blockFolderOf = (file) => BLOCK_FOLDER.exec(file)?.[1] ?? null;

/** Files changed since main (committed or not), or not committed yet on main itself; untracked ones included. */
function changedFiles() {
  const lines = (...args) => git(...args).split('\n').filter(Boolean);
  const committed = base && !onMain ? lines('diff', '--name-only', `${base}...HEAD`) : [];
  return [...new Set([...committed, ...lines('diff', '--name-only', 'HEAD'), ...lines('ls-files', '--others', '--exclude-standard')])];
}

/** Every file under `dir` (relative to the project), recursively. */
const filesUnder = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? entry.path, entry.name));

/**
 * `--exclude` arguments for the block folders a change confined to block folders cannot affect
 * except through the registry; none when any changed file lies outside a block folder.
 */
function unrelatedBlockExcludes(files) {
  const sources = files.filter((file) => /\.(ts|tsx|css)$/.test(file));
  if (sources.length === 0 || !sources.every(blockFolderOf)) return [];
  const changedFolders = new Set(sources.map(blockFolderOf));
  const changedNames = [...changedFolders].map((folder) => `/${folder.split('/').pop()}/`);
  const families = readdirSync('src/blocks', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const excludes = [];
  for (const family of families) {
    for (const block of readdirSync(join('src/blocks', family.name), { withFileTypes: true })) {
      const folder = `src/blocks/${family.name}/${block.name}`;
      if (!block.isDirectory() || !blockFolderOf(`${folder}/`) || changedFolders.has(folder)) continue;
      const mentionsChanged = filesUnder(folder).some((file) => {
        const text = readFileSync(file, 'utf8');
        return changedNames.some((name) => text.includes(name));
      });
      if (!mentionsChanged) excludes.push('--exclude', `${folder}/**`);
    }
  }
  return excludes;
}

const started = Date.now();
let failed = 0;
if (run('node', ['scripts/check-imports.mjs']) !== 0) failed++;
if (run('npx', ['tsc', '--noEmit', '-p', '.']) !== 0) failed++;
const files = changedFiles();
const lintable = files.filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file) && existsSync(file));
if (lintable.length > 0 && run('node', ['tools/lint/node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '--no-warn-ignored', ...lintable]) !== 0) failed++;
const projects = ['unit', 'dom', 'dom-isolated', 'api'].flatMap((name) => ['--project', name]);
const excludes = unrelatedBlockExcludes(files);
if (excludes.length > 0) console.log(`\nThe change stays inside block folders: the tests of ${excludes.length / 2} other blocks are left to npm test.`);
if (run('npx', ['vitest', 'run', ...changed, ...projects, ...excludes, '--passWithNoTests', ...process.argv.slice(2)]) !== 0) failed++;
console.log(`\ntest:quick ${failed === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s (npm test runs everything before a commit lands).`);
process.exit(failed === 0 ? 0 : 1);
