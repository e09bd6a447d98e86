/**
 * properties_block end to end (spec 001 §2 "Properties",
 * §4 "Maps"): the broker home page carries the block after its hero with the seeded listings. The
 * map loads only once the block is scrolled into view, tiles come from the configured tile server,
 * hovering a card opens its marker's popup with the tooltip, and the block is axe-clean.
 */
import type { Page } from '@playwright/test';
import { axeViolations, BLANK_TILE_URL, expect, expectNoConsoleErrors, screenshot, SCREENSHOTS, shown, test } from './fixtures';

const block = (page: Page) => page.locator('[data-block-type="properties_block"]');

/** Full-page screenshot clipped to the block (an element screenshot would stitch the sticky header in). */
async function shootBlock(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await shown(page);
  const box = await block(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top + window.scrollY, width: r.width, height: r.height };
  });
  await screenshot(page, `${name}`, { clip: box });
}

test.describe('properties_block', () => {
  test('loads the map in view, hover opens the popup with the tooltip (en, 1440)', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en');
    const section = block(page);
    await expect(section.getByRole('heading', { name: 'Our properties for sale' })).toBeVisible();

    await section.locator('[data-map-state]').scrollIntoViewIfNeeded();
    await expect(section.locator('.leaflet-container')).toBeVisible();
    await expect(section.getByRole('region', { name: 'Map of the properties' })).toBeVisible();
    // Tiles come from the server's TILE_URL (here one blank picture for every tile).
    const tiles = section.locator('img.leaflet-tile');
    await expect(tiles.first()).toBeAttached();
    expect(new Set(await tiles.evaluateAll((images) => images.map((image) => image.getAttribute('src'))))).toEqual(new Set([BLANK_TILE_URL]));

    // Above xl every fed listing shows, plus the see-all card.
    const cards = section.locator('article[data-uls]');
    expect(await cards.count()).toBeGreaterThan(2);
    await expect(section.getByRole('link', { name: /See all properties/ })).toHaveAttribute('href', '/en/properties');

    const first = cards.first();
    const uls = await first.getAttribute('data-uls');
    const tooltip = page.waitForResponse((res) => res.url().includes(`/property/${uls}/tooltip`));
    await first.hover();
    expect((await tooltip).status()).toBe(200);
    const popup = section.locator('.leaflet-popup');
    await expect(popup.getByTestId('map-popup')).toBeVisible();
    await expect(popup.getByTestId('map-popup')).toHaveAttribute('href', new RegExp(`-${uls}$`));
    await expect(section.locator(`path[data-uls="${uls}"]`)).toHaveAttribute('stroke-opacity', '0.4');
    await page.mouse.move(5, 5);
    await expect(popup).toHaveCount(0);

    // The tooltip is fetched once per listing.
    let refetched = false;
    page.on('request', (req) => {
      if (req.url().includes(`/property/${uls}/tooltip`)) refetched = true;
    });
    await first.hover();
    await expect(popup.getByTestId('map-popup')).toBeVisible();
    expect(refetched).toBe(false);

    // Markers are keyboard reachable: Enter on a marker pins its popup.
    await page.mouse.move(5, 5);
    await section.locator('path[data-uls]').nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(popup).toHaveCount(1);

    await page.mouse.move(5, 5);
    await shootBlock(page, 'properties-block-en-1440');
    expect(await axeViolations(page, { include: ['[data-block-type="properties_block"]'] })).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
  });

  test('shows 2 listings and the see-all card on a phone; screenshots fr/en', async ({ page, consoleErrors }) => {
    for (const [locale, width] of [
      ['fr', 375],
      ['en', 375],
      ['fr', 1440],
    ] as const) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(`/${locale}`);
      const section = block(page);
      await section.locator('[data-map-state]').scrollIntoViewIfNeeded();
      await expect(section.locator('.leaflet-container')).toBeVisible();
      if (width === 375) {
        await expect(section.locator('article[data-uls]:visible')).toHaveCount(2);
        await expect(section.getByRole('link', { name: locale === 'fr' ? /Voir toutes les propriétés/ : /See all properties/ })).toBeVisible();
      }
      await shootBlock(page, `properties-block-${locale}-${width}`);
    }
    expectNoConsoleErrors(consoleErrors);
  });
});
