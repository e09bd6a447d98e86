/**
 * ASSET_BASE_URL and MEDIA_BASE_URL (spec 000 §2: asset URLs prefixed by the assets base): a site
 * whose built files and media-library files are served by another origin, as a CDN pulling from
 * the site would. Here that origin is a local pass-through to the site's own server, under two
 * names (one for the built files, one for the media). Every script, stylesheet and media-library
 * image of the pages comes from there — preloads, `srcset`, lazily loaded chunks and their CSS —,
 * the pages hydrate under the site's CSP with no error, and nothing is fetched from the site for
 * them but the icon sprite (SVG `<use>` reads same-origin files only). Both languages, axe clean.
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { axeViolations, expect, expectNoConsoleErrors, startBuiltServer, test, untilQuiet, type RunningSite } from './fixtures';

let site: RunningSite;
let passThrough: Server;
let target = '';
const served: string[] = [];

test.beforeAll(async () => {
  // The second origin: every request passed on to the site's server, bytes and headers untouched.
  passThrough = createServer((incoming, answer) => {
    served.push(`${incoming.headers.host}${incoming.url}`);
    const { hostname, port } = new URL(target);
    const upstream = forward({ hostname, port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: `${hostname}:${port}` } }, (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(answer);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => passThrough.listen(0, '127.0.0.1', resolve));
  const port = (passThrough.address() as AddressInfo).port;
  site = await startBuiltServer({ assetBaseUrl: `http://localhost:${port}`, mediaBaseUrl: `http://127.0.0.1:${port}` });
  target = site.url;
});
test.afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => passThrough?.close(resolve));
});

for (const locale of ['fr', 'en'] as const) {
  test(`built files and media come from their base origins, and the pages run under the CSP (${locale})`, async ({ page, consoleErrors }) => {
    const cdn = new URL(`http://localhost:${(passThrough.address() as AddressInfo).port}`).origin;
    const media = new URL(`http://127.0.0.1:${(passThrough.address() as AddressInfo).port}`).origin;
    const fromSite: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(site.url).origin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/media/'))) fromSite.push(url.pathname);
    });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).origin);
    });

    await page.goto(`${site.url}/${locale}`);
    // The lead image: preloaded and shown from the media base, every srcset candidate too.
    const preload = page.locator('head link[rel="preload"][as="image"][imagesrcset*="/media/"]').first();
    await expect(preload).toHaveAttribute('imagesrcset', new RegExp(`^${media}/media/`));
    const heroImage = page.locator('main picture img').first();
    await expect(heroImage).toHaveAttribute('src', new RegExp(`^${media}/media/`));
    const srcset = (await page.locator('main picture source').first().getAttribute('srcset')) ?? '';
    expect(srcset.split(', ').every((candidate) => candidate.startsWith(`${media}/media/`))).toBe(true);
    await expect.poll(() => heroImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`^${media}/media/`));
    // The page's code ran (from the asset base): its consent manager has read the stored choice.
    await expect(page.locator('html')).toHaveAttribute('data-consent-ready', '');
    await untilQuiet(page);
    expect(await axeViolations(page)).toEqual([]);

    // A page whose block code and styles load later (the search page's map and filters).
    await page.goto(`${site.url}/${locale === 'fr' ? 'fr/proprietes' : 'en/properties'}`);
    await expect(page.locator('.leaflet-container').first()).toBeVisible();
    await untilQuiet(page);

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((origin) => origin !== cdn)).toEqual([]);
    // The icon sprite alone comes from the site: SVG `<use>` reads same-origin files only.
    const isIconSprite = (path: string) => /^\/assets\/iconSprite-[\w-]+\.svg$/.test(path);
    expect(fromSite.filter((path) => !isIconSprite(path))).toEqual([]);
    expect(fromSite.some(isIconSprite)).toBe(true);
    expect(served.some((line) => line.startsWith('localhost:') && line.includes('/assets/'))).toBe(true);
    expect(served.some((line) => line.startsWith('127.0.0.1:') && line.includes('/media/'))).toBe(true);
    expectNoConsoleErrors(consoleErrors);
  });
}
