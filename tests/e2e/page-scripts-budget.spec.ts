/**
 * Public JavaScript budget per page type (the "Fast on a phone" targets), counted as a phone
 * receives it: every script a real Chromium fetches for the page on a phone (Lighthouse's mobile
 * viewport), each answer's body as sent (Brotli) with its headers, and the number of script
 * requests, until the page has had its idle time and no request is in flight (idle prefetch of
 * linked pages included). Each page is opened in a fresh browser
 * context (empty cache): a first visit, which the consent banner asks.
 *
 * Targets: at most {@link TARGET.kB} kB and {@link TARGET.requests} script requests on every page
 * type. A page type above the byte target has a ceiling of its own, today's figure plus a little
 * ({@link CEILING_KB}), so that what was gained is kept while it moves towards the target. No
 * chunk under {@link SMALL_CHUNK_BYTES} should be fetched by a page at load; the ones still fetched
 * are listed ({@link SMALL_CHUNKS_LEFT}), and a new one fails the test.
 *
 * Writes test-results/page-scripts.json: per page, the files (bytes received, and gzip for
 * comparison with older figures), the bytes received and the requests, the report to read when a
 * budget is exceeded (which chunk grew; dist/client/.vite/chunk-modules.json tells which modules it
 * holds).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { CONSENT_CATEGORY_ATTRIBUTE } from '../../src/lib/consent';
import { expect, test, trackRequests, untilCodeRuns, untilQuiet } from './fixtures';

/** What every page type should receive at most: kB of 1000 bytes, and script requests. */
const TARGET = { kB: 100, requests: 15 } as const;

/**
 * Page types still above {@link TARGET}'s bytes: today's figure plus a little, in kB. Measured on
 * 2026-12-03 on a fresh build ({@link PHONE}): buy 103.4 and a neighbourhood 105.1; home, search,
 * listing, contact, blog, blog post, sell, offices and a broker's profile 94.2 (React, the island
 * and the header) meet the target. Every page type is within 15 requests (3–6).
 */
const CEILING_KB: Record<string, number> = {
  buy: 104.5,
  neighbourhood: 106,
};

/** A chunk received smaller than this (bytes, body and headers) costs a request for little code. */
const SMALL_CHUNK_BYTES = 4000;

/**
 * The small chunks pages still fetch at load, by chunk name. Measured on 2026-12-03 (received kB):
 * the neighbourhood's media carousel (1.8), whose carousel and video player are chunks of their
 * own. None on the eight page types of the target: the entry's code comes in the document
 * (build/inlineEntries.ts), Rolldown's runtime in React's chunk (build/runtimeInClientChunk.ts), the
 * consent manager in the island's. Blocks that only show text, images and links load their code on
 * the visitor's intent, and the offices block (3.3, with the map's loader 1.8) when its map comes
 * near, under the office list on a phone (src/renderer/blocks/hydrateOnIntent.ts), so none of
 * them is here.
 */
const SMALL_CHUNKS_LEFT = new Set(['MediasCarouselBlock']);

/** A built chunk's name without its hash (`/assets/TextBlock1-Ab_3x-9Q.js` → `TextBlock1`). */
const chunkName = (file: string) => /([^/]+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;

/** Lighthouse 12's mobile preset (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface PageScripts {
  path: string;
  /** As the phone received them: every script answer's body as sent (Brotli) and its headers, bytes. */
  transferredBytes: number;
  /** Script requests made, the consent manager's included. */
  requests: number;
  /** Per file: bytes received (body and headers), and its gzip size. */
  files: { file: string; receivedBytes: number; gzipBytes: number }[];
}

