import AxeBuilder from '@axe-core/playwright';
import { expect, expectNoConsoleErrors, screenshot, test } from './fixtures';

for (const path of ['/fr', '/en', '/fr/contact', '/en/contact']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
    ).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
  });
}

for (const locale of ['fr', 'en'] as const) {
  for (const width of [1440, 375]) {
    test(`home page screenshot ${locale} ${width}px has no horizontal overflow`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await page.goto(`/${locale}`);
      await page.waitForLoadState('networkidle');
      // Let lazy images fade in (300 ms) before the screenshot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(500);
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
    await page.waitForLoadState('networkidle');
    await screenshot(page, `contact-${locale}-1440`);
  });
}
