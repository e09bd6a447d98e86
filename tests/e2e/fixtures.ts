/**
 * Playwright fixtures: the built Vitrine server of each worker (random port), restarted for each
 * test file on its own copy of the seeded database (tests/e2e/globalSetup.ts made it once), so a
 * file sees the same data whichever files ran before it in its worker; a `consoleErrors`
 * collector that fails a test on any console error or page error; `site.query` to read what the
 * server stored; `screenshot` for the pictures a person looks at.
 */
import { test as base, expect, type BrowserContext, type Locator, type Page, type PageScreenshotOptions, type Request, type Route } from '@playwright/test';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONSENT_STORAGE_KEY, REFUSE_ALL, consentRecord, type ConsentChoice } from '../../src/lib/consentChoice';

export interface RunningSite {
  url: string;
  /** Runs a SQL query against the server's own database connection. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * The map tiles of every e2e server (its TILE_URL): one blank 1×1 PNG as a data URL, the same
 * for every tile, so maps draw without any network and without the browser routing requests
 * (a routed page fetches every file again: the browser's cache is off while a route is set).
 */
export const BLANK_TILE_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The first admin seeded in every e2e server. */
export const E2E_ADMIN = { email: 'admin@vitrine.test', password: 'Courtier-Rive-Sud-2026!' };

/**
 * Signs the admin in through the CMS API (`POST /api/cms/auth/login`, as the login screen does) and
 * gives the page's context the session cookie for `origin`, without loading a QA screen first.
 * Node does not resolve `*.localhost` (the agency site) as the browser does: such an origin is
 * reached on 127.0.0.1 with its own Host header. Tests of the login screen sign in through the form.
 */
export async function signInAsAdmin(page: Page, origin: string): Promise<void> {
  const target = new URL(origin);
  const address = target.hostname.endsWith('.localhost') ? `${target.protocol}//127.0.0.1:${target.port}` : target.origin;
  const answer = await page.request.post(`${address}/api/cms/auth/login`, {
    headers: { Origin: target.origin, Host: target.host },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const cookies = answer
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0]!)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: target.origin }));
  await page.context().addCookies(cookies);
}

/** Where the global setup left the seeded database every server starts from (a PGlite data directory). */
export const SEEDED_TEMPLATE_ENV = 'VITRINE_E2E_SEEDED_DATA_DIR';

/**
 * Starts the built server (dist/server/main.js) in this process, on a copy of the run's seeded
 * database (made once by tests/e2e/globalSetup.ts; seeded here when there is none).
 */
export async function startBuiltServer(
  options: { coreApiUrl?: string; exposeErrors?: boolean; smtpUrl?: string; mailRetryBaseMs?: number; assetBaseUrl?: string; mediaBaseUrl?: string } = {},
): Promise<RunningSite> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'));
  const dataDir = path.join(folder, 'data');
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (template && existsSync(template) && !options.coreApiUrl) cpSync(template, dataDir, { recursive: true });
  else mkdirSync(dataDir);
  const entry = pathToFileURL(path.resolve('dist/server/main.js')).href;
  // No scheduled feed sync (its clock is tested in src/server/feed): a test's run list holds the
  // runs it started, never one the server added on its own meanwhile.
  process.env.FEED_SYNC_EVERY = 'off';
  const { startServer } = await import(entry);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    adminEmail: E2E_ADMIN.email,
    adminPassword: E2E_ADMIN.password,
    tileUrl: BLANK_TILE_URL,
    // Every browser of the suite shares 127.0.0.1: per-client limits are tested in tests/api.
    rateLimits: { form: { points: 1000, durationSec: 600 }, captchaChallenge: { points: 1000, durationSec: 600 } },
    ...options,
  });
  return {
    url: server.url,
    query: server.query,
    async close() {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The server of a worker, on a fresh copy of the seeded database for each test file. */
interface FileSites {
  /** The server of `file`: the one already running for it, else a new one (the previous file's is closed). */
  forFile(file: string): Promise<RunningSite>;
  close(): Promise<void>;
}

/**
 * Each file gets its own server on a fresh copy of the seeded database; the next file's server is
 * started while the current file's tests run (they mostly wait on the browser), so a file does not
 * wait for a server to open its database.
 */
function fileSites(): FileSites {
  let current: { file: string; site: Promise<RunningSite> } | undefined;
  let spare: Promise<RunningSite> | undefined;
  const startSpare = () => {
    spare = startBuiltServer();
    // Awaited by the next file, which starts its own server if this one failed.
    spare.catch(() => undefined);
  };
  const takeSpare = async () => {
    const ready = spare;
    spare = undefined;
    return (await ready?.catch(() => undefined)) ?? startBuiltServer();
  };
  return {
    async forFile(file) {
      if (current?.file !== file) {
        const previous = current?.site;
        const site = (async () => {
          await (await previous)?.close();
          return takeSpare();
        })();
        current = { file, site };
        void site.then(startSpare, () => undefined);
      }
      return current.site;
    },
    async close() {
      await (await current?.site)?.close();
      await (await spare?.catch(() => undefined))?.close();
    },
  };
}

/**
 * Makes every page of `context` see a visitor who already answered the consent banner with
 * `choice` (kept when a page changes it): the seeded broker site asks a first-time visitor.
 */
export async function withStoredConsent(context: BrowserContext, choice: ConsentChoice = REFUSE_ALL): Promise<void> {
  await context.addInitScript(
    ({ key, record }) => {
      try {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ ...record, decidedAt: Date.now() }));
      } catch {
        // A page without storage (about:blank) asks nothing.
      }
    },
    { key: CONSENT_STORAGE_KEY, record: consentRecord(choice, 0) },
  );
}

