#!/usr/bin/env node
/**
 * `npm test`: the linter (ESLint, alongside the next two), the import direction check and the type check, unit and API tests (Vitest: the
 * projects of vitest.config.ts, the PostgreSQL one on a throwaway cluster), a production build,
 * then end-to-end tests (Playwright in Debian's Chromium). Installs Chromium and PostgreSQL with
 * apt-get when they are missing and we run as root; otherwise says how (without PostgreSQL, outside
 * CI, the API suite runs on PGlite only).
 *
 * Ends with each phase's duration, the ten slowest test files, every failed test with the first line
 * of its error (the end of the log is what CI keeps), and one summary line
 * "Tests: N passed, N failed"; exits non-zero when anything failed or when no end-to-end test ran.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const startedAt = Date.now();
/** Debian's headless build of Chromium (same engine, no browser UI): the end-to-end tests' browser. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium: used when the headless build is missing and cannot be installed. */
const FULL_CHROMIUM = '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/** Installs a Debian package as root (CI); false when that is not possible or fails. */
function aptInstall(pkg) {
  if (!isRoot) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) return false;
  return run('apt-get', ['install', '-y', '-qq', pkg], { env }) === 0;
}

/**
 * Chooses the end-to-end tests' browser and hands it to Playwright (CHROMIUM_PATH): the one named
 * by CHROMIUM_PATH, else Debian's headless Chromium (installed as root when missing: it runs the
 * suite in about three quarters of the full browser's time), else Debian's full Chromium.
 */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return true;
    console.error(`No browser at CHROMIUM_PATH=${process.env.CHROMIUM_PATH}.`);
    return false;
  }
  if (!existsSync(HEADLESS_SHELL) && isRoot) {
    console.log('Chromium’s headless build is missing: installing Debian’s chromium-headless-shell package…');
    aptInstall('chromium-headless-shell');
  }
  const browser = [HEADLESS_SHELL, FULL_CHROMIUM].find((candidate) => existsSync(candidate));
  if (!browser) {
    console.error('Chromium is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\nor point CHROMIUM_PATH at a Chromium binary.');
    return false;
  }
  if (browser === FULL_CHROMIUM) console.log('End-to-end tests in the full Chromium: `apt-get install chromium-headless-shell` makes them about a quarter faster.');
  process.env.CHROMIUM_PATH = browser;
  return true;
}

