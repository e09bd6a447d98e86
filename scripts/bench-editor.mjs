#!/usr/bin/env node
/**
 * `npm run bench:editor`: measures the QA editor on a page of 100 blocks in Chromium, side by side
 * with Puck 0.23 (the `@puckeditor/core` devDependency) on the same page, in one browser, and prints
 * both editors' figures and their ratio.
 *
 * Measures (each one from the input event, captured at the document it is delivered to, to the
 * MutationObserver callback that first sees the canvas showing the change; identical code for both
 * editors, all times on the top page's `performance.now()` clock, in ms):
 *
 * - Keystroke → preview: a key typed in the selected block's title field (Vitrine: the edit panel's
 *   "Main title (English)"; Puck: the fields panel's "Title") until the block's heading in the
 *   canvas ends with the typed character (budget 50 ms).
 * - Pointer drop: a real mouse drag (down, moves in steps, up) of a block one place down — Vitrine
 *   by its overlay's drag handle, Puck by the component itself in its canvas (it has no handle) —
 *   from the pointerup until the canvas lists the 100 blocks in the new order (Puck shows a
 *   preview copy of the dragged block while dragging: the order counts once that copy is gone).
 *   Budget 100 ms.
 * - Keyboard move: the focused "Move down" button pressed with Enter, until the canvas order
 *   changed. Puck's action bar has no move buttons: the harness (bench/puck/main.tsx) adds the
 *   "Move up"/"Move down" actions a Puck user adds through `overrides.actionBar`, dispatching
 *   Puck's own `move` action. Budget 100 ms.
 * - Keyboard drag (Vitrine only: Puck's drag-and-drop has no keyboard sensor): a block's drag
 *   handle picked up with Space, moved with ArrowDown, dropped with Space, from the ArrowDown
 *   keydown until the canvas shows the block in its new place (the page's order changes on the
 *   drop, which the harness waits for before the next sample); compared with Puck's keyboard move,
 *   its only keyboard path. Budget 100 ms.
 *
 * Fairness: same viewport (1600×1000), same page (100 blocks, an h2 "Block N" and a paragraph
 * "Text N" each; Vitrine's `text_block_1`, Puck's one-component config), same warm-up (a few
 * unmeasured keystrokes and moves of each kind first), the same number of samples, Puck's default
 * canvas (an iframe, observed inside; the canvas documents are same-origin, so one clock serves).
 * Puck's harness is built with Vite's JS API from bench/puck/ into a temporary directory and served
 * by a tiny static server on 127.0.0.1; requests leaving loopback (Puck's stylesheet imports a web
 * font) are answered empty by the browser context, so nothing goes to the network.
 *
 * Needs the built server (`npm run build`) and Chromium (`CHROMIUM_PATH`, default
 * /usr/bin/chromium). Starts its own server on a free port with a throw-away data directory.
 * Figures are nearest-rank percentiles of 30 keystrokes and 20 moves of each kind. Exit code 1
 * when one of Vitrine's p95 exceeds its budget; the 2× verdict against Puck is printed but does
 * not change the exit code (on a busy machine both editors slow down unevenly).
 */
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const BLOCKS = 100;
const KEYSTROKES = 30;
const MOVES = 20;
const WARM_UP = 3;
const BUDGET = { keystrokeMs: 50, moveMs: 100 };
const ADMIN = { email: 'bench@vitrine.test', password: 'Bench-Editor-2026!' };
/** Mouse steps of a pointer drag (both editors), and Puck's hold before moving (its pointer sensor waits 200 ms off a handle). */
const DRAG_STEPS = 12;
const PUCK_HOLD_MS = 250;

const entry = path.resolve('dist/server/main.js');
if (!existsSync(entry)) {
  console.error('dist/server/main.js is missing: run `npm run build` first.');
  process.exit(2);
}

/** Nearest-rank median, p95 and max of samples (ms). */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest-rank percentile: the smallest value with at least q of the samples at or below it.
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { median: pick(0.5), p95: pick(0.95), max: sorted[sorted.length - 1] };
}

const format = (s) => `median ${s.median.toFixed(1)} ms · p95 ${s.p95.toFixed(1)} ms · max ${s.max.toFixed(1)} ms`;

