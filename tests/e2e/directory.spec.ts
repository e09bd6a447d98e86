/**
 * The agency's directory end to end, in French and English (agence.localhost, which Chromium
 * resolves to this machine): filter the brokers by office and load more, open a broker's profile
 * (profile hero, biography, contact form addressed to them), pick an office from the list and see
 * it on the map (tiles stubbed); axe clean; screenshots at 375 and 1440 px of the brokers page, a
 * profile and the offices page.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, expectNoConsoleErrors, screenshot, SCREENSHOTS, test, untilQuiet } from './fixtures';

const PAGES = {
  fr: { brokers: '/fr/courtiers', profile: '/fr/courtiers/emilie-thibodeau', offices: '/fr/bureaux' },
  en: { brokers: '/en/brokers', profile: '/en/brokers/emilie-thibodeau', offices: '/en/offices' },
} as const;
const TEXT = {
  fr: { office: 'Bureau', longueuil: 'Vieux-Longueuil', more: 'Afficher plus', showing: (n: number, t: number) => `${n} courtiers affichés sur ${t}`, write: 'Écrire à Émilie', about: 'À propos d’Émilie', selected: 'Bureau sélectionné' },
  en: { office: 'Office', longueuil: 'Old Longueuil', more: 'Show more', showing: (n: number, t: number) => `Showing ${n} of ${t} brokers`, write: 'Write to Émilie', about: 'About Émilie', selected: 'Selected office' },
} as const;

/** The agency site on the same server. */
const agency = (url: string, path: string) => url.replace('127.0.0.1', 'agence.localhost') + path;

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page, { exclude: ['.leaflet-container'] })).toEqual([]);
}

const brokersBlock = (page: Page) => page.locator('[data-block-type="member_cards_block"]').first();

for (const locale of ['fr', 'en'] as const) {
  const text = TEXT[locale];

  test.describe(`directory (${locale})`, () => {
    test('brokers: filter by office goes back to the first page; load more by button and by scrolling', async ({ page, site, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(agency(site.url, PAGES[locale].brokers));
      const block = brokersBlock(page);
      await expect(block.getByRole('article')).toHaveCount(16);
      await expect(block.getByRole('status')).toHaveText(text.showing(16, 24));
      // Scrolling to the trigger loads the next page.
      await block.getByRole('button', { name: text.more }).scrollIntoViewIfNeeded();
      await expect(block.getByRole('article')).toHaveCount(24);
      await expect(block.getByRole('button', { name: text.more })).toHaveCount(0);
      // An office: back to page 1 of its 8 brokers.
      await block.getByLabel(text.office, { exact: true }).selectOption({ label: text.longueuil });
      await expect(block.getByRole('article')).toHaveCount(8);
      await expect(block.getByRole('status')).toHaveText(text.showing(8, 8));
      await expect(block.getByRole('article').first()).toContainText('Émilie Thibodeau');
      await expectAxeClean(page);
      expectNoConsoleErrors(consoleErrors);
    });

    test('brokers on a phone: 6 per page, the button loads 6 more', async ({ page, site, consoleErrors }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(agency(site.url, PAGES[locale].brokers));
      const block = brokersBlock(page);
      await expect(block.getByRole('article')).toHaveCount(6);
      await block.getByRole('button', { name: text.more }).click();
      await expect(block.getByRole('article')).toHaveCount(12);
      expectNoConsoleErrors(consoleErrors);
    });

    test('a broker card opens the profile: hero, biography and a contact form addressed to the broker', async ({ page, site, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(agency(site.url, PAGES[locale].brokers));
      // On the agency's site each broker's portrait carries the franchise's balloon.
      const card = brokersBlock(page).getByRole('article').filter({ hasText: 'Émilie Thibodeau' });
      await expect(card.locator('[data-franchise-badge] img[src$="franchise-balloon.svg"]')).toBeVisible();
      await brokersBlock(page).getByRole('link', { name: 'Émilie Thibodeau' }).click();
      await expect(page).toHaveURL(new RegExp(`${PAGES[locale].profile}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Émilie Thibodeau' })).toBeVisible();
      await expect(page.locator('[data-block-type="hero_profile_page"] [data-franchise-badge] img[src$="franchise-balloon.svg"]')).toHaveAttribute('alt', '');
      await expect(page.getByRole('heading', { name: text.about, exact: true })).toBeVisible();
      // Her testimonials, between the biography and the form.
      await expect(page.locator('[data-block-type="testimonials_list_block"]')).toContainText('François et Annie');
      await expect(page.locator('[data-block-type="contact_form_block"]')).toContainText('Émilie Thibodeau');
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect([jsonLd].flat().some((item: { '@type'?: string; name?: string }) => item['@type'] === 'RealEstateAgent' && item.name === 'Émilie Thibodeau')).toBe(true);
      await expectAxeClean(page);
      expectNoConsoleErrors(consoleErrors);
    });

    test('offices: picking an office in the list opens its popup on the map', async ({ page, site, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(agency(site.url, PAGES[locale].offices));
      const block = page.locator('[data-block-type="offices_map_block"]');
      await expect(block.locator('.leaflet-container')).toBeVisible();
      await expect(block.locator('path.leaflet-interactive')).toHaveCount(3);
      const list = block.getByRole('list', { name: locale === 'fr' ? 'Liste des bureaux' : 'List of offices' });
      await list.getByRole('button', { name: text.longueuil }).click();
      await expect(list.getByRole('button', { name: text.longueuil })).toHaveAttribute('aria-pressed', 'true');
      const popup = block.getByTestId('office-popup');
      await expect(popup).toContainText(text.longueuil);
      await expect(popup).toContainText('450 555-0150');
      await expect(popup.getByRole('link', { name: locale === 'fr' ? 'Itinéraire' : 'Directions' })).toHaveAttribute('href', /destination=45\.538380,-73\.511420/);
      await expect(block.getByRole('status')).toContainText(text.longueuil);
      // The directors and the office staff are no brokers: no franchise balloon on their portraits.
      await expect(page.locator('[data-block-type="member_cards_block"] article').first()).toBeAttached();
      await expect(page.locator('[data-block-type="member_cards_block"] [data-franchise-badge]')).toHaveCount(0);
      await expectAxeClean(page);
      expectNoConsoleErrors(consoleErrors);
    });

    test('screenshots at 375 and 1440 px: brokers, a profile, the offices', async ({ page, site }) => {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, path] of Object.entries(PAGES[locale])) {
          await page.goto(agency(site.url, path));
          if (name === 'offices') {
            await page.locator('[data-block-type="offices_map_block"] [data-map-state]').scrollIntoViewIfNeeded();
            await expect(page.locator('[data-block-type="offices_map_block"] .leaflet-container')).toBeVisible();
          }
          if (!SCREENSHOTS) continue;
          // Portraits fade in once in view: show the whole page in the viewport and let them appear.
          await untilQuiet(page);
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ width, height });
          await screenshot(page, `directory-${name}-${locale}-${width}`);
          await page.setViewportSize({ width, height: 900 });
        }
      }
    });
  });
}
