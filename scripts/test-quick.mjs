#!/usr/bin/env node
/**
 * `npm run test:quick`: the inner loop, for a change in progress: the import check, the type check,
 * then the unit, DOM and API (PGlite) tests that the files changed since `main` reach (Vitest's
 * module graph: `--changed`); on `main` itself, what is not committed yet. `npm test` runs
 * everything (with PostgreSQL, the build and the end-to-end tests) before a commit lands.
 * `npm run test:quick -- <filter>` passes further arguments to Vitest (a file name, `-t "name"`).
 */
import { spawnSync } from 'node:child_process';

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
const base = git('rev-parse', '--verify', '--quiet', 'main');
const onMain = base !== '' && git('rev-parse', 'HEAD') === base;
// On main, what is not committed; elsewhere, everything since main (committed or not).
const changed = base && !onMain ? ['--changed', 'main'] : ['--changed'];

const started = Date.now();
let failed = 0;
if (run('node', ['scripts/check-imports.mjs']) !== 0) failed++;
if (run('npx', ['tsc', '--noEmit', '-p', '.']) !== 0) failed++;
const projects = ['unit', 'dom', 'dom-isolated', 'api'].flatMap((name) => ['--project', name]);
if (run('npx', ['vitest', 'run', ...changed, ...projects, '--passWithNoTests', ...process.argv.slice(2)]) !== 0) failed++;
console.log(`\ntest:quick ${failed === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s (npm test runs everything before a commit lands).`);
process.exit(failed === 0 ? 0 : 1);