export const test = base.extend<{ consoleErrors: string[]; site: RunningSite; consentChoice: ConsentChoice | null }, { fileSites: FileSites }>({
  /** The consent a test's visitor already gave (scripts refused); null: a first visit, the banner asks. */
  consentChoice: [REFUSE_ALL, { option: true }],
  fileSites: [
    async ({}, use) => {
      const sites = fileSites();
      await use(sites);
      await sites.close();
    },
    { scope: 'worker' },
  ],
  site: async ({ fileSites: sites }, use, testInfo) => use(await sites.forFile(testInfo.file)),
  baseURL: async ({ site }, use) => use(site.url),
  context: async ({ context, consentChoice }, use) => {
    trackRequests(context);
    if (consentChoice) await withStoredConsent(context, consentChoice);
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
});

/** What axe checks on every page: WCAG 2.2 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * The answer of an evaluation in the page, or `'late'` when it has not come within `ms`: the test
 * goes on (a promise given up on may still reject later; nobody waits for it then).
 */
async function answerWithin<T>(inPage: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  inPage.catch(() => undefined);
  try {
    return await Promise.race([inPage, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe into every frame of the page that does not have it yet (a document keeps it until it
 * navigates): evaluating its 550 KB source again for each analysis was half of what a check cost.
 * A subframe that goes away or does not answer within a second is left out, as axe's own Playwright
 * integration does; the page's own frame is waited for (on a busy machine a second was not always
 * enough, and the check then found no axe to run).
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const injected = (async () => {
      if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
      await frame.evaluate(AXE_SOURCE);
      await frame.evaluate(() => (window as unknown as { axe: { configure(options: object): void } }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
    })();
    // The page itself is always checked: only its subframes may be left out.
    if (frame === page.mainFrame()) await injected;
    else await answerWithin(injected, 1000).catch(() => undefined);
  }
}

/**
 * axe's violations (WCAG 2.2 A and AA) on the page as it is now, or only within the `include`
 * selectors and outside the `exclude` ones; serious and critical only unless `every`. Each as
 * "id: help (first three targets)", so a failure names what to fix.
 *
 * Run in the page itself, with axe in each of its frames (axe's "legacy" mode: the default mode
 * merges its results in a new blank tab for each analysis); our frames are same-origin or
 * third-party players, which the default mode would not check either.
 */
export async function axeViolations(page: Page, options: { include?: string[]; exclude?: string[]; every?: boolean } = {}): Promise<string[]> {
  await injectAxe(page);
  const context = {
    include: options.include?.length ? options.include.map((selector) => [selector]) : [['html']],
    exclude: (options.exclude ?? []).map((selector) => [selector]),
  };
  const violations = await page.evaluate(
    async ({ context, tags }) => {
      type Check = { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null };
      type Node = { target: unknown[]; any?: Check[] };
      const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; help: string; impact?: string | null; nodes: Node[] }[] }> } };
      const found = (await axe.run(context, { runOnly: { type: 'tag', values: tags } })).violations;
      // A contrast failure names the colours axe read and where the page stood, so a failure seen once can be explained.
      const where = `scrollY ${Math.round(scrollY)} of ${innerHeight}`;
      return found.map((violation) => ({
        ...violation,
        nodes: violation.nodes.map((node) => {
          const data = node.any?.find((check) => check.data?.contrastRatio !== undefined)?.data;
          const rect = (() => {
            const element = typeof node.target[0] === 'string' ? document.querySelector(node.target[0]) : null;
            const box = element?.getBoundingClientRect();
            return box ? ` at y ${Math.round(box.top)}–${Math.round(box.bottom)}` : '';
          })();
          return { ...node, detail: data ? ` ${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1${rect}, ${where}` : '' };
        }),
      }));
    },
    { context, tags: WCAG_TAGS },
  );
  return violations
    .filter((violation) => options.every || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' ') + node.detail)
          .slice(0, 3)
          .join(', ')})`,
    );
}

/**
 * Lets the page move, as for a visitor who accepts motion: the suite's browser asks for reduced
 * motion (playwright.config.ts), so tests of autoplay and its pause control call this before
 * loading their page.
 */
export async function acceptMotion(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

/** Asserts a page logged no console error (expected HTTP error statuses excepted). */
export function expectNoConsoleErrors(errors: string[]) {
  const real = errors.filter((text) => !/Failed to load resource: the server responded with a status of (404|503)/.test(text));
  expect(real, real.join('\n')).toEqual([]);
}

/**
 * How often the waits below look again, ms: expect.poll's own steps grow to a second, and a
 * worker waiting out that second leaves its core idle while the page is long ready.
 */
const PROMPTLY = [20, 50];

const pendingRequests = new WeakMap<Page, Set<Request>>();
const trackedContexts = new WeakSet<BrowserContext>();

/** Keeps, per page of `context`, the requests still in flight (what {@link untilQuiet} waits for). */
export function trackRequests(context: BrowserContext): void {
  if (trackedContexts.has(context)) return;
  trackedContexts.add(context);
  const pendingOf = (request: Request) => {
    let page: Page | null = null;
    try {
      page = request.frame().page();
    } catch {
      // A service worker's request has no frame: no page waits for it.
    }
    if (!page) return undefined;
    let pending = pendingRequests.get(page);
    if (!pending) pendingRequests.set(page, (pending = new Set()));
    return pending;
  };
  context.on('request', (request) => pendingOf(request)?.add(request));
  context.on('requestfinished', (request) => pendingOf(request)?.delete(request));
  context.on('requestfailed', (request) => pendingOf(request)?.delete(request));
}

/** The requests of `page` still in flight (`GET http://…`), as {@link trackRequests} keeps them. */
export function requestsInFlight(page: Page): string[] {
  return [...(pendingRequests.get(page) ?? [])].map((request) => `${request.method()} ${request.url()}`);
}