/**
 * Builds bench/puck (Puck 0.23 on the bench page) with Vite into a temporary directory and serves it
 * on 127.0.0.1. Resolves to its URL, and `close()` stops the server and removes the directory.
 */
async function startPuckHarness() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-puck-'));
  await build({ configFile: false, root: path.resolve('bench/puck'), base: './', logLevel: 'error', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 } });
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(outDir)) return void response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Page helpers, installed in every page of the context: `__benchWatch(kind, until)` observes the
 * canvas of `kind` ('vitrine' | 'puck'), `__benchArm(event)` starts the clock on the next `event`
 * (keydown, pointerup) captured at the top document or the canvas document, whichever sees it first.
 * `until`: `{ heading: title, endsWith: char }` (the block whose heading is `title` shows the typed
 * character) or `{ from, to }` (the canvas lists its blocks with the one at `from` moved to `to`).
 * The result lands in `window.__bench` ({ start, end } in ms).
 */
function installBenchHelpers() {
  const canvasDocument = (kind) => (kind === 'puck' ? document.querySelector('iframe')?.contentDocument : document);
  const listOf = (kind) => (kind === 'puck' ? canvasDocument(kind).querySelector('[data-puck-dropzone="root:default-zone"]') : document.querySelector('[data-editor-index="0"]')?.parentElement);
  const titlesOf = (kind, list) =>
    Array.from(list.querySelectorAll(kind === 'puck' ? ':scope > [data-puck-component]' : ':scope > [data-editor-index]'), (item) => item.querySelector('h1, h2')?.textContent ?? '');
  // True while a pointer drag shows the block at `index` over the next one's place: Vitrine shifts
  // the next block up (dnd-kit's sorting strategy), Puck shows a copy of the dragged block after it.
  window.__benchOver = (kind, index) => {
    const list = listOf(kind);
    if (kind === 'puck') return titlesOf(kind, list).indexOf(window.__bench.moved) === index + 1;
    const next = list.querySelector(`:scope > [data-editor-index="${index + 1}"]`);
    return /translate3d\(0px, -/.test(next?.style.transform ?? '');
  };
  let disarm = () => {};
  window.__benchWatch = (kind, until) => {
    disarm();
    const bench = { start: 0, end: 0 };
    window.__bench = bench;
    const list = listOf(kind);
    let target = list;
    let done;
    if ('heading' in until) {
      target = Array.from(list.querySelectorAll('h1, h2')).find((heading) => heading.textContent === until.heading);
      done = () => target.textContent.endsWith(until.endsWith);
    } else {
      const expected = titlesOf(kind, list);
      const [moved] = expected.splice(until.from, 1);
      bench.moved = moved;
      expected.splice(until.to, 0, moved);
      const wanted = expected.join('\n');
      done = () => titlesOf(kind, list).join('\n') === wanted;
    }
    const observer = new MutationObserver(() => {
      if (!bench.start || !done()) return;
      bench.end = performance.now();
      observer.disconnect();
    });
    observer.observe(target, { childList: true, subtree: true, characterData: true, attributes: true });
    window.__benchArm = (event) => {
      const documents = [...new Set([document, canvasDocument(kind)])];
      const start = () => {
        if (!bench.start) bench.start = performance.now();
        disarm();
      };
      for (const doc of documents) doc.addEventListener(event, start, { capture: true });
      disarm = () => {
        for (const doc of documents) doc.removeEventListener(event, start, { capture: true });
      };
    };
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-'));
const { startServer } = await import(pathToFileURL(entry).href);
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, adminEmail: ADMIN.email, adminPassword: ADMIN.password });
const puck = await startPuckHarness();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript(installBenchHelpers);
  // Nothing leaves loopback: Puck's stylesheet imports a web font, answered empty here.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: route.request().resourceType() === 'stylesheet' ? 'text/css' : 'text/plain', body: '' }),
  );

  /** Waits for the measure armed by `__benchWatch` and returns it (ms). */
  const result = async (page) => {
    await page.waitForFunction(() => window.__bench.end > 0, undefined, { timeout: 5000 });
    return page.evaluate(() => window.__bench.end - window.__bench.start);
  };

  /** Types `count` characters into the focused field, each measured until the heading `title` ends with it. */
  const keystrokes = async (page, kind, title, count) => {
    const samples = [];
    let text = title;
    for (let i = 0; i < count; i += 1) {
      const char = String.fromCharCode(97 + (i % 26));
      await page.evaluate(
        ([k, heading, endsWith]) => {
          window.__benchWatch(k, { heading, endsWith });
          window.__benchArm('keydown');
        },
        [kind, text, char],
      );
      await page.keyboard.press(char);
      samples.push(await result(page));
      text += char;
    }
    return { samples, text };
  };

  /** Presses Enter on the block at `index`'s "Move down" button (focused first) and returns the keydown → reordered time (ms). */
  const pressMoveDown = async (page, kind, index, button) => {
    await button.focus();
    await page.evaluate(
      ([k, i]) => {
        window.__benchWatch(k, { from: i, to: i + 1 });
        window.__benchArm('keydown');
      },
      [kind, index],
    );
    await page.keyboard.press('Enter');
    return result(page);
  };

  /**
   * Drags the block at `index` one place down with the mouse, from the centre of `grab` to the same
   * point of the next block, and returns the pointerup → reordered time (ms).
   */
  const pointerDrop = async (page, kind, index, grab, next, holdMs) => {
    await grab.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const from = await grab.boundingBox();
    const to = await next.boundingBox();
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    const dy = to.y + to.height / 2 - (from.y + from.height / 2);
    await page.evaluate(([k, i]) => window.__benchWatch(k, { from: i, to: i + 1 }), [kind, index]);
    await page.mouse.move(x, y);
    await page.mouse.down();
    if (holdMs) await page.waitForTimeout(holdMs);
    for (let step = 1; step <= DRAG_STEPS; step += 1) {
      await page.mouse.move(x, y + (dy * step) / DRAG_STEPS);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
    }
    // A hand pauses before letting go: wait until the editor shows the block over its new place
    // (a drop before that would rightly leave the block where it was).
    await page.waitForFunction(([k, i]) => window.__benchOver(k, i), [kind, index], { timeout: 5000 });
    await page.waitForTimeout(50);
    await page.evaluate(() => window.__benchArm('pointerup'));
    await page.mouse.up();
    const ms = await result(page);
    await page.mouse.move(5, 5);
    return ms;
  };

  // ————— Vitrine —————
  const page = await context.newPage();
  const headers = { Origin: server.url };
  const login = await page.request.post(`${server.url}/api/cms/auth/login`, { headers, data: ADMIN });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const blocks = Array.from({ length: BLOCKS }, (_, i) => ({
    block_type: 'text_block_1',
    block_params: {},
    fields: { main_title: { fr: `Bloc ${i + 1}`, en: `Block ${i + 1}` }, description: { fr: `<p>Texte ${i + 1}</p>`, en: `<p>Text ${i + 1}</p>` } },
  }));
  const slug = `bench-${Date.now().toString(36)}`;
  const created = await page.request.post(`${server.url}/api/cms/pages`, { headers, data: { title: { fr: 'Banc', en: 'Bench' }, paths: { fr: `/fr/${slug}`, en: `/en/${slug}` } } });
  if (created.status() !== 201) throw new Error(`page creation failed: ${created.status()} ${await created.text()}`);
  const { page: summary } = await created.json();
  const saved = await page.request.put(`${server.url}/api/cms/pages/${summary.id}/draft`, { headers, data: { revision: summary.revision, content: { fields: blocks } } });
  if (!saved.ok()) throw new Error(`draft failed: ${saved.status()} ${await saved.text()}`);

  await page.goto(`${server.url}/qa/sections?lang=en&page=${summary.id}`);
  await page.locator(`[data-editor-index="${BLOCKS - 1}"]`).waitFor({ state: 'attached', timeout: 30_000 });
  console.log(`Vitrine: page of ${BLOCKS} blocks loaded in the editor.`);

  // Keystrokes: edit block 50's English title.
  const target = page.locator('[data-editor-index="49"]');
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  await target.locator('[data-action="edit"]').click();
  const field = page.locator('[data-edit-panel]').getByRole('textbox', { name: /Main title.*English/ });
  await field.click();
  await field.press('End');
  const warm = await keystrokes(page, 'vitrine', 'Block 50', WARM_UP);
  const vitrineKeys = (await keystrokes(page, 'vitrine', warm.text, KEYSTROKES)).samples;

  // Pointer drops: blocks 10, 12, … one place down by their drag handle.
  const vitrineBlock = (index) => page.locator(`[data-editor-index="${index}"]`);
  const vitrineDrop = async (index) => {
    await vitrineBlock(index).hover();
    return pointerDrop(page, 'vitrine', index, vitrineBlock(index).locator('[data-drag-handle]'), vitrineBlock(index + 1).locator('[data-drag-handle]'), 0);
  };
  for (let i = 0; i < WARM_UP; i += 1) await vitrineDrop(2 + i * 2);
  const vitrinePointer = [];
  for (let i = 0; i < MOVES; i += 1) vitrinePointer.push(await vitrineDrop(10 + i * 2));

  // Keyboard drags (space, arrow down, space on the drag handle) and "Move down" (Enter).
  const vitrineKeyboardDrag = async (index) => {
    const handle = vitrineBlock(index).locator('[data-drag-handle]');
    await handle.scrollIntoViewIfNeeded();
    await handle.focus();
    await page.keyboard.press('Space');
    await page
      .locator(`text=/position ${index + 1} of ${BLOCKS}\\./`)
      .first()
      .waitFor({ state: 'attached' });
    await page.evaluate((i) => {
      window.__benchWatch('vitrine', { from: i, to: i + 1 });
      window.__benchArm('keydown');
    }, index);
    await page.keyboard.press('ArrowDown');
    const ms = await result(page);
    await page.keyboard.press('Space');
    await page
      .locator(`text=/dropped at position ${index + 2} of ${BLOCKS}\\./`)
      .first()
      .waitFor({ state: 'attached' });
    return ms;
  };
  const vitrineMoveDown = async (index) => {
    const button = vitrineBlock(index).getByRole('button', { name: 'Move down', exact: true });
    await button.scrollIntoViewIfNeeded();
    return pressMoveDown(page, 'vitrine', index, button);
  };
  await page.mouse.move(5, 5);
  for (let i = 0; i < WARM_UP; i += 1) {
    await vitrineKeyboardDrag(3 + i * 2);
    await vitrineMoveDown(43 + i * 2);
  }
  const vitrineKeyboardDrags = [];
  const vitrineButtons = [];
  for (let i = 0; i < MOVES; i += 1) {
    const index = 10 + i * 2;
    vitrineKeyboardDrags.push(await vitrineKeyboardDrag(index));
    vitrineButtons.push(await vitrineMoveDown(index + 40));
  }
  await page.close();

  // ————— Puck 0.23 —————
  const puckPage = await context.newPage();
  await puckPage.goto(puck.url);
  await puckPage.waitForFunction(() => typeof window.__benchPuck === 'function', undefined, { timeout: 30_000 });
  const canvas = puckPage.frameLocator('iframe');
  await canvas.locator(`[data-puck-component="block-${BLOCKS}"]`).waitFor({ state: 'attached', timeout: 30_000 });
  console.log(`Puck: page of ${BLOCKS} blocks loaded in the editor.`);
  const selectPuck = async (index) => {
    await puckPage.evaluate((i) => window.__benchPuck().dispatch({ type: 'setUi', ui: { itemSelector: { index: i, zone: 'root:default-zone' } } }), index);
  };

  // Keystrokes: block 50 selected (a click in the canvas), its title field in the fields panel.
  const puckTarget = canvas.locator('[data-puck-component="block-50"]');
  await puckTarget.scrollIntoViewIfNeeded();
  await puckTarget.click();
  const title = puckPage.locator('input[name="title"]:visible');
  await title.click();
  await title.press('End');
  await puckPage.mouse.move(5, 5);
  const puckWarm = await keystrokes(puckPage, 'puck', 'Block 50', WARM_UP);
  const puckKeys = (await keystrokes(puckPage, 'puck', puckWarm.text, KEYSTROKES)).samples;
  await selectPuck(-1);
  await puckPage.evaluate(() => window.__benchPuck().dispatch({ type: 'setUi', ui: { itemSelector: null } }));

  // Pointer drops: the component itself (Puck has no drag handle), held past its 200 ms activation delay.
  const puckItem = (index) => canvas.locator(`[data-puck-dropzone="root:default-zone"] > [data-puck-component]`).nth(index);
  const puckDrop = (index) => pointerDrop(puckPage, 'puck', index, puckItem(index).locator('h2'), puckItem(index + 1).locator('h2'), PUCK_HOLD_MS);
  for (let i = 0; i < WARM_UP; i += 1) await puckDrop(2 + i * 2);
  const puckPointer = [];
  for (let i = 0; i < MOVES; i += 1) puckPointer.push(await puckDrop(10 + i * 2));

  // Keyboard moves: the selected block's "Move down" action (Enter), Puck's `move` action.
  const puckMoveDown = async (index) => {
    await selectPuck(index);
    await puckPage.mouse.move(5, 5);
    const button = canvas.getByRole('button', { name: 'Move down', exact: true });
    await button.waitFor({ state: 'visible' });
    await puckItem(index).evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    return pressMoveDown(puckPage, 'puck', index, button);
  };
  for (let i = 0; i < WARM_UP; i += 1) await puckMoveDown(43 + i * 2);
  const puckButtons = [];
  for (let i = 0; i < MOVES; i += 1) puckButtons.push(await puckMoveDown(50 + i * 2));
  await puckPage.close();

  // ————— Figures —————
  const vitrine = { keys: stats(vitrineKeys), pointer: stats(vitrinePointer), keyboardDrag: stats(vitrineKeyboardDrags), button: stats(vitrineButtons) };
  const puckStats = { keys: stats(puckKeys), pointer: stats(puckPointer), button: stats(puckButtons) };
  const [load1, load5, load15] = loadavg().map((n) => n.toFixed(2));
  console.log(`\nQA editor, page of ${BLOCKS} blocks (Chromium, headless, 1600×1000); load average ${load1}, ${load5}, ${load15}`);
  console.log(`  field keystroke → preview    ${format(vitrine.keys)}   (budget ${BUDGET.keystrokeMs} ms)`);
  console.log(`  pointer drop → reordered     ${format(vitrine.pointer)}   (budget ${BUDGET.moveMs} ms)`);
  console.log(`  keyboard drag step → shown   ${format(vitrine.keyboardDrag)}   (budget ${BUDGET.moveMs} ms)`);
  console.log(`  "Move down" key → reordered  ${format(vitrine.button)}   (budget ${BUDGET.moveMs} ms)`);

  const rows = [
    ['keystroke → preview', puckStats.keys, vitrine.keys],
    ['pointer drop', puckStats.pointer, vitrine.pointer],
    ['keyboard move ("Move down")', puckStats.button, vitrine.button],
    ['keyboard drag (Puck: "Move down")', puckStats.button, vitrine.keyboardDrag],
  ];
  const pad = (text, width) => String(text).padEnd(width);
  const pair = (s) => `${s.median.toFixed(1)} / ${s.p95.toFixed(1)}`;
  const ratio = (p, v) => `${(p.median / v.median).toFixed(2)}× / ${(p.p95 / v.p95).toFixed(2)}×`;
  console.log(`\nSide by side, median / p95 in ms; ratio = Puck ÷ Vitrine (median / p95)`);
  console.log(`| ${pad('measure', 34)} | ${pad('Puck 0.23', 13)} | ${pad('Vitrine', 13)} | ${pad('ratio', 15)} |`);
  console.log(`| ${'-'.repeat(34)} | ${'-'.repeat(13)} | ${'-'.repeat(13)} | ${'-'.repeat(15)} |`);
  for (const [name, p, v] of rows) console.log(`| ${pad(name, 34)} | ${pad(pair(p), 13)} | ${pad(pair(v), 13)} | ${pad(ratio(p, v), 15)} |`);
  const misses = rows.filter(([, p, v]) => p.median < 2 * v.median || p.p95 < 2 * v.p95).map(([name]) => name);
  console.log(misses.length === 0 ? '\n✔ at least 2× faster on every measure (median and p95).' : `\n✖ not 2× faster on: ${misses.join(', ')}.`);

  failed = vitrine.keys.p95 > BUDGET.keystrokeMs || vitrine.pointer.p95 > BUDGET.moveMs || vitrine.keyboardDrag.p95 > BUDGET.moveMs || vitrine.button.p95 > BUDGET.moveMs;
  console.log(failed ? '✖ Over budget.' : '✔ Within budget.');
} finally {
  await browser.close();
  await puck.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
