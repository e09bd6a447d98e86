#!/usr/bin/env node
/**
 * Server rendering benchmark (`npm run bench:web`, after `npm run build`).
 *
 * 1. Starts the built server (dist/server/main.js) on a temporary PGlite data directory on
 *    loopback, with the page cache on (PAGE_CACHE_MB, default 64).
 * 2. Throughput: autocannon (20 connections, BENCH_SECONDS each, default 10 s, from a worker thread
 *    of its own) on the home page, the search page and a listing page and on the very same answer
 *    (its HTML and its response headers: the security headers a static host of the site sends
 *    too) served by a tiny static server on loopback (in this process too), in alternating
 *    one-second slices after one second of warm-up on each side; prints requests/s, p50/p99
 *    latency, the ratio SSR / static and the servers' thread's busy time per answer (event loop
 *    utilisation: what each answer costs the server itself). No `Accept-Encoding` on either side
 *    (compression is a CDN's job).
 *    Then the same as a browser asks (`Accept-Encoding: gzip, deflate, br`): the server compresses
 *    each answer of a cached page with Brotli (its nonce makes each one different), the static
 *    server sends the page compressed once beforehand (quality 11), as a static server's
 *    precompressed files are: what a site without a CDN costs per visitor.
 * 3. Uncached render time per page type (home, search, listing, contact, blog, blog post): the
 *    server restarted on the same data with the page cache off, sequential requests from a worker
 *    thread (scripts/benchRenderClient.mjs), p50/p95 of the render answered uncompressed, and p95
 *    of the same answer compressed with Brotli.
 * 4. The same with the page cache on and a new query string on every request: each one is a miss
 *    rendered from the published rows kept between renders (src/server/pageCache/publishedReads.ts).
 *
 * Figures depend on the machine: compare runs made on the same one.
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { builtServerEntry } from './benchPages.mjs';

const entry = builtServerEntry();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const RENDER_SAMPLES = Number(process.env.BENCH_RENDERS ?? 40);

// The server bundle sets it too; said here so the benchmark's own imports agree.
process.env.NODE_ENV ??= 'production';
const { startServer } = await import(pathToFileURL(entry).href);
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-web-'));
// The server's own start-up notices are not part of the report.
const quiet = { log: console.log, info: console.info, warn: console.warn };
const silence = () => Object.assign(console, { log: () => {}, info: () => {}, warn: () => {} });
const speak = () => Object.assign(console, quiet);

/** Starts the built server on loopback on the bench's data directory. */
async function start(pageCacheMb) {
  silence();
  try {
    return await startServer({ port: 0, host: '127.0.0.1', dataDir, ...(pageCacheMb === undefined ? {} : { pageCacheMb }) });
  } finally {
    speak();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** The page types measured, with their paths on the seeded broker site. */
async function findTargets(server) {
  const [listing] = await server.query("select l.uls from listings l join sites s on s.id = l.site_id where s.is_default and l.status = 'active' order by l.uls limit 1");
  const redirect = await fetch(`${server.url}/fr/proprietes/x-${listing.uls}`, { redirect: 'manual' });
  const listingPath = new URL(redirect.headers.get('location'), server.url).pathname;
  const blog = await (await fetch(`${server.url}/fr/blogue`)).text();
  const post = /href="(\/fr\/blogue\/[a-z0-9-]+-\d+)"/.exec(blog)?.[1];
  return [
    { type: 'home', path: '/fr', throughput: true },
    { type: 'search', path: '/fr/proprietes', throughput: true },
    { type: 'listing', path: listingPath, throughput: true },
    { type: 'contact', path: '/fr/contact' },
    { type: 'blog', path: '/fr/blogue' },
    ...(post ? [{ type: 'blog post', path: post }] : []),
  ];
}

// Headers Node writes itself on both sides, or that depend on the body sent.
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * A static server answering each path with the given page: its HTML, or its Brotli copy (made
 * once, at quality 11) to a request accepting `br`, with the headers the page cache answered it
 * with (the security headers and the CSP a static host of the site would send too: the client's
 * work per header is part of what a page costs on two cores).
 * @param pages path → { html, headers } (headers as `[name, value]` pairs)
 */
async function staticServer(pages) {
  const answers = new Map(
    [...pages].map(([path, page]) => {
      const headers = page.headers.filter(([name]) => !OWN_HEADERS.has(name)).flat();
      return [path, { html: page.html, brotli: brotliCompressSync(page.html), headers }];
    }),
  );
  const server = createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    const body = brotli ? answer.brotli : answer.html;
    res.writeHead(200, [...answer.headers, 'Content-Length', String(body.length), ...(brotli ? ['Content-Encoding', 'br'] : [])]);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * One autocannon run. The load comes from a worker thread: in the server's own thread autocannon
 * decodes every answer's body into strings on the server's heap, and large pages' strings (two-byte
 * text past 64 KiB) fill the large object space and trigger full collections of the whole heap,
 * PGlite's included; the pause then counts against whichever page is being measured.
 */
async function cannon(url, seconds, headers) {
  const before = performance.eventLoopUtilization();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1, headers });
  // The servers' thread's busy time (the worker's start-up is the worker's).
  const busyMs = performance.eventLoopUtilization(before).active;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requests: result.requests.total, seconds: result.duration, p50: result.latency.p50, p99: result.latency.p99, busyMs };
}