/**
 * How much longer than an evaluation's own limit the test waits on the page to answer, ms: a page
 * whose own timers are held answers late (see {@link settle}).
 */
const PAGE_ANSWER_MS = 2000;

/** The longest wait for the page's idle period, ms (see {@link untilQuiet}). */
const IDLE_LIMIT_MS = 2000;

/**
 * Waits until the page is quiet, on the browser's own signals: it has had an idle period (work the
 * page keeps for idle time, such as prefetching linked pages or loading blocks, has started) and
 * none of its requests is in flight; twice, since idle work may ask for more.
 */
export async function untilQuiet(page: Page): Promise<void> {
  trackRequests(page.context());
  for (let round = 0; round < 2; round += 1) {
    await answerWithin(
      page.evaluate((limit) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: limit })), IDLE_LIMIT_MS),
      IDLE_LIMIT_MS + PAGE_ANSWER_MS,
    );
    await expect
      .poll(() => requestsInFlight(page), { message: 'requests of the page still in flight', intervals: PROMPTLY })
      .toEqual([]);
  }
}

/**
 * Brings every transition and finite animation of the page (or of `within` and its descendants) to
 * its end state: a block fading in, or a button turning from disabled to enabled, is half
 * transparent to axe. They are finished (Web Animations' `finish()`), not waited for: a headless
 * tab that produces no frame for many seconds (see {@link afterFrames}) does not advance them, and
 * the Sell page's axe test once waited ten seconds on five fades. Only where nothing plays on its
 * own: a slider or carousel that plays never stops.
 */
