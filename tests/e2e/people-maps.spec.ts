/**
 * Maps and members end to end, in French and English (agence.localhost): the contact page's
 * coordinates map sits behind a click gateway (wheeling over it scrolls the page, not the map,
 * until the gateway is clicked; it comes back once the map has left the view); the brokers page's
 * hero members search leads to the member cards with the name filter applied; the home's members
 * carousel; axe clean; screenshots at 375 and 1440 px. Map tiles are stubbed (no network).
 */
import type { Locator, Page } from '@playwright/test';
import { acceptMotion, afterFrames, axeViolations, expect, expectHydrated, expectNoConsoleErrors, screenshot, test } from './fixtures';

const TEXT = {
  fr: {
    contact: '/fr/contact',
    brokers: '/fr/courtiers',
    home: '/fr',
    gateway: 'Cliquez pour interagir avec la carte',
    mapTitle: 'Où nous trouver',
    heroTitle: 'Trouvez votre courtier',
    search: 'Recherche de courtiers',
    searchBox: 'Nom du courtier',
    submit: 'Rechercher',
    nameFilter: 'Rechercher par nom',
    showing: (n: number, t: number) => `${n} courtiers affichés sur ${t}`,
    carouselTitle: 'Des courtiers qui connaissent votre quartier',
    pause: 'Mettre le défilement automatique en pause',
  },
  en: {
    contact: '/en/contact',
    brokers: '/en/brokers',
    home: '/en',
    gateway: 'Click to interact with the map',
    mapTitle: 'Where to find us',
    heroTitle: 'Find your broker',
    search: 'Broker search',
    searchBox: 'Broker’s name',
    submit: 'Search',
    nameFilter: 'Search by name',
    showing: (n: number, t: number) => `Showing ${n} of ${t} brokers`,
    carouselTitle: 'Brokers who know your neighbourhood',
    pause: 'Pause automatic sliding',
  },
} as const;

const agency = (url: string, path: string) => url.replace('127.0.0.1', 'agence.localhost') + path;

/** No serious or critical axe violation on the page, or only within `selector` when given (the map's own markup is Leaflet's). */
async function expectAxeClean(page: Page, selector?: string) {
  expect(await axeViolations(page, { include: selector ? [selector] : [], exclude: ['.leaflet-container'] })).toEqual([]);
}

const coordinatesMap = (page: Page) => page.locator('[data-block-type="coordinates_map_block"]');

