/**
 * People blocks in Chromium, both languages: the agency home's testimonial cards (full testimony
 * in a popup closed with Escape, page scroll locked meanwhile), the broker home's testimonial list
 * (read more / read less, show more), the agency team's modal opened from the keyboard, the
 * partners page's tag filter, show more and bank filter; axe on every page touched; screenshots at
 * 375 and 1440 px.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, expectHydrated, expectNoConsoleErrors, screenshot, SCREENSHOTS, settle, test } from './fixtures';

const TEXT = {
  fr: {
    home: '/fr',
    about: '/fr/a-propos',
    partners: '/fr/partenaires',
    testimonialsTitle: 'Ce que nos clients disent de nous',
    readFull: /Lire le témoignage complet/,
    brokerTestimonials: 'Ils ont vendu ou acheté avec Julie',
    readMore: 'Lire la suite',
    readLess: 'Réduire',
    showMoreTestimonials: /Voir plus de témoignages/,
    teamTitle: 'Des courtiers qui habitent la région',
    showMoreTeam: /Voir plus\s*— Isabelle Fortin/,
    filters: 'Filtrer les partenaires par catégorie',
    legal: 'Juridique',
    all: 'Tous',
    showMorePartners: /Voir plus de partenaires/,
    bankFilter: 'Filtrer par nom',
  },
  en: {
    home: '/en',
    about: '/en/about',
    partners: '/en/partners',
    testimonialsTitle: 'What our clients say about us',
    readFull: /Read the full testimony/,
    brokerTestimonials: 'They sold or bought with Julie',
    readMore: 'Read more',
    readLess: 'Read less',
    showMoreTestimonials: /Show more testimonials/,
    teamTitle: 'Brokers who live in the region',
    showMoreTeam: /Show more\s*— Isabelle Fortin/,
    filters: 'Filter partners by category',
    legal: 'Legal',
    all: 'All',
    showMorePartners: /Show more partners/,
    bankFilter: 'Filter by name',
  },
} as const;

/** The agency site answers on agence.localhost (Chromium resolves *.localhost to the loopback). */
function agencyUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(baseURL!);
  url.hostname = 'agence.localhost';
  url.pathname = path;
  return url.toString();
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

/** Waits until the dialog holds the focus, as a keyboard user sees it before pressing a key. */
async function expectFocusInside(dialog: ReturnType<Page['getByRole']>) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