export async function untilFadesEnd(page: Page, within?: Locator): Promise<void> {
  const finishRunning = () =>
    (within ?? page.locator('html')).evaluate((root) => {
      const running = root.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
      for (const animation of running) animation.finish();
      return running.filter((animation) => animation.playState === 'running').length;
    });
  await expect
    .poll(finishRunning, {
      message: 'transitions or animations of the page still running',
      intervals: PROMPTLY,
    })
    .toBe(0);
}

/** The longest wait for one of the page's frames, ms (see {@link afterFrames}). */
const FRAME_STALL_MS = 500;

/**
 * Waits for the page's next `count` frames (what a layout shift or a scroll the page took needs to
 * land), each at most `stallMs`: headless Chromium now and then stops producing frames for a page
 * for many seconds (see {@link settle}), and while it does nothing is laid out or painted, so
 * nothing is left to land either. The wait is bounded on the test's side too (the frames' limits
 * plus {@link PAGE_ANSWER_MS}): a page whose own timers are held answers late, and the test goes
 * on. With `scrollTop` (px), the page scrolls there first, in the same call. Resolves to
 * `'frames'` when every frame came, `'stalled'` when one did not come in time, `'late'` when the
 * page did not answer in time.
 */
export async function afterFrames(
  page: Page,
  { count = 2, stallMs = FRAME_STALL_MS, scrollTop }: { count?: number; stallMs?: number; scrollTop?: number } = {},
): Promise<'frames' | 'stalled' | 'late'> {
  const inPage = page.evaluate(
    ([frames, stall, top]) =>
      new Promise<boolean>((resolve) => {
        // Instant: the site scrolls smoothly, and a smooth scroll would barely start in two frames.
        if (top !== null) window.scrollTo({ top, behavior: 'instant' });
        let left = frames;
        let stalled = false;
        const next = (): void => {
          if (left === 0) return resolve(stalled);
          left -= 1;
          const fallback = setTimeout(() => {
            stalled = true;
            cancelAnimationFrame(request);
            next();
          }, stall);
          const request = requestAnimationFrame(() => {
            clearTimeout(fallback);
            next();
          });
        };
        next();
      }),
    [count, stallMs, scrollTop ?? null] as const,
  );
  const stalled = await answerWithin(inPage, count * stallMs + PAGE_ANSWER_MS);
  return stalled === 'late' ? 'late' : stalled ? 'stalled' : 'frames';
}

/**
 * The page's layout shifts so far (those without recent input): their sum, and for each shift the
 * time (ms), its value and what moved (element, its block type, its box before and after), so that a
 * failure names the element.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: string[] }> {
  // A shift still pending lands by the next frames; the buffered ones are the observer's records at once.
  await afterFrames(page);
  return page.evaluate(() => {
    let total = 0;
    const shifts: string[] = [];
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    for (const entry of observer.takeRecords() as Shift[]) {
      if (entry.hadRecentInput) continue;
      total += entry.value;
      const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
        const element = node instanceof Element ? node : node?.parentElement;
        const block = element?.closest('[data-block-type]')?.getAttribute('data-block-type') ?? '-';
        return `${element?.tagName ?? '?'}.${element?.getAttribute('class') ?? ''} [${block}] ${box(previousRect)} → ${box(currentRect)}`;
      });
      shifts.push(`${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)}: ${moved.join('; ')}`);
    }
    observer.disconnect();
    return { total, shifts };
  });
}

/**
 * Waits until the page's code has run (a block is live; at once for a page without blocks): it
 * starts after the first reported paint, which a headless tab may report seconds late.
 */
export async function untilCodeRuns(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.querySelector('[data-page-block]') === null || document.querySelector('[data-page-block][data-live]') !== null), {
      message: 'the page’s code has not run yet',
      intervals: PROMPTLY,
    })
    .toBe(true);
}

/**
 * Whether a page that answers late still runs a script at once, in one line for the report: its
 * main thread busy (a long script, layout) or free with its timers and frames held.
 */
