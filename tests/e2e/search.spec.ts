/**
 * Listing search end to end (spec 001 §2,
 * §4 "Search"): search from the home page hero by municipality, price and type and land on the
 * search page with the filters in the URL; scrolling the list loads the next page; moving the map
 * searches the visible area; a reload keeps the filters; the mobile list/map toggle at 375 px; axe
 * clean; screenshots of the search page at 375 and 1440 px in French and English.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, expectNoConsoleErrors, holdFiles, PAGE_CODE, screenshot, test } from './fixtures';

const searchBlock = (page: Page) => page.locator('[data-block-type="search_properties_block"]');
const cards = (page: Page) => searchBlock(page).locator('article[data-uls]');
const countOf = async (page: Page) => Number((await searchBlock(page).getByTestId('result-count').innerText()).replace(/\D/g, ''));

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page, { exclude: ['.leaflet-container'], every: true })).toEqual([]);
}

test.describe('listing search', () => {
  test('hero bar: municipality, price and type → search page with the filters in the URL; reload keeps them', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/fr');
    const hero = page.getByTestId('hero-search-bar');
    await expect(hero).toBeVisible();
    // The bar's code comes when the visitor reaches for it; alive and in view, it fetches the filters.
    const filtersLoaded = page.waitForResponse((res) => res.url().includes('/search-filters'));
    await hero.hover();
    expect((await filtersLoaded).status()).toBe(200);

    await hero.getByRole('button', { name: /^Municipalités/ }).click();
    await page.getByRole('searchbox', { name: 'Rechercher une municipalité' }).fill('Longueuil');
    await page.getByRole('listbox', { name: 'Municipalités' }).getByRole('option', { name: /^Longueuil/ }).click();
    // The first Escape clears the search text, the second closes the dropdown (choices kept).
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(hero.getByRole('button', { name: 'Municipalités : Longueuil' })).toBeVisible();

    await hero.getByRole('button', { name: /Critères/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtres' });
    await dialog.getByLabel('Maximum').selectOption('750000');
    await dialog.locator('label', { hasText: 'Maison' }).click();
    await expect(dialog.getByRole('checkbox', { name: /Maison/ })).toBeChecked();
    await expect(dialog.getByTestId('overlay-count')).toHaveText(/Voir \d+ propriétés?/);
    await dialog.getByRole('button', { name: /Voir \d+ propriétés?/ }).click();

    await expect(page).toHaveURL(/\/fr\/proprietes\?mun=\d+&type=maison&price_max=750000$/);
    await expect(cards(page).first()).toBeVisible();
    await expect(searchBlock(page).getByRole('button', { name: 'Municipalités : Longueuil' })).toBeVisible();
    await expect(searchBlock(page).getByRole('button', { name: /Filtres.*2 filtres actifs/ })).toBeVisible();
    await expect(cards(page).first()).toContainText('Longueuil');
    const total = await countOf(page);
    expect(total).toBeGreaterThan(0);

    const url = page.url();
    const initial = page.waitForRequest((req) => req.url().includes('/properties?') && req.url().includes('format=map'));
    await page.reload();
    const query = new URL((await initial).url()).searchParams;
    expect(query.get('type')).toBe('maison');
    expect(query.get('price_max')).toBe('750000');
    expect(page.url()).toBe(url);
    await expect(searchBlock(page).getByRole('button', { name: 'Municipalités : Longueuil' })).toBeVisible();
    await expect.poll(() => countOf(page)).toBe(total);
    expectNoConsoleErrors(consoleErrors);
  });

  test('a pointer resting on the hero bar before the page’s code arrives brings the bar alive once it does', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The visitor points at the bar while the page's code is still on its way (a slow phone, a
    // busy machine), then keeps the pointer still: no other `pointerover` comes.
    const code = await holdFiles(page, PAGE_CODE);
    await page.goto('/fr');
    const hero = page.getByTestId('hero-search-bar');
    await hero.hover();
    const filtersLoaded = page.waitForResponse((res) => res.url().includes('/search-filters'));
    code.release();
    expect((await filtersLoaded).status()).toBe(200);
    await hero.getByRole('button', { name: /^Municipalités/ }).click();
    await expect(page.getByRole('searchbox', { name: 'Rechercher une municipalité' })).toBeVisible();
    expectNoConsoleErrors(consoleErrors);
  });

  test('scrolling the list loads the next page; moving the map searches the visible area (1440, fr)', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const mapAnswer = page.waitForResponse((res) => res.url().includes('/properties?') && res.url().includes('format=map') && !res.url().includes('NorthEast_lat'));
    await page.goto('/fr/proprietes?reset_filters=1');
    await expect(page).toHaveURL(/\/fr\/proprietes$/);
    await expect(cards(page)).toHaveCount(25);
    const total = await countOf(page);
    expect(total).toBeGreaterThan(1000);

    // The map's answer comes grouped on the server for the map's box, and the map draws every
    // listing of the list's count: bubbles' numbers plus lone markers.
    const answer = await mapAnswer;
    expect(new URL(answer.url()).searchParams.get('mapWidth')).toMatch(/^\d+$/);
    const { data } = (await answer.json()) as { data: { total: number; propertiesMap: unknown[]; propertiesClusters: { count: number }[] } };
    expect(data.total).toBe(total);
    expect(data.propertiesClusters.length).toBeGreaterThan(0);
    expect(data.propertiesClusters.reduce((sum, cluster) => sum + cluster.count, data.propertiesMap.length)).toBe(total);
    const mapBox = searchBlock(page).getByTestId('search-map');
    const drawnOnMap = () =>
      mapBox.evaluate((box) => {
        const bubbles = [...box.querySelectorAll('.leaflet-marker-icon span')].reduce((sum, span) => sum + Number(span.textContent), 0);
        return bubbles + box.querySelectorAll('path[data-uls]').length;
      });
    await expect.poll(drawnOnMap).toBe(total);
    // Viewport only: a full-page capture would bring the list end into view and load page 2.
    await screenshot(page, 'search-fr-1440', { fullPage: false });

    const more = page.waitForRequest((req) => req.url().includes('/properties?') && req.url().includes('page=2'));
    await searchBlock(page).locator('[data-testid="list-end"]').scrollIntoViewIfNeeded();
    expect(new URL((await more).url()).searchParams.get('limit')).toBe('25');
    await expect(cards(page)).toHaveCount(50);

    // Zoom in on the map (its zoom button): the visitor's very first move searches the visible area.
    const map = searchBlock(page).locator('.leaflet-container');
    await expect(map).toBeVisible();
    const isBoundsSearch = (req: { url(): string }) => req.url().includes('/properties?') && req.url().includes('NorthEast_lat');
    const zoomed = page.waitForRequest(isBoundsSearch);
    await map.getByRole('button', { name: /zoom in/i }).click();
    await zoomed;
    // Then drag it (Leaflet ignores a drag while a zoom animates: the search above came after it).
    const bounded = page.waitForRequest(isBoundsSearch);
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    const boundsQuery = new URL((await bounded).url()).searchParams;
    expect(Number(boundsQuery.get('NorthEast_lat'))).toBeGreaterThan(Number(boundsQuery.get('SouthWest_lat')));
    await expect.poll(() => countOf(page)).toBeLessThan(total);
    await expect(cards(page).first()).toBeVisible();
    // Map bounds never go to the page URL.
    expect(page.url()).not.toContain('NorthEast_lat');
    await expectAxeClean(page);
    expectNoConsoleErrors(consoleErrors);
  });

  test('mobile list/map toggle at 375 px (en), axe clean', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/en/properties?reset_filters=1');
    await expect(cards(page)).toHaveCount(25);
    await expect(searchBlock(page).getByTestId('search-map')).toBeHidden();
    await screenshot(page, 'search-en-375');
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Map' }).click();
    const map = searchBlock(page).getByTestId('search-map');
    await expect(map.locator('.leaflet-container')).toBeVisible();
    const box = await map.boundingBox();
    expect(box?.width).toBe(375);
    expect(box?.height).toBe(812);
    await expect(cards(page).first()).toBeHidden();
    await screenshot(page, 'search-en-375-map', { fullPage: false });

    await page.getByRole('button', { name: 'List' }).click();
    await expect(searchBlock(page).getByTestId('search-map')).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
    expectNoConsoleErrors(consoleErrors);
  });

  test('screenshots: search page fr 375 and en 1440, filters overlay', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/fr/proprietes?reset_filters=1');
    await expect(cards(page)).toHaveCount(25);
    await screenshot(page, 'search-fr-375');
    await page.getByRole('button', { name: /^Filtres/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible();
    await screenshot(page, 'search-fr-375-overlay', { fullPage: false });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/properties?reset_filters=1');
    await expect(cards(page)).toHaveCount(25);
    await expect(searchBlock(page).locator('.leaflet-container')).toBeVisible();
    await screenshot(page, 'search-en-1440');
    await page.goto('/en');
    await expect(page.getByTestId('hero-search-bar')).toBeVisible();
    await screenshot(page, 'home-hero-en-1440', { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/fr');
    await expect(page.getByTestId('hero-search-bar')).toBeVisible();
    await screenshot(page, 'home-hero-fr-375', { fullPage: false });
  });
});
