#!/usr/bin/env node
/**
 * Lighthouse benchmark (`npm run bench:lighthouse`, after `npm run build`).
 *
 * Starts the built server (dist/server/main.js, in a process of its own) on a temporary PGlite
 * data directory on loopback with the page cache on, then runs Lighthouse 12 with its mobile preset (simulated throttling:
 * slow 4G, 4× CPU slowdown) in Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium) on the
 * eight page types, in French and English: on the seeded broker site home, search, a listing,
 * contact, the blog and a blog post; on the seeded agency site (`agence.localhost`, which Chromium
 * sends to loopback) a broker's profile and the offices. Each page is measured `LIGHTHOUSE_RUNS`
 * times (default 3) and the
 * median performance score is kept; accessibility, SEO and best practices come from the same run.
 * Prints one row per page and the audits that cost points outside performance. `LIGHTHOUSE_PAGES`
 * (comma-separated page types, e.g. `home,contact`) measures only those.
 *
 * A benchmark, not a test: figures depend on the machine's load (compare runs made on the same one).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { builtServerEntry, findPageTypes, pageText } from './benchPages.mjs';

const entry = builtServerEntry();
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Flags a closed machine needs: no background connections to Google's services.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-lighthouse-'));

/**
 * Starts the built server in its own process (as `npm start` runs it): in this one, Lighthouse's
 * own work (the trace it receives) would slow the server's answers and count against the page.
 */
function start() {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      const ready = /Vitrine is ready on (http:\/\/\S+)/.exec(output);
      if (ready) resolve({ url: ready[1], close: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
}

/** The English address of a French page, read from its hreflang alternate. */
async function englishOf(url) {
  const html = await pageText(url);
  const match = /<link rel="alternate" hrefLang="en-CA" href="([^"]+)"/i.exec(html);
  if (!match) throw new Error(`${url} has no English alternate`);
  return new URL(match[1]).pathname;
}

/** The pages measured: the eight page types of the seeded sites, French and English (`{ type, url, path }`). */
async function findPages(baseUrl) {
  const pages = [];
  for (const { type, origin, path: frPath } of await findPageTypes(baseUrl)) {
    pages.push({ type, url: `${origin}${frPath}`, path: frPath });
    const enPath = await englishOf(`${origin}${frPath}`);
    pages.push({ type, url: `${origin}${enPath}`, path: enPath });
  }
  return pages;
}

const score = (category) => Math.round((category?.score ?? 0) * 100);

/**
 * Chromium's trace of a load sometimes lacks its navigation start on this machine: Lighthouse then
 * measures nothing and asks for another run. Such a run is done again (said in the output), at
 * most twice; any other error stops the benchmark.
 */
const UNRECORDED_TRACE = 'NO_NAVSTART';
const TRACE_ATTEMPTS = 3;

/** One Lighthouse run of `url` (its `lhr`), done again when the trace was not recorded. */
async function runOnce(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const error = result?.lhr.runtimeError;
    if (!error) return result.lhr;
    if (error.code !== UNRECORDED_TRACE || attempt === TRACE_ATTEMPTS) throw new Error(`${url}: ${error.message}`);
    console.log(`(${url}: the trace was not recorded (${error.code}), run again)`);
  }
}

/** Runs Lighthouse `RUNS` times on a URL; the run with the median performance score. */
async function measure(url, port) {
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await runOnce(url, port));
  results.sort((a, b) => score(a.categories.performance) - score(b.categories.performance));
  return results[Math.floor((results.length - 1) / 2)];
}

const server = await start();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((type) => type.trim());
  const pages = (await findPages(server.url)).filter((page) => !only || only.includes(page.type));
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset (simulated throttling), median of ${RUNS} run(s) per page.\n`);
  console.log('page      | perf | a11y | best pr. | SEO | LCP     | TBT     | CLS   | path');
  const lost = [];
  const missed = [];
  for (const page of pages) {
    const lhr = await measure(page.url, chrome.port);
    const c = lhr.categories;
    const audit = (id) => lhr.audits[id]?.displayValue ?? '-';
    console.log(
      `${page.type.padEnd(9)} | ${String(score(c.performance)).padStart(4)} | ${String(score(c.accessibility)).padStart(4)} | ${String(score(c['best-practices'])).padStart(8)} | ${String(score(c.seo)).padStart(3)} | ${audit('largest-contentful-paint').padEnd(7)} | ${audit('total-blocking-time').padEnd(7)} | ${audit('cumulative-layout-shift').padEnd(5)} | ${page.path}`,
    );
    if (score(c.performance) < 98 || score(c.accessibility) < 100 || score(c['best-practices']) < 100 || score(c.seo) < 100) missed.push(page.path);
    for (const [key, category] of Object.entries(c)) {
      if (key === 'performance') continue;
      for (const ref of category.auditRefs) {
        const result = lhr.audits[ref.id];
        if (ref.weight > 0 && result.score !== null && result.score < 1) lost.push(`${page.path}: ${key} ${ref.id} (${result.title})`);
      }
    }
  }
  if (lost.length) console.log(`\nAudits that cost points outside performance:\n${lost.map((line) => `- ${line}`).join('\n')}`);
  console.log(`\nTargets (performance ≥ 98; accessibility, best practices, SEO 100): ${missed.length ? `not met on ${missed.join(', ')}` : 'met on every page'}.`);
} finally {
  await chrome.kill();
  await server.close?.();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
