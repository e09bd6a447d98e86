#!/usr/bin/env node
/**
 * `npm run bench:editor`: measures the QA editor on a page of 100 blocks in
 * Chromium and prints the figures.
 *
 * - Field keystroke → preview updated: time from the keydown in the edit panel's title field to
 *   the canvas heading showing the new text (budget 50 ms).
 * - Keyboard move → canvas reordered: time from the keydown that drops a block picked up with the
 *   keyboard (space, arrow down, space) or presses "Move down" to the block list changing
 *   (budget 100 ms).
 *
 * Needs the built server (`npm run build`) and Chromium (`CHROMIUM_PATH`, default
 * /usr/bin/chromium). Starts its own server on a free port with a throw-away data directory.
 * Figures are nearest-rank percentiles of 30 keystrokes and 20 moves of each kind. Exit code 1
 * when a p95 exceeds its budget.
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BLOCKS = 100;
const KEYSTROKES = 30;
const MOVES = 20;
const BUDGET = { keystrokeMs: 50, moveMs: 100 };
const ADMIN = { email: 'bench@vitrine.test', password: 'Bench-Editor-2026!' };

const entry = path.resolve('dist/server/main.js');
if (!existsSync(entry)) {
  console.error('dist/server/main.js is missing: run `npm run build` first.');
  process.exit(2);
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest-rank percentile: the smallest value with at least q of the samples at or below it.
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { median: pick(0.5), p95: pick(0.95), max: sorted[sorted.length - 1] };
}

const format = (s) => `median ${s.median.toFixed(1)} ms · p95 ${s.p95.toFixed(1)} ms · max ${s.max.toFixed(1)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-'));
const { startServer } = await import(pathToFileURL(entry).href);
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, adminEmail: ADMIN.email, adminPassword: ADMIN.password });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failed = false;
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  const headers = { Origin: server.url };
  const login = await page.request.post('/api/cms/auth/login', { headers, data: ADMIN });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const blocks = Array.from({ length: BLOCKS }, (_, i) => ({
    block_type: 'text_block_1',
    block_params: {},
    fields: { main_title: { fr: `Bloc ${i + 1}`, en: `Block ${i + 1}` }, description: { fr: `<p>Texte ${i + 1}</p>`, en: `<p>Text ${i + 1}</p>` } },
  }));
  const slug = `bench-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/cms/pages', { headers, data: { title: { fr: 'Banc', en: 'Bench' }, paths: { fr: `/fr/${slug}`, en: `/en/${slug}` } } });
  if (created.status() !== 201) throw new Error(`page creation failed: ${created.status()} ${await created.text()}`);
  const { page: summary } = await created.json();
  const saved = await page.request.put(`/api/cms/pages/${summary.id}/draft`, { headers, data: { revision: summary.revision, content: { fields: blocks } } });
  if (!saved.ok()) throw new Error(`draft failed: ${saved.status()} ${await saved.text()}`);

  await page.goto(`/qa/sections?lang=en&page=${summary.id}`);
  await page.locator(`[data-editor-index="${BLOCKS - 1}"]`).waitFor({ state: 'attached', timeout: 30_000 });
  console.log(`Page of ${page ? BLOCKS : 0} blocks loaded in the editor.`);

  // Keystrokes: edit block 50's English title.
  const target = page.locator('[data-editor-index="49"]');
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  await target.locator('[data-action="edit"]').click();
  const field = page.locator('[data-edit-panel]').getByRole('textbox', { name: /Main title.*English/ });
  await field.click();
  await field.press('End');
  const keystrokes = [];
  for (let i = 0; i < KEYSTROKES; i += 1) {
    const char = String.fromCharCode(97 + (i % 26));
    await page.evaluate((index) => {
      const heading = document.querySelector(`[data-editor-index="${index}"] :is(h1, h2)`);
      window.__bench = { start: 0, end: 0 };
      document.addEventListener('keydown', () => (window.__bench.start = performance.now()), { once: true, capture: true });
      const observer = new MutationObserver(() => {
        window.__bench.end = performance.now();
        observer.disconnect();
      });
      observer.observe(heading, { childList: true, characterData: true, subtree: true });
    }, 49);
    await page.keyboard.press(char);
    await page.waitForFunction(() => window.__bench.end > 0, undefined, { timeout: 5000 });
    keystrokes.push(await page.evaluate(() => window.__bench.end - window.__bench.start));
  }

  // Keyboard moves: drag handle (space, arrow down, space) and the "Move down" button (Enter).
  const measureMove = async (action) => {
    await page.evaluate(() => {
      const list = document.querySelector('[data-editor-index="0"]').parentElement;
      window.__bench = { start: 0, end: 0 };
      const observer = new MutationObserver(() => {
        if (!window.__bench.start) return;
        window.__bench.end = performance.now();
        observer.disconnect();
      });
      observer.observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-editor-index'] });
      window.__benchArm = () => document.addEventListener('keydown', () => (window.__bench.start = performance.now()), { once: true, capture: true });
    });
    await action();
    await page.waitForFunction(() => window.__bench.end > 0, undefined, { timeout: 5000 });
    return page.evaluate(() => window.__bench.end - window.__bench.start);
  };
  const drags = [];
  const buttons = [];
  for (let i = 0; i < MOVES; i += 1) {
    const index = 10 + i * 2;
    drags.push(
      await measureMove(async () => {
        const handle = page.locator(`[data-editor-index="${index}"] [data-drag-handle]`);
        await handle.scrollIntoViewIfNeeded();
        await handle.focus();
        await page.keyboard.press('Space');
        await page.locator(`text=/position ${index + 1} of ${BLOCKS}\\./`).first().waitFor({ state: 'attached' });
        await page.keyboard.press('ArrowDown');
        await page.locator(`text=/now at position ${index + 2} of ${BLOCKS}\\./`).first().waitFor({ state: 'attached' });
        await page.evaluate(() => window.__benchArm());
        await page.keyboard.press('Space');
      }),
    );
    buttons.push(
      await measureMove(async () => {
        const button = page.locator(`[data-editor-index="${index + 40}"]`).getByRole('button', { name: 'Move down', exact: true });
        await button.scrollIntoViewIfNeeded();
        await button.focus();
        await page.evaluate(() => window.__benchArm());
        await page.keyboard.press('Enter');
      }),
    );
  }

  const k = stats(keystrokes);
  const d = stats(drags);
  const b = stats(buttons);
  console.log('\nQA editor, page of 100 blocks (Chromium, headless)');
  console.log(`  field keystroke → preview   ${format(k)}   (budget ${BUDGET.keystrokeMs} ms)`);
  console.log(`  keyboard drop → reordered   ${format(d)}   (budget ${BUDGET.moveMs} ms)`);
  console.log(`  "Move down" key → reordered ${format(b)}   (budget ${BUDGET.moveMs} ms)`);
  failed = k.p95 > BUDGET.keystrokeMs || d.p95 > BUDGET.moveMs || b.p95 > BUDGET.moveMs;
  console.log(failed ? '\n✖ Over budget.' : '\n✔ Within budget.');
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