async function whyThePageIsLate(page: Page): Promise<string> {
  const answer = await answerWithin(page.evaluate(() => document.readyState), 1000).catch((error: unknown) => `an error (${String(error)})`);
  return answer === 'late' ? 'its main thread did not run a script within 1 s (busy)' : `its main thread ran a script at once (${answer}): timers or frames held`;
}

/**
 * Scrolls the page to `top` (px, clamped to the page's end) as a visitor's mouse wheel does, from
 * wherever the pointer is, then waits on `count` frames as {@link afterFrames} does. A wheel scrolls
 * on the compositor's thread; a scroll the page's script asks for (`window.scrollTo`) jumps on the
 * main thread, and in headless Chromium about one Sell page load in fifty scrolled that way left the
 * compositor waiting for tiles that nothing rastered: no frame ever again, no screenshot, the test
 * hung (none in 1 100 loads scrolled by the wheel). Resolves to `'missed'` when the page did not
 * get there (a part of it under the pointer that scrolls itself took the wheel).
 */
async function wheelTo(page: Page, top: number, frames: { count: number; stallMs: number }): Promise<'frames' | 'stalled' | 'late' | 'missed'> {
  const from = await answerWithin(page.evaluate(() => ({ y: window.scrollY, end: document.documentElement.scrollHeight - window.innerHeight })), PAGE_ANSWER_MS);
  if (from === 'late') return 'late';
  const target = Math.max(0, Math.min(top, from.end));
  if (Math.abs(target - from.y) >= 1 && (await answerWithin(page.mouse.wheel(0, target - from.y), PAGE_ANSWER_MS)) === 'late') return 'late';
  const outcome = await afterFrames(page, frames);
  if (outcome !== 'frames') return outcome;
  const at = await answerWithin(page.evaluate(() => window.scrollY), PAGE_ANSWER_MS);
  if (at === 'late') return 'late';
  return Math.abs(at - target) < 2 ? 'frames' : 'missed';
}

/** A frame's limit once the page has stalled once, ms: each later step waits on a frame only briefly. */
const FRAME_STALL_AGAIN_MS = 50;

/**
 * Once the page's code runs, brings the whole page in as a visitor scrolling it would (each
 * screenful for two frames, so lazy blocks and images see it: a screenful's step keeps every part of
 * the page in view once, and the blocks' 25 % margins overlap the steps), back to the top, then
 * waits on the page's signals: fonts ready, the network quiet, every block live (hydrated) and no
 * image still fading in. The scroll is a mouse wheel's ({@link wheelTo}), driven from the test's
 * side, one step per call: a loop inside the page hangs with the page's own timers (twice in CI a
 * page answered nothing for a minute), while here each step is bounded ({@link afterFrames}) and
 * one the page answered late is reported.
 */
export async function settle(page: Page): Promise<void> {
  // The page's code runs first (a block live): before that, no block watches the viewport, and a
  // block scrolled past would wait for the visitor to come back.
  await untilCodeRuns(page);
  // The page as it was when the visitor started: a list that loads more at its end would otherwise
  // grow ahead of the scroll forever.
  const { end, step } = await page.evaluate(() => ({
    end: document.documentElement.scrollHeight,
    step: Math.max(200, window.innerHeight),
  }));
  // Past half a second without a frame the scroll goes on, and each later step waits on a frame at
  // most briefly (headless Chromium now and then produces none for many seconds; a visitor's
  // browser paints on).
  let stallMs = FRAME_STALL_MS;
  const late: number[] = [];
  // Taken when the page first answers late, while it still does.
  let running = '';
  const scrollTo = async (top: number, frames: number) => {
    let outcome = await wheelTo(page, top, { count: frames, stallMs });
    if (outcome === 'missed') outcome = await afterFrames(page, { count: frames, stallMs, scrollTop: top });
    if (outcome !== 'frames') stallMs = FRAME_STALL_AGAIN_MS;
    if (outcome !== 'late') return;
    late.push(top);
    running ||= await whyThePageIsLate(page);
  };
  for (let y = 0; y < end; y += step) await scrollTo(y, 2);
  await scrollTo(0, 1);
  if (late.length > 0) console.warn(`settle: ${page.url()} answered late after scrolling to ${late.join(', ')} px; ${running}`);
  await shown(page);
}