async function scriptsOf(browser: Browser, origin: string, path: string): Promise<PageScripts> {
  const context = await browser.newContext(PHONE);
  trackRequests(context);
  await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  const received: Promise<{ file: string; receivedBytes: number; gzipBytes: number }>[] = [];
  page.on('requestfinished', (finished) => {
    const url = new URL(finished.url());
    if (url.origin !== origin || finished.resourceType() !== 'script') return;
    received.push(
      Promise.all([
        finished.sizes().then(
          (sizes) => sizes.responseBodySize + sizes.responseHeadersSize,
          () => 0,
        ),
        finished.response().then(
          (response) => response?.body().then((body) => gzipSync(body).length) ?? 0,
          () => 0,
        ),
      ]).then(([receivedBytes, gzipBytes]) => ({ file: url.pathname, receivedBytes, gzipBytes })),
    );
  });
  await page.goto(`${origin}${path}`);
  // A page measured before its code starts would count no script.
  await untilCodeRuns(page);
  // A page asking for consent (the seeded broker site's analytics script) shows its banner once the
  // island runs: the manager came with the island's chunk, whatever the machine's pace.
  if (await page.locator(`script[${CONSENT_CATEGORY_ATTRIBUTE}]`).count()) await expect(page.locator('[data-consent-banner]')).toBeAttached();
  // The idle prefetch of linked pages starts once the browser is idle (at the latest 2 s after the
  // page is shown): wait for the page's idle time to come, twice, with nothing left in flight.
  await untilQuiet(page);
  const files = await Promise.all(received);
  await context.close();
  files.sort((a, b) => b.receivedBytes - a.receivedBytes);
  return { path, transferredBytes: files.reduce((sum, file) => sum + file.receivedBytes, 0), requests: files.length, files };
}

test('every public page type stays within its JavaScript budget on a phone', async ({ browser, site, request }) => {
  test.setTimeout(240_000);
  const home = await (await request.get(`${site.url}/fr`)).text();
  const listing = /href="(\/fr\/proprietes\/[a-z0-9-]+-\d{6,})"/.exec(home)?.[1];
  const blog = await (await request.get(`${site.url}/fr/blogue`)).text();
  const post = /href="(\/fr\/blogue\/[a-z0-9-]+-\d+)"/.exec(blog)?.[1];
  expect(listing, 'a listing linked from the home page').toBeTruthy();
  expect(post, 'a post linked from the blog').toBeTruthy();
  // The seeded agency site, on the same server: Chromium sends *.localhost to loopback.
  const agency = site.url.replace('127.0.0.1', 'agence.localhost');
  const brokers = await browser.newPage();
  await brokers.goto(`${agency}/fr/courtiers`);
  const profile = await brokers.locator('a[href^="/fr/courtiers/"]').first().getAttribute('href');
  await brokers.close();
  expect(profile, 'a broker profile linked from the agency’s brokers page').toBeTruthy();
  const pages: Record<string, [origin: string, path: string][]> = {
    home: [
      [site.url, '/fr'],
      [site.url, '/en'],
    ],
    search: [
      [site.url, '/fr/proprietes'],
      [site.url, '/en/properties'],
    ],
    listing: [[site.url, listing!]],
    contact: [
      [site.url, '/fr/contact'],
      [site.url, '/en/contact'],
    ],
    'blog post': [[site.url, post!]],
    blog: [[site.url, '/fr/blogue']],
    broker: [[agency, profile!]],
    offices: [[agency, '/fr/bureaux']],
    buy: [[site.url, '/fr/acheter']],
    sell: [[site.url, '/fr/vendre']],
    neighbourhood: [[site.url, '/fr/quartiers/brossard']],
  };
  const report: Record<string, PageScripts> = {};
  for (const [type, addresses] of Object.entries(pages)) {
    for (const [origin, path] of addresses) report[`${type} ${path}`] = await scriptsOf(browser, origin, path);
  }
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/page-scripts.json', `${JSON.stringify(report, null, 2)}\n`);
  expect(
    Object.entries(report)
      .filter(([, { files }]) => files.length === 0)
      .map(([name]) => name),
    'pages measured without a script',
  ).toEqual([]);
  const typeOf = (name: string) => Object.keys(pages).find((type) => name.startsWith(`${type} `))!;
  const over = Object.entries(report)
    .map(([name, { transferredBytes, requests }]) => ({ name, kB: transferredBytes / 1000, requests, ceilingKB: CEILING_KB[typeOf(name)] ?? TARGET.kB }))
    .filter(({ kB, requests, ceilingKB }) => kB > ceilingKB || requests > TARGET.requests);
  expect(over, 'pages receiving more script bytes or requests than their budget (test-results/page-scripts.json)').toEqual([]);
  const newSmallChunks = Object.entries(report).flatMap(([name, { files }]) =>
    files
      .filter(({ file, receivedBytes }) => receivedBytes < SMALL_CHUNK_BYTES && !SMALL_CHUNKS_LEFT.has(chunkName(file)))
      .map(({ file, receivedBytes }) => `${name}: ${chunkName(file)} ${(receivedBytes / 1000).toFixed(1)} kB`),
  );
  expect(newSmallChunks, `chunks under ${SMALL_CHUNK_BYTES / 1000} kB fetched at load, not among those left to merge`).toEqual([]);
});