/** Waits for the carousel of `block` to be hydrated, then pauses its autoplay. */
async function pauseCarousel(block: Locator, pauseLabel: string) {
  const region = block.locator('[data-carousel-ready]');
  await expect(region).toHaveAttribute('data-carousel-ready', 'true');
  const pause = region.locator('button[aria-pressed]');
  await expect(pause).toHaveAccessibleName(pauseLabel);
  await expectHydrated(pause);
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
}
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const locale of ['fr', 'en'] as const) {
  const text = TEXT[locale];

  test.describe(`people maps (${locale})`, () => {
    test('contact page: the gateway keeps the wheel for the page until clicked, and comes back once the map has left the view', async ({ page, site, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(agency(site.url, text.contact));
      const block = coordinatesMap(page);
      await expect(block.getByRole('heading', { name: text.mapTitle })).toBeAttached();
      await block.scrollIntoViewIfNeeded();
      const map = block.locator('.leaflet-container');
      await expect(map).toBeVisible();
      await expect(block.locator('path.leaflet-interactive')).toHaveCount(3);
      await expect(map).toHaveAttribute('data-interactive', 'false');
      const gateway = block.getByRole('button', { name: text.gateway });
      await expect(gateway).toBeVisible();
      await expectHydrated(gateway);

      // Armed: the wheel over the map scrolls the page.
      const box = (await map.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const before = await scrollY(page);
      await page.mouse.wheel(0, 200);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(before);

      // Opened: the map takes the wheel (it zooms) and the page stays where it is.
      await block.scrollIntoViewIfNeeded();
      await gateway.click();
      await expect(gateway).toHaveCount(0);
      await expect(map).toHaveAttribute('data-interactive', 'true');
      await expect(map).toBeFocused();
      const box2 = (await map.boundingBox())!;
      await page.mouse.move(box2.x + box2.width / 2, box2.y + box2.height / 2);
      const still = await scrollY(page);
      await page.mouse.wheel(0, -200);
      // A wheel the page took would have scrolled it by the next frames.
      await afterFrames(page);
      expect(await scrollY(page)).toBe(still);

      // Out of view and back: armed again.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(block.locator('[data-gateway]')).toHaveAttribute('data-gateway', 'armed');
      await block.scrollIntoViewIfNeeded();
      await expect(block.getByRole('button', { name: text.gateway })).toBeVisible();
      await expect(map).toHaveAttribute('data-interactive', 'false');
      await expectAxeClean(page);
      expectNoConsoleErrors(consoleErrors);
    });

    test('brokers page: the hero members search leads to the member cards filtered by name', async ({ page, site, consoleErrors }) => {
      // The slides' autoplay and its pause control are there for visitors who accept motion.
      await acceptMotion(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(agency(site.url, text.brokers));
      await expect(page.getByRole('heading', { level: 1, name: text.heroTitle })).toBeVisible();
      const hero = page.locator('[data-block-type="hero_members_search_block"]');
      await expect(hero.getByTestId('member-slide')).toHaveCount(10);
      await expect(hero.getByRole('region').getByRole('button', { name: text.pause })).toBeVisible();
      // A plain GET form: it works before hydration too.
      const form = page.getByRole('search', { name: text.search });
      await form.getByRole('searchbox', { name: text.searchBox }).fill('thibodeau');
      await form.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${text.brokers}\\?name=thibodeau$`));
      const cards = page.locator('[data-block-type="member_cards_block"]').first();
      const nameFilter = cards.getByRole('searchbox', { name: text.nameFilter });
      await expectHydrated(nameFilter);
      await expect(nameFilter).toHaveValue('thibodeau');
      await expect(cards.getByRole('article')).toHaveCount(1);
      await expect(cards.getByRole('article')).toContainText('Émilie Thibodeau');
      await expect(cards.getByRole('status')).toHaveText(locale === 'fr' ? '1 courtier' : '1 broker');
      // Clearing the search shows every broker again.
      await nameFilter.fill('');
      await expect(cards.getByRole('status')).toHaveText(text.showing(16, 24));
      await expectAxeClean(page);
      expectNoConsoleErrors(consoleErrors);
    });

    for (const width of [375, 1440]) {
      test(`at ${width} px: the brokers page's hero search and the home's members carousel axe clean; screenshots of them and of the contact page's map`, async ({ page, site }) => {
        // The carousels' autoplay and its pause control are there for visitors who accept motion.
        await acceptMotion(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(agency(site.url, text.contact));
        const block = coordinatesMap(page);
        await block.scrollIntoViewIfNeeded();
        await expect(block.locator('path.leaflet-interactive')).toHaveCount(3);
        await expect(block.getByRole('button', { name: text.gateway })).toBeVisible();
        await screenshot(block, `people-maps-coordinates-${locale}-${width}`);

        await page.goto(agency(site.url, text.brokers));
        const hero = page.locator('[data-block-type="hero_members_search_block"]');
        await expect(hero.getByTestId('member-slide').first()).toBeVisible();
        await pauseCarousel(hero, text.pause);
        await screenshot(hero, `people-maps-hero-search-${locale}-${width}`);
        await expectAxeClean(page, '[data-block-type="hero_members_search_block"]');

        await page.goto(agency(site.url, text.home));
        const carousel = page.locator('[data-block-type="members_carousel_block"]');
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel.getByRole('region', { name: text.carouselTitle })).toBeVisible();
        await pauseCarousel(carousel, text.pause);
        await screenshot(carousel, `people-maps-members-carousel-${locale}-${width}`);
        await expectAxeClean(page, '[data-block-type="members_carousel_block"]');
      });
    }
  });
}
