#!/usr/bin/env node
/**
 * `npm test`: the import direction check, unit and API tests (vitest: the API suite on PGlite and
 * on a throwaway PostgreSQL cluster), a production build, then end-to-end tests (Playwright in
 * Debian's Chromium). Installs Chromium and PostgreSQL with apt-get when they are missing and we
 * run as root; otherwise says how (without PostgreSQL, outside CI, the API suite runs on PGlite only). Ends with one summary line "Tests: N passed, N failed" and a non-zero exit
 * when anything failed or when no end-to-end test ran.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
    return false;
  }
  console.log('Chromium is missing: installing Debian’s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) return false;
  return run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0 && existsSync(CHROMIUM);
}

/** True when Debian's PostgreSQL binaries are there (the `api-postgres` project starts a cluster). */
function hasPostgres() {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/initdb`));
}

function ensurePostgres() {
  if (hasPostgres()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('PostgreSQL is missing: the API suite cannot run against it. Install it with:\n  sudo apt-get update && sudo apt-get install -y postgresql');
    return false;
  }
  console.log('PostgreSQL is missing: installing Debian’s postgresql package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) return false;
  return run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env }) === 0 && hasPostgres();
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync('test-results', { recursive: true });
let failedSteps = 0;

// Imports follow the layers of docs/architecture.md (one check, counted as one test).
const importCheckFailed = run('node', ['scripts/check-imports.mjs']) !== 0;
if (importCheckFailed) failedSteps++;

// Unit, API on PGlite and, with PostgreSQL installed, the API suite again on a throwaway cluster.
const postgres = ensurePostgres();
if (!postgres) {
  if (process.env.CI) failedSteps++;
  else console.warn('Running the API suite on PGlite only.');
}
const projects = postgres ? [] : ['--project', 'unit', '--project', 'api'];
const vitestStatus = run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json']);
if (vitestStatus !== 0) failedSteps++;
const vitest = readJson('test-results/vitest.json');
const unitPassed = (vitest?.numPassedTests ?? 0) + (importCheckFailed ? 0 : 1);
let unitFailed = (vitest ? vitest.numFailedTests : 1) + (importCheckFailed ? 1 : 0);
if (vitestStatus !== 0 && unitFailed === 0) {
  // Unhandled errors or a suite that failed to load: vitest fails without a failed test.
  console.error('Vitest failed outside the tests themselves (unhandled errors or a suite that did not load): see above.');
  unitFailed = 1;
}

let e2ePassed = 0;
let e2eFailed = 0;
if (!ensureChromium()) {
  failedSteps++;
  e2eFailed = 1;
} else if (run('node', ['scripts/build.mjs']) !== 0) {
  console.error('The production build failed: end-to-end tests cannot run.');
  failedSteps++;
  e2eFailed = 1;
} else {
  const status = run('npx', ['playwright', 'test']);
  if (status !== 0) failedSteps++;
  const report = readJson('test-results/e2e.json');
  e2ePassed = (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
  e2eFailed = report ? report.stats.unexpected : 1;
  if (e2ePassed === 0) {
    console.error('No end-to-end test ran.');
    failedSteps++;
  }
}

console.log(`\nUnit and API: ${unitPassed} passed, ${unitFailed} failed; end-to-end: ${e2ePassed} passed, ${e2eFailed} failed.`);
console.log(`Tests: ${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed`);
process.exit(failedSteps > 0 || unitFailed + e2eFailed > 0 ? 1 : 0);
