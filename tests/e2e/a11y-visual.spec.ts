import { axeViolations, expect, expectNoConsoleErrors, screenshot, settle, shown, test } from './fixtures';

for (const path of ['/fr', '/en', '/fr/contact', '/en/contact']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await shown(page);
    expect(await axeViolations(page)).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
  });
}

for (const locale of ['fr', 'en'] as const) {
  for (const width of [1440, 375]) {
    test(`home page screenshot ${locale} ${width}px has no horizontal overflow`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await page.goto(`/${locale}`);
      // Every block in, hydrated, and lazy images faded in before the screenshot and the overflow check.
      await settle(page);
      await screenshot(page, `home-${locale}-${width}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
for (const locale of ['fr', 'en'] as const) {
  test(`contact page screenshot ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(locale === 'fr' ? '/fr/contact' : '/en/contact');
    await screenshot(page, `contact-${locale}-1440`);
  });
}
