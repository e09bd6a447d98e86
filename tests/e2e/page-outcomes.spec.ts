import { afterFrames, expect, expectHydrated, expectNoConsoleErrors, holdFiles, PAGE_CODE, test } from './fixtures';

test.describe('page-load outcomes with real statuses (spec 000 §4, §8)', () => {
  test('a missing page answers 404 with its message, in the site chrome', async ({ page }) => {
    const response = await page.goto('/en/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Sorry, the page you are looking for could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/en');
    await expect(page.locator('header').first()).toBeVisible();
  });

  test('a missing French page answers 404 in French', async ({ page }) => {
    const response = await page.goto('/fr/page-introuvable');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Désolé, la page que vous cherchez est introuvable.')).toBeVisible();
  });

  test('an unmatched route answers 404 "This page could not be found"', async ({ page }) => {
    // No locale in the path: the default locale (fr) renders the message.
    const response = await page.goto('/de/seite');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Cette page est introuvable')).toBeVisible();
  });

  test('the maintenance page answers 503 "Site under maintenance"', async ({ page }) => {
    const response = await page.goto('/en/maintenance');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Site under maintenance' })).toBeVisible();
  });

  test('a 301 redirect answers its status and location', async ({ request }) => {
    const response = await request.get('/fr/accueil', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toMatch(/\/fr$/);
  });

  test('a 302 redirect is followed in the browser', async ({ page }) => {
    await page.goto('/fr/nous-joindre');
    await expect(page).toHaveURL(/\/fr\/contact$/);
  });

  test('HTML pages carry an ETag and answer 304 when unchanged; hashed assets are immutable', async ({ request, page }) => {
    const first = await request.get('/fr/a-propos');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const second = await request.get('/fr/a-propos', { headers: { 'If-None-Match': etag } });
    expect(second.status()).toBe(304);
    const html = await first.text();
    // The entry's code is in the document: the after-paint script imports the island's chunk
    // from the assets' folder, which the page preloads after its first paint.
    const script = html.match(/<link rel="modulepreload-after-paint" href="(\/assets\/PageIsland-[^"]+)"/)?.[1];
    expect(script).toMatch(/^\/assets\//);
    expect(html).toContain(`import(\\"${script}\\")`);
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toContain('immutable');
    await page.goto('/fr/a-propos');
  });

  test('scripts are sent as the build compressed them: Brotli when accepted, else gzip, else as they are', async ({ request }) => {
    const html = await (await request.get('/fr')).text();
    // The page's largest script (React DOM): the build compresses files of 1 KiB or more.
    const scripts = [...html.matchAll(/<link rel="modulepreload-after-paint" href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    const plains = await Promise.all(scripts.map(async (file) => ({ file, plain: await request.get(file, { headers: { 'Accept-Encoding': 'identity' } }) })));
    const sized = await Promise.all(plains.map(async ({ file, plain }) => ({ file, plain, source: await plain.body() })));
    const { file: script, plain, source } = sized.sort((a, b) => b.source.byteLength - a.source.byteLength)[0];
    expect(source.byteLength).toBeGreaterThan(100_000);
    expect(plain.headers()['content-encoding']).toBeUndefined();
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ]) {
      const compressed = await request.get(script, { headers: { 'Accept-Encoding': accepted } });
      expect(compressed.headers()['content-encoding']).toBe(sent);
      expect(compressed.headers()['vary']).toMatch(/accept-encoding/i);
      expect(compressed.headers()['cache-control']).toContain('immutable');
      expect(Number(compressed.headers()['content-length'])).toBeLessThan(source.byteLength / 2);
      expect((await compressed.body()).equals(source)).toBe(true);
    }
  });

  test('a page is painted before its code is fetched, then comes alive', async ({ page }) => {
    await page.goto('/fr');
    const menu = page
      .locator('header')
      .getByRole('link', { name: /propos/i })
      .first();
    await expectHydrated(menu);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    // React, the island and the header at least (the entry's code is in the document).
    expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint!);
  });
});

test('a site page’s link loads the next page, which hydrates in turn (no router on the site’s pages)', async ({ page, consoleErrors }) => {
  await page.goto('/fr');
  const about = page
    .locator('header')
    .getByRole('link', { name: /propos/i })
    .first();
  await expectHydrated(about);
  const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/fr/a-propos' && response.request().resourceType() === 'document');
  await about.click();
  await loaded;
  await expect(page).toHaveURL(/\/fr\/a-propos$/);
  await expectHydrated(
    page
      .locator('header')
      .getByRole('link', { name: /contact/i })
      .first(),
  );
  const current = page
    .locator('header')
    .getByRole('link', { name: /propos/i })
    .first();
  await expect(current).toHaveAttribute('aria-current', 'page');
  expectNoConsoleErrors(consoleErrors);
});

test('a visitor who scrolls before the page’s code has run keeps their place; the next page opens at its top', async ({ page }) => {
  const entry = await holdFiles(page, PAGE_CODE);
  await page.goto('/fr/contact', { waitUntil: 'domcontentloaded' });
  const scrolled = await page.evaluate(() => {
    window.scrollTo({ top: 600, behavior: 'instant' });
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(0);
  entry.release();
  // Live: a block's frame is marked once it has hydrated (after the router's first render).
  await expect(page.locator('[data-page-block][data-live]').first()).toBeAttached();
  await afterFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page
    .locator('header')
    .getByRole('link', { name: /propos/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/a-propos$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page revalidated with 304 still hydrates (CSP nonce of the cached HTML kept)', async ({ page, consoleErrors }) => {
  await page.goto('/fr/a-propos');
  const revalidated = page.waitForResponse((response) => response.url().endsWith('/fr/a-propos'));
  await page.reload();
  expect([200, 304]).toContain((await revalidated).status());
  await page
    .locator('header')
    .getByRole('link', { name: /contact/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/contact$/);
  expectNoConsoleErrors(consoleErrors);
});

test('a page served from the page cache hydrates with its own CSP nonce', async ({ page, consoleErrors }) => {
  await page.goto('/fr/contact');
  // A new browser context has no cached copy: the server answers from its page cache.
  const context = await page.context().browser()!.newContext();
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const answer = visitor.waitForResponse((response) => response.url().endsWith('/fr/contact'));
  await visitor.goto(`${new URL(page.url()).origin}/fr/contact`);
  const response = await answer;
  expect(response.headers()['x-page-cache']).toBe('HIT');
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(await response.text()).toContain(`nonce="${nonce}"`);
  // Hydrated: the page's code ran under the cached page's nonce (the CSP blocks any other) and
  // its blocks are live; the link then loads the next page.
  const about = visitor
    .locator('header')
    .getByRole('link', { name: /propos/i })
    .first();
  await expectHydrated(about);
  await expect(visitor.locator('[data-page-block][data-live]').first()).toBeAttached();
  await about.click();
  await expect(visitor).toHaveURL(/\/fr\/a-propos$/);
  expect(errors).toEqual([]);
  await context.close();
  expectNoConsoleErrors(consoleErrors);
});
