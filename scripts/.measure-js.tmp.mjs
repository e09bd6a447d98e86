// Measures gzip bytes of JS a real Chromium downloads per page (idle prefetch included).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
process.env.NODE_ENV ??= 'production';
const root = process.cwd();
const { startServer } = await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
const quiet = console.log; console.log = () => {}; console.info = () => {}; console.warn=()=>{};
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: mkdtempSync(path.join(tmpdir(), 'mjs-')) });
console.log = quiet;
const base = server.url;
const home = await (await fetch(`${base}/fr`)).text();
const listing = /href="(\/fr\/proprietes\/[a-z0-9-]+-\d{6,})"/.exec(home)?.[1];
const blog = await (await fetch(`${base}/fr/blogue`)).text();
const post = /href="(\/fr\/blogue\/[a-z0-9-]+-\d+)"/.exec(blog)?.[1];
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/fr', '/en', '/fr/proprietes', listing, '/fr/contact', '/fr/blogue', post, '/fr/acheter', '/fr/vendre', '/fr/quartiers/brossard'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const p of pages) {
  const ctx = await browser.newContext(process.env.PHONE ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } : {});
  await ctx.route(/tile\.openstreetmap/, r => r.fulfill({ status: 204 }));
  const page = await ctx.newPage();
  const files = new Map();
  page.on('response', async (res) => {
    const url = res.url();
    if (!/\.m?js(\?|$)/.test(url) || !url.startsWith(base)) return;
    try { const body = await res.body(); files.set(url.replace(base, ''), gzipSync(body).length); } catch {}
  });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3500);
  const total = [...files.values()].reduce((a, b) => a + b, 0);
  console.log(`${p.padEnd(50)} ${(total/1024).toFixed(1)} KB in ${files.size} files`);
  if (process.env.VERBOSE) for (const [f, s] of [...files].sort((a,b)=>b[1]-a[1])) console.log(`   ${(s/1024).toFixed(1).padStart(7)} ${f}`);
  await ctx.close();
}
await browser.close(); await server.close(); process.exit(0);