/**
 * Waits until `image` is loaded and shown: faded in by its block's code, or by the page's head
 * script in a block whose code waits for the visitor (src/renderer/blocks/preHydrationImages.ts),
 * its fade over.
 */
export async function untilImageShown(image: Locator): Promise<void> {
  await expect
    .poll(() =>
      image.evaluate((element) => {
        const img = element as HTMLImageElement;
        return img.complete && img.naturalWidth > 0 && (img.dataset.appear === '2' || img.dataset.appear === '3') && img.getAnimations().length === 0;
      }),
    )
    .toBe(true);
}

/**
 * Waits until what the page shows is final: fonts ready, the network quiet, and within 25 % of the
 * viewport (where the page's blocks hydrate and its images load) every block live and every image
 * loaded and done fading in (blocks that wait for the visitor excepted, see hydrateOnIntent.ts).
 */
export async function shown(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await untilQuiet(page);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // Within the 25 % margin the page's blocks and images watch the viewport with.
          const near = (element: Element) => {
            const box = element.getBoundingClientRect();
            const margin = window.innerHeight / 4;
            return box.bottom > -margin && box.top < window.innerHeight + margin && box.width > 0;
          };
          // Blocks that wait for the visitor (src/renderer/blocks/hydrateOnIntent.ts): the contact
          // form, the hero search bar and the blocks that only show text, images and links until
          // reached for, the listings blocks until then or until a part marked data-hydrate-near (a
          // map) comes near.
          const waiting = (block: Element) => {
            const parts = [...block.querySelectorAll('[data-hydrate-near]')];
            if (parts.length > 0) return !parts.some(near);
            return block.hasAttribute('data-hydrate-on-intent') || !near(block);
          };
          const blocks = [...document.querySelectorAll('[data-page-block]:not([data-live])')].filter((block) => !waiting(block));
          const images = [...document.images].filter(
            (image) => near(image) && ((image.dataset.appear === '1' && !image.complete) || image.getAnimations().some((animation) => animation.playState === 'running')),
          );
          return blocks.length + images.length;
        }),
      { message: 'blocks near the viewport not live yet, or images still loading or fading in', intervals: PROMPTLY },
    )
    .toBe(0);
}

/** True when this run keeps screenshots (`npm run test:screenshots`, `E2E_SCREENSHOTS=1`). */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves `test-results/screenshots/{name}.png` of a page (the whole page unless `fullPage: false`)
 * or of an element, for a person to look at: only in runs that keep screenshots, so the test suite
 * spends no time on pictures nobody opens.
 */
export async function screenshot(target: Page | Locator, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}) {
  if (!SCREENSHOTS) return;
  const path = `test-results/screenshots/${name}.png`;
  // What a person should see: every block live, every picture shown; on a whole page, every
  // screenful brought in first as a visitor scrolling would.
  if ('goto' in target && options.fullPage !== false) await settle(target);
  else await shown('goto' in target ? target : target.page());
  if ('goto' in target) await target.screenshot({ fullPage: true, ...options, path });
  else await target.screenshot({ ...options, path });
}

export { expect };

/**
 * The chunk a site page's code starts from (the island's: the document carries the entry's own
 * code, build/inlineEntries.ts). Held with {@link holdFiles}, the page stays as the server sent it.
 */
export const PAGE_CODE = /\/assets\/PageIsland-[\w-]+\.js$/;

/** Holds the page's requests matching `pattern` until `release()` (the browser waits for those files meanwhile). */
export async function holdFiles(page: Page, pattern: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/**
 * Brings the element into view, as a visitor does before using it, and waits until React has
 * hydrated it (its props are attached): a block below the fold hydrates when it comes near, and a
 * key press on server-rendered markup before that reaches no handler.
 */
export async function expectHydrated(target: Locator) {
  // Scrolled and checked in one step on whichever element the locator finds at that moment: a
  // hydrating block may replace server markup.
  await expect
    .poll(
      () =>
        target.evaluate((element) => {
          element.scrollIntoView({ block: 'nearest' });
          return Object.keys(element).some((key) => key.startsWith('__reactProps'));
        }),
      { intervals: PROMPTLY },
    )
    .toBe(true);
}