/**
 * Both servers, in alternating one-second slices (the load of a shared machine drifts: both sides
 * see the same), each side warmed up for one second first and the side going first swapped every
 * slice (the first slice of a pair ran slower: code compiled, connections opened): requests/s
 * over all slices, the median slice p50 and the worst slice p99.
 */
async function compare(ssrUrl, staticUrl, headers = {}) {
  await cannon(ssrUrl, 1, headers);
  await cannon(staticUrl, 1, headers);
  const slices = { ssr: [], plain: [] };
  for (let i = 0; i < SECONDS; i++) {
    const sides = i % 2 === 0 ? ['ssr', 'plain'] : ['plain', 'ssr'];
    for (const side of sides) slices[side].push(await cannon(side === 'ssr' ? ssrUrl : staticUrl, 1, headers));
  }
  const sum = (list) => {
    const p50s = list.map((slice) => slice.p50).sort((x, y) => x - y);
    return {
      rps: list.reduce((n, slice) => n + slice.requests, 0) / list.reduce((n, slice) => n + slice.seconds, 0),
      p50: p50s[Math.floor(p50s.length / 2)],
      p99: Math.max(...list.map((slice) => slice.p99)),
      busyMsPerAnswer: list.reduce((n, slice) => n + slice.busyMs, 0) / list.reduce((n, slice) => n + slice.requests, 0),
    };
  };
  return { ssr: sum(slices.ssr), plain: sum(slices.plain) };
}

/** Fetches pages from a worker thread (scripts/benchRenderClient.mjs), one at a time. */
function renderClient() {
  const worker = new Worker(new URL('./benchRenderClient.mjs', import.meta.url));
  return {
    /** The answer's time (ms, request sent to last byte), status and page cache header. */
    fetch(url, headers) {
      const answered = new Promise((resolve, reject) => {
        const fail = (error) => reject(error);
        worker.once('error', fail);
        worker.once('message', (answer) => {
          worker.off('error', fail);
          resolve(answer);
        });
      });
      worker.postMessage({ url, headers });
      return answered;
    },
    close: () => worker.terminate(),
  };
}

/**
 * Prints p50 / p95 of sequential renders of each target, `query(i)` added to the i-th request:
 * the render itself (`Accept-Encoding: identity`, as the throughput above) and, interleaved, the
 * same answer compressed with Brotli for a browser asking for it (the client's decoding included).
 * The requests come from a worker thread, as autocannon's do. `server ms` is the median time the
 * server's thread was busy per uncompressed answer (event-loop utilisation between the request
 * and its last byte): steadier than the answer's time on a shared machine, whose other work
 * delays the client and the server's wake-ups as much as the render.
 */
