import { expect, expectNoConsoleErrors, test } from './fixtures';

test.describe('root language choice (spec 000 §2)', () => {
  test.describe('French browser', () => {
    test.use({ locale: 'fr-CA' });
    test('/ goes to /fr', async ({ page, consoleErrors }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/fr$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      expectNoConsoleErrors(consoleErrors);
    });
    test('the i18n_redirected cookie wins over the browser language', async ({ page, context, site }) => {
      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: site.url }]);
      await page.goto('/');
      await expect(page).toHaveURL(/\/en$/);
    });
  });

  test.describe('English browser', () => {
    test.use({ locale: 'en-CA' });
    test('/ goes to /en', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    });
  });

  test('the server answers / with a redirect chosen from Accept-Language', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect([302, 307]).toContain(response.status());
    expect(response.headers()['location']).toMatch(/\/en$/);
  });
});

test.describe('language switch', () => {
  test.use({ locale: 'fr-CA' });
  test('lands on the same page in the other language and remembers the choice', async ({ page, context, consoleErrors }) => {
    await page.goto('/fr/a-propos');
    const switcher = page.getByRole('link', { name: /english/i }).first();
    await switcher.click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    expectNoConsoleErrors(consoleErrors);
  });

  test('a switch clicked before the page’s code has run still remembers the choice', async ({ page, context }) => {
    // The page's modules never arrive: the header stays server HTML, its switch a plain link.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/fr/a-propos');
    await page.getByRole('link', { name: /english/i }).first().click();
    await expect(page).toHaveURL(/\/en\/about$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
  });
});
