/**
 * The loading bar of a site page's navigation (spec 000 §9: 200 ms throttle, 5000 ms to 90 %): a
 * link to a page that takes its time shows the bar at the top of the leaving page until the next
 * one replaces it; a link that opens another tab or that the page handles itself shows none.
 * Both languages.
 */
import { expect, test } from './fixtures';

interface SeenBar {
  hidden: string | null;
  position: string;
  afterMs: number;
}

for (const [locale, from, to] of [
  ['fr', '/fr', '/fr/contact?depuis=accueil'],
  ['en', '/en', '/en/contact?from=home'],
] as const) {
  test(`a slow page shows the loading bar until it replaces the page (${locale})`, async ({ page }) => {
    // The next page's document comes a second late (a slow network).
    await page.route(
      (url) => url.pathname + url.search === to,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      },
    );
    await page.goto(from);
    // A link of the page to where it goes (added now: the page's idle prefetch never fetched it),
    // and a note of the bar in the tab's session storage, which outlives the leaving page.
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.id = 'slow-link';
      link.textContent = 'Contact';
      document.body.append(link);
      let clickedAt = 0;
      addEventListener('click', () => (clickedAt = performance.now()), true);
      const bar = document.querySelector('[data-loading-bar]')!;
      new MutationObserver(() => {
        if (bar.getAttribute('data-phase') === 'running' && !sessionStorage.getItem('bar')) {
          sessionStorage.setItem('bar', JSON.stringify({ hidden: bar.getAttribute('aria-hidden'), position: getComputedStyle(bar).position, afterMs: performance.now() - clickedAt }));
        }
      }).observe(bar, { attributes: true });
    }, to);
    await page.locator('#slow-link').click();
    await page.waitForURL((url) => url.pathname + url.search === to);
    const seen = JSON.parse((await page.evaluate(() => sessionStorage.getItem('bar'))) ?? 'null') as SeenBar | null;
    expect(seen).toMatchObject({ hidden: 'true', position: 'fixed' });
    expect(seen!.afterMs).toBeGreaterThanOrEqual(200);
    await expect(page.locator('[data-loading-bar][data-phase="running"]')).toHaveCount(0);
  });
}

test('a link that opens another tab or that the page handles shows no bar', async ({ page }) => {
  await page.goto('/fr');
  await page.evaluate(() => {
    for (const [id, target] of [
      ['other-tab', '_blank'],
      ['handled', ''],
    ]) {
      const link = document.createElement('a');
      link.href = '/fr/contact';
      link.id = id;
      if (target) link.target = target;
      link.textContent = 'Contact';
      link.addEventListener('click', (event) => event.preventDefault());
      document.body.append(link);
    }
  });
  await page.locator('#other-tab').click();
  await page.locator('#handled').click();
  // Past the bar's 200 ms delay, on the page's own clock.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
  await expect(page.locator('[data-loading-bar][data-phase="running"]')).toHaveCount(0);
});