async function renderTimes(server, targets, query) {
  console.log('page      | p50       | p95       | p95 Brotli | server ms | path');
  const plain = { 'accept-encoding': 'identity' };
  const brotli = { 'accept-encoding': 'br' };
  const client = renderClient();
  try {
    for (const target of targets) {
      for (let i = 0; i < 5; i++) await client.fetch(`${server.url}${target.path}${query(-1 - i)}`, plain);
      const times = { plain: [], brotli: [] };
      const busy = [];
      for (let i = 0; i < 2 * RENDER_SAMPLES; i++) {
        const kind = i % 2 === 0 ? 'plain' : 'brotli';
        const before = performance.eventLoopUtilization();
        const answer = await client.fetch(`${server.url}${target.path}${query(i)}`, kind === 'plain' ? plain : brotli);
        if (kind === 'plain') busy.push(performance.eventLoopUtilization(before).active);
        times[kind].push(answer.ms);
        if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}`);
        if (query(i) && answer.cache !== 'MISS') throw new Error(`${target.path}${query(i)} was not rendered (${answer.cache})`);
      }
      times.plain.sort((x, y) => x - y);
      times.brotli.sort((x, y) => x - y);
      busy.sort((x, y) => x - y);
      console.log(
        `${target.type.padEnd(9)} | ${ms(percentile(times.plain, 50)).padEnd(9)} | ${ms(percentile(times.plain, 95)).padEnd(9)} | ${ms(percentile(times.brotli, 95)).padEnd(10)} | ${ms(percentile(busy, 50)).padEnd(9)} | ${target.path}`,
      );
    }
  } finally {
    await client.close();
  }
}

try {
  console.log(`Vitrine SSR benchmark: ${CONNECTIONS} connections, ${SECONDS} s per target (Node ${process.version}).\n`);
  let server = await start(undefined);
  const targets = await findTargets(server);

  // Throughput: cached SSR against the same HTML served statically.
  const pages = new Map();
  for (const target of targets.filter((t) => t.throughput)) {
    await fetch(`${server.url}${target.path}`);
    const res = await fetch(`${server.url}${target.path}`);
    if (res.headers.get('x-page-cache') !== 'HIT') throw new Error(`${target.path} is not served from the page cache (${res.headers.get('x-page-cache')})`);
    pages.set(target.path, { html: Buffer.from(await res.text()), headers: [...res.headers] });
  }
  const statics = await staticServer(pages);
  const asBrowsersAsk = { 'accept-encoding': 'gzip, deflate, br' };
  const rows = { plain: [], browser: [] };
  for (const target of targets.filter((t) => t.throughput)) {
    const urls = [`${server.url}${target.path}`, `${statics.url}${target.path}`];
    rows.plain.push({ target, ...(await compare(...urls)) });
    rows.browser.push({ target, ...(await compare(...urls, asBrowsersAsk)) });
  }
  await statics.close();
  const table = (list) => {
    console.log('page      | KB  | SSR req/s | p50 / p99       | static req/s | p50 / p99       | ratio | thread ms per answer SSR / static');
    for (const { target, ssr, plain } of list) {
      const kb = (pages.get(target.path).html.length / 1024).toFixed(0);
      console.log(
        `${target.type.padEnd(9)} | ${kb.padStart(3)} | ${ssr.rps.toFixed(0).padStart(9)} | ${`${ssr.p50} / ${ssr.p99} ms`.padEnd(15)} | ${plain.rps.toFixed(0).padStart(12)} | ${`${plain.p50} / ${plain.p99} ms`.padEnd(15)} | ${`${((100 * ssr.rps) / plain.rps).toFixed(0)} %`.padStart(5)} | ${ssr.busyMsPerAnswer.toFixed(3)} / ${plain.busyMsPerAnswer.toFixed(3)}`,
      );
    }
  };
  console.log('Throughput (page cache on) vs the same HTML served statically:');
  table(rows.plain);
  console.log(`\nThe same as a browser asks (${asBrowsersAsk['accept-encoding']}): Brotli per answer vs compressed once beforehand (KB uncompressed):`);
  table(rows.browser);
  await server.close();

  // Uncached render time: the same data, the page cache off, one request at a time.
  server = await start(0);
  console.log(`\nRender time without the page cache (${RENDER_SAMPLES} sequential requests of each kind after 5 warm-up ones):`);
  await renderTimes(server, targets, () => '');
  await server.close();

  // A miss of the page cache: every request with a query of its own (a parameter the page does not
  // read; a tracking parameter would not do, the cache's key leaves them out), so each one is
  // rendered, from the site, page, directory and blog rows kept since the previous render.
  server = await start(undefined);
  console.log(`\nRender time on a miss of the page cache, its rows kept (a new query every request):`);
  await renderTimes(server, targets, (i) => `?visit=bench-${i}`);
  await server.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