/** True when Debian's PostgreSQL binaries are there (the `api-postgres` project starts a cluster). */
function hasPostgres() {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/initdb`));
}

function ensurePostgres() {
  if (hasPostgres()) return true;
  if (!isRoot) {
    console.error('PostgreSQL is missing: the API suite cannot run against it. Install it with:\n  sudo apt-get update && sudo apt-get install -y postgresql');
    return false;
  }
  console.log('PostgreSQL is missing: installing Debian’s postgresql package…');
  return aptInstall('postgresql') && hasPostgres();
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Each phase's name and duration, ms. */
const phases = [];
/** Runs a phase, timing it. @returns what `work` returns */
function phase(name, work) {
  const started = Date.now();
  try {
    return work();
  } finally {
    phases.push({ name, ms: Date.now() - started });
  }
}

mkdirSync('test-results', { recursive: true });
let failedSteps = 0;

/**
 * Runs the linter in the background (it takes longer than the two checks after it, on the other
 * core); its output is printed once it ends. @returns its exit status and duration, ms
 */
function startLint() {
  const started = Date.now();
  const child = spawn('npm', ['run', '-s', 'lint'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      console.log(`\n$ npm run -s lint\n${output || 'ESLint: no problem found.'}`);
      resolve({ status: code ?? 1, ms: Date.now() - started });
    }),
  );
}

// The linter's rules hold, imports follow the layers of docs/architecture.md, and the types hold
// (each counted as one test).
const lint = startLint();
const importCheckFailed = phase('import check', () => run('node', ['scripts/check-imports.mjs'])) !== 0;
const typeCheckFailed = phase('type check', () => run('npx', ['tsc', '--noEmit', '-p', '.'])) !== 0;
const linted = await lint;
phases.push({ name: 'lint (alongside the checks)', ms: linted.ms });
const lintFailed = linted.status !== 0;
const checksFailed = Number(importCheckFailed) + Number(typeCheckFailed) + Number(lintFailed);
const CHECKS = 3;

// Unit, DOM and API on PGlite and, with PostgreSQL installed, the API files marked for it on a throwaway cluster.
const postgres = ensurePostgres();
if (!postgres) {
  if (process.env.CI) failedSteps++;
  else console.warn('Running the API suite on PGlite only.');
}
const projects = postgres ? [] : ['--project', 'unit', '--project', 'dom', '--project', 'dom-isolated', '--project', 'api'];
const vitestStatus = phase('unit and API (vitest)', () => run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json']));
if (vitestStatus !== 0) failedSteps++;
const vitest = readJson('test-results/vitest.json');
const unitPassed = (vitest?.numPassedTests ?? 0) + CHECKS - checksFailed;
let unitFailed = (vitest ? vitest.numFailedTests : 1) + checksFailed;
if (vitestStatus !== 0 && unitFailed === checksFailed) {
  // Unhandled errors or a suite that failed to load: vitest fails without a failed test.
  console.error('Vitest failed outside the tests themselves (unhandled errors or a suite that did not load): see above.');
  unitFailed += 1;
}

let e2ePassed = 0;
let e2eFailed = 0;
let e2e = null;
if (!ensureChromium()) {
  failedSteps++;
  e2eFailed = 1;
} else if (phase('production build', () => run('node', ['scripts/build.mjs'])) !== 0) {
  console.error('The production build failed: end-to-end tests cannot run.');
  failedSteps++;
  e2eFailed = 1;
} else {
  const status = phase('end-to-end (playwright)', () => run('npx', ['playwright', 'test']));
  if (status !== 0) failedSteps++;
  e2e = readJson('test-results/e2e.json');
  e2ePassed = (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
  e2eFailed = e2e ? e2e.stats.unexpected : 1;
  if (e2ePassed === 0) {
    console.error('No end-to-end test ran.');
    failedSteps++;
  }
}

/** Every test file's time: Vitest's per file; Playwright's summed over the file's tests. */
function fileDurations() {
  const files = [];
  for (const result of vitest?.testResults ?? []) files.push({ file: relative(process.cwd(), result.name), ms: result.endTime - result.startTime });
  const specs = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      specs.set(spec.file, (specs.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of e2e?.suites ?? []) visit(suite);
  for (const [file, ms] of specs) files.push({ file: `tests/e2e/${file}`, ms });
  return files.sort((a, b) => b.ms - a.ms);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log('\nPhases:');
for (const { name, ms } of phases) console.log(`  ${name.padEnd(26)} ${seconds(ms).padStart(8)}`);
console.log(`  ${'total'.padEnd(26)} ${seconds(Date.now() - startedAt).padStart(8)}`);
console.log('Slowest test files (end-to-end: the sum of their tests):');
for (const { file, ms } of fileDurations().slice(0, 10)) console.log(`  ${seconds(ms).padStart(8)}  ${file}`);

/** Lines of an error kept in the summary: a property test's seed, counterexample and error follow its first line. */
const ERROR_LINES = 8;

/** Every failed test: its file, its name and the head of its error (the run's only record on a CI machine). */
function failedTests() {
  const failed = [];
  const errorHead = (message) =>
    String(message ?? '')
      .trim()
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(0, ERROR_LINES)
      .map((line) => line.slice(0, 300))
      .join('\n      ');
  for (const result of vitest?.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'failed') failed.push(`${relative(process.cwd(), result.name)} › ${test.fullName}: ${errorHead(test.failureMessages?.[0])}`);
    }
    if (result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failed.push(`${relative(process.cwd(), result.name)}: ${errorHead(result.message)}`);
    }
  }
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.find((result) => result.error)?.error;
        failed.push(`tests/e2e/${spec.file} › ${[...titles, spec.title].join(' › ')}${test.projectName ? ` [${test.projectName}]` : ''}: ${errorHead(error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of e2e?.suites ?? []) visit(suite, []);
  return failed;
}

const failures = failedTests();
if (failures.length > 0) {
  console.log('Failed tests:');
  for (const failure of failures) console.log(`  ${stripVTControlCharacters(failure)}`);
}

console.log(`\nUnit and API: ${unitPassed} passed, ${unitFailed} failed; end-to-end: ${e2ePassed} passed, ${e2eFailed} failed.`);
console.log(`Tests: ${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed`);
process.exit(failedSteps > 0 || unitFailed + e2eFailed > 0 ? 1 : 0);
