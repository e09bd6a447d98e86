#!/usr/bin/env node
/**
 * Layout shifts of a phone's first visit (`npm run bench:shifts`, after `npm run build`).
 *
 * Starts the built server on a temporary data directory, then loads each page type
 * `SHIFT_RUNS` times (default 12) in Debian's Chromium (`CHROME_PATH`) as Lighthouse's phone sees
 * it: 412 × 823 px at device scale 1.75, touch, the CPU slowed 4× (CDP), a fresh context each time.
 * For each load it sums the layout shifts of the first 2.5 s after `load` (the page's own
 * PerformanceObserver, input or not) and keeps its first and largest contentful paints. Prints,
 * per page, how many loads shifted (over 0.001), the largest sum, FCP and LCP medians (ms), and the
 * elements that moved (class, position and size before → after, px).
 *
 * Why loads and not one: a shift may come from where the browser's parser happens to pause in a
 * long document, a few loads in ten (see docs/performance.md "A hero painted whole").
 * `SHIFT_PAGES` (comma-separated page types, e.g. `home,blog post`) measures only those.
 * A benchmark, not a test: a busy machine pauses the parser elsewhere.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { builtServerEntry, findPageTypes } from './benchPages.mjs';

const entry = builtServerEntry();
const RUNS = Number(process.env.SHIFT_RUNS ?? 12);
const ONLY = process.env.SHIFT_PAGES?.split(',').map((type) => type.trim());

process.env.NODE_ENV ??= 'production';
const { startServer } = await import(pathToFileURL(entry).href);
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-shifts-'));
const quiet = { log: console.log, info: console.info, warn: console.warn };
Object.assign(console, { log: () => {}, info: () => {}, warn: () => {} });
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir });
Object.assign(console, quiet);

/** Collects the page's shifts and paints from its first byte (an init script). */
function observeShifts() {
  const state = { cls: 0, moved: [], fcp: 0, lcp: 0 };
  Object.assign(window, { __shifts: state });
  const describe = (source) => {
    const { previousRect: a, currentRect: b } = source;
    const name = source.node instanceof Element ? String(source.node.className || source.node.nodeName).slice(0, 40) : String(source.node?.nodeName ?? '?');
    return `${name} (${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}×${Math.round(a.height)} → ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)})`;
  };
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      state.cls += shift.value;
      if (shift.value > 0.001) state.moved.push(...shift.sources.map(describe));
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const paint of list.getEntries()) state.lcp = paint.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const paint of list.getEntries()) if (paint.name === 'first-contentful-paint') state.fcp = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** The eight page types (scripts/benchPages.mjs) and the English home, as `[type, origin, path]`. */
async function targets() {
  const [home, ...others] = (await findPageTypes(server.url)).map(({ type, origin, path: where }) => [type, origin, where]);
  return [home, ['home en', server.url, '/en'], ...others].filter(([type]) => !ONLY || ONLY.includes(type));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  console.log(`Layout shifts of a first visit: ${RUNS} loads per page, 412 × 823 px, CPU 4× slower (Chromium).`);
  console.log('page      | loads shifted | largest CLS | FCP median | LCP median | what moved');
  for (const [type, origin, where] of await targets()) {
    const loads = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(observeShifts);
      await page.goto(`${origin}${where}`, { waitUntil: 'load' });
      await page.waitForTimeout(2500);
      loads.push(await page.evaluate(() => window.__shifts));
      await context.close();
    }
    const shifted = loads.filter((load) => load.cls > 0.001);
    const moved = [...new Set(shifted.flatMap((load) => load.moved))].slice(0, 3).join('; ');
    const largest = Math.max(...loads.map((load) => load.cls));
    const row = [type.padEnd(9), `${shifted.length} of ${RUNS}`.padEnd(13), largest.toFixed(3).padEnd(11), `${Math.round(median(loads.map((l) => l.fcp)))} ms`.padEnd(10), `${Math.round(median(loads.map((l) => l.lcp)))} ms`.padEnd(10), moved || '—'];
    console.log(row.join(' | '));
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