for (const locale of ['fr', 'en'] as const) {
  const text = TEXT[locale];

  test.describe(`people blocks (${locale})`, () => {
    test('agency home: a full testimony opens in a popup that locks page scroll and closes with Escape', async ({ page, baseURL, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(agencyUrl(baseURL, text.home));
      const section = page.locator('section').filter({ has: page.getByRole('heading', { name: text.testimonialsTitle }) });
      await section.scrollIntoViewIfNeeded();
      const readFull = section.getByRole('button', { name: text.readFull }).first();
      await expect(readFull).toBeVisible();
      await expectHydrated(readFull);
      await readFull.click();
      const dialog = page.getByRole('dialog', { name: 'Geneviève Bouchard' });
      await expect(dialog).toBeVisible();
      await expect.poll(() => bodyOverflow(page)).toBe('hidden');
      await expectFocusInside(dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(readFull).toBeFocused();
      await expect.poll(() => bodyOverflow(page)).toBe('');
      await expectAxeClean(page);
      expectNoConsoleErrors(consoleErrors);
    });

    test('broker home: a long testimony folds with read more / read less; show more reveals all', async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(text.home);
      const section = page.locator('section').filter({ has: page.getByRole('heading', { name: text.brokerTestimonials }) });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByTestId('testimonial')).toHaveCount(3);
      const first = section.getByTestId('testimonial').first();
      const quote = first.locator('blockquote');
      await expect(quote).toHaveCSS('max-height', '256px');
      await expectHydrated(first.getByRole('button', { name: text.readMore }));
      await first.getByRole('button', { name: text.readMore }).click();
      await expect(first.getByRole('button', { name: text.readLess })).toHaveAttribute('aria-expanded', 'true');
      await expect(quote).toHaveCSS('max-height', 'none');
      await first.getByRole('button', { name: text.readLess }).click();
      await expect(quote).toHaveCSS('max-height', '256px');
      await section.getByRole('button', { name: text.showMoreTestimonials }).click();
      await expect(section.getByTestId('testimonial')).toHaveCount(5);
      await expect(section.getByTestId('testimonial').nth(3)).toBeFocused();
      expectNoConsoleErrors(consoleErrors);
    });

    test('agency about: a team member’s modal opens from the keyboard and closes with Escape', async ({ page, baseURL, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(agencyUrl(baseURL, text.about));
      const region = page.getByRole('region', { name: text.teamTitle });
      await region.scrollIntoViewIfNeeded();
      const more = region.getByRole('button', { name: text.showMoreTeam });
      await expect(more).toBeVisible();
      await expectHydrated(more);
      await more.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Isabelle Fortin' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('isabelle.fortin@exemple.ca');
      await expect.poll(() => bodyOverflow(page)).toBe('hidden');
      await expectFocusInside(dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(more).toBeFocused();
      await expect.poll(() => bodyOverflow(page)).toBe('');
      await expectAxeClean(page);
      expectNoConsoleErrors(consoleErrors);
    });

    test('partners page: tag filter, show more, bank filter; axe clean', async ({ page, baseURL, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const response = await page.goto(agencyUrl(baseURL, text.partners));
      expect(response?.status()).toBe(200);
      const partners = page.getByTestId('partner');
      await expect(partners).toHaveCount(6);
      const filters = page.getByRole('group', { name: text.filters });
      await filters.getByRole('button', { name: text.legal }).click();
      await expect(filters.getByRole('button', { name: text.legal })).toHaveAttribute('aria-pressed', 'true');
      await expect(partners).toHaveCount(2);
      await expect(partners.nth(0)).toContainText('Notaires Rivière-du-Nord');
      await expect(partners.nth(1)).toContainText('Gagné Lapierre');
      await filters.getByRole('button', { name: text.all }).click();
      await expect(partners).toHaveCount(6);
      await page.getByRole('button', { name: text.showMorePartners }).click();
      await expect(partners).toHaveCount(8);

      await page.getByRole('searchbox', { name: text.bankFilter }).fill('horizon');
      await expect(page.getByTestId('bank-partner')).toHaveCount(1);
      await expect(page.getByTestId('bank-partner')).toContainText('Banque Horizon Nord');
      await page.getByRole('searchbox', { name: text.bankFilter }).fill('');
      await expect(page.getByTestId('bank-partner')).toHaveCount(3);
      await expectAxeClean(page);
      expectNoConsoleErrors(consoleErrors);
    });

    for (const width of [375, 1440]) {
      test(`at ${width} px: the partners page without overflow; screenshots of the testimonials (agency and broker), statistics, rewards, team and partners`, async ({ page, baseURL }) => {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
        // Pages visited only for their pictures: their blocks are tested above, and axe reads the
        // whole agency home at both widths in heroes.spec.ts.
        if (SCREENSHOTS) {
          await page.goto(agencyUrl(baseURL, text.home));
          await settle(page);
          const agencyTestimonials = page.locator('section').filter({ has: page.getByRole('heading', { name: text.testimonialsTitle }) });
          await screenshot(agencyTestimonials, `people-agency-testimonials-${locale}-${width}`);
          await screenshot(page.getByTestId('statistics'), `people-agency-statistics-${locale}-${width}`);
          const rewards = page.locator('section').filter({ has: page.getByTestId('reward') });
          await screenshot(rewards, `people-agency-rewards-${locale}-${width}`);

          await page.goto(text.home);
          await settle(page);
          const brokerTestimonials = page.locator('section').filter({ has: page.getByRole('heading', { name: text.brokerTestimonials }) });
          await screenshot(brokerTestimonials, `people-broker-testimonials-${locale}-${width}`);

          await page.goto(agencyUrl(baseURL, text.about));
          await settle(page);
          await screenshot(page.getByRole('region', { name: text.teamTitle }), `people-team-${locale}-${width}`);
        }

        await page.goto(agencyUrl(baseURL, text.partners));
        await settle(page);
        await screenshot(page, `people-partners-${locale}-${width}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
