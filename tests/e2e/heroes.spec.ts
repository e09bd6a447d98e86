/**
 * The hero family end to end (spec 001 §2 hero blocks, §4 hero slider, §9 autoplay 8000 ms): the
 * agency home's slider (autoplay, pause on hover and focus, keyboard), the free-valuation landing
 * page's form, axe, and screenshots of every hero at 375 and 1440 px in both languages.
 *
 * The agency site answers on `agence.localhost` (Chromium resolves every `*.localhost` to the
 * loopback). The heroes that no seeded page uses are shown on pages made from their demos through
 * the CMS API.
 */
import type { Browser, Page } from '@playwright/test';
import { getBlockSchema } from '../../src/blocks/schemas';
import { acceptMotion, axeViolations, expect, expectHydrated, expectNoConsoleErrors, holdFiles, layoutShifts, PAGE_CODE, screenshot, settle, shown, signInAsAdmin, test } from './fixtures';

const agency = (url: string) => url.replace('127.0.0.1', 'agence.localhost');

const status = (page: Page) => page.getByTestId('hero-slider-status');

test.describe('hero slider on the agency home', () => {
  for (const locale of ['fr', 'en'] as const) {
    const t =
      locale === 'fr'
        ? {
            region: 'À la une',
            next: 'Diapositive suivante',
            previous: 'Diapositive précédente',
            pause: 'Mettre le défilement automatique en pause',
            s1: 'Diapositive 1 sur 3',
            s2: 'Diapositive 2 sur 3',
            s3: 'Diapositive 3 sur 3',
            title1: 'Votre chalet dans les Laurentides',
            title2: 'La maison familiale, à 30 minutes de Montréal',
          }
        : {
            region: 'Featured',
            next: 'Next slide',
            previous: 'Previous slide',
            pause: 'Pause automatic sliding',
            s1: 'Slide 1 of 3',
            s2: 'Slide 2 of 3',
            s3: 'Slide 3 of 3',
            title1: 'Your chalet in the Laurentians',
            title2: 'The family home, 30 minutes from Montréal',
          };

    test(`autoplay advances every 8 s and pauses on hover and focus (${locale})`, async ({ page, site, consoleErrors }) => {
      // Autoplay is for visitors who accept motion (the suite runs with reduced motion).
      await acceptMotion(page);
      await page.clock.install();
      await page.goto(`${agency(site.url)}/${locale}`);
      const slider = page.getByRole('region', { name: t.region });
      await expect(slider).toHaveAttribute('data-autoplay', 'running');
      await expect(page.getByRole('heading', { level: 1, name: t.title1 })).toBeVisible();
      await expect(status(page)).toHaveText(new RegExp(`^${t.s1}`));

      await page.clock.runFor(8100);
      await expect(status(page)).toHaveText(new RegExp(`^${t.s2}`));
      await expect(page.getByRole('heading', { name: t.title2 })).toBeVisible();

      // Hover pauses for as long as the pointer stays.
      await slider.hover({ position: { x: 200, y: 200 } });
      await expect(slider).toHaveAttribute('data-autoplay', 'paused');
      await page.clock.runFor(20_000);
      await expect(status(page)).toHaveText(new RegExp(`^${t.s2}`));
      await page.mouse.move(5, 5);
      await expect(slider).toHaveAttribute('data-autoplay', 'running');
      await page.clock.runFor(8100);
      await expect(status(page)).toHaveText(new RegExp(`^${t.s3}`));

      // Focus inside pauses too.
      await slider.getByRole('button', { name: t.pause }).focus();
      await expect(slider).toHaveAttribute('data-autoplay', 'paused');
      await page.clock.runFor(20_000);
      await expect(status(page)).toHaveText(new RegExp(`^${t.s3}`));
      expectNoConsoleErrors(consoleErrors);
    });

    test(`is operable from the keyboard and announces the slide (${locale})`, async ({ page, site }) => {
      // The visitor tabs into the slider before the page's code has arrived (React is not there
      // to see the focus): once live, it must not autoplay under their focus.
      const code = await holdFiles(page, PAGE_CODE);
      await page.goto(`${agency(site.url)}/${locale}`);
      const slider = page.getByRole('region', { name: t.region });
      const next = slider.getByRole('button', { name: t.next, exact: true });
      await next.focus();
      code.release();
      await expectHydrated(next);
      await expect(slider).toHaveAttribute('data-autoplay', 'paused');
      await page.keyboard.press('Enter');
      await expect(status(page)).toHaveText(new RegExp(`^${t.s2}`));
      await expect(status(page)).toHaveAttribute('aria-live', 'polite');
      await page.keyboard.press('ArrowRight');
      await expect(status(page)).toHaveText(new RegExp(`^${t.s3}`));
      await page.keyboard.press('ArrowRight');
      await expect(status(page)).toHaveText(new RegExp(`^${t.s1}`));
      await page.keyboard.press('ArrowLeft');
      await expect(status(page)).toHaveText(new RegExp(`^${t.s3}`));
      await slider.getByRole('button', { name: t.previous }).press('Space');
      await expect(status(page)).toHaveText(new RegExp(`^${t.s2}`));
      // Hidden slides are out of the tab order: the active slide's links come first.
      await expect(slider.locator('[data-active="true"]')).toHaveAttribute('aria-label', t.s2);
      await expect(slider.locator('[data-active="false"]').first()).toHaveAttribute('inert', '');
    });

    test(`does not autoplay with reduced motion (${locale})`, async ({ page, site }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto(`${agency(site.url)}/${locale}`);
      const slider = page.getByRole('region', { name: t.region });
      await expect(slider.getByRole('button', { name: t.next, exact: true })).toBeVisible();
      await page.clock.runFor(30_000);
      await expect(status(page)).toHaveText(new RegExp(`^${t.s1}`));
      await expect(slider.getByRole('button', { name: t.pause })).toHaveCount(0);
    });
  }

  test('the home page has no layout shift from the slider and its first image has high priority', async ({ page, site }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${agency(site.url)}/fr`);
    const first = page.locator('[data-active="true"] img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await settle(page);
    const { total: cls } = await layoutShifts(page);
    expect(cls).toBeLessThan(0.1);
  });
});

test.describe('hero slider screenshots and axe', () => {
  for (const locale of ['fr', 'en'] as const) {
    for (const width of [1440, 375]) {
      test(`agency home ${locale} ${width}px: axe clean, no horizontal overflow`, async ({ page, site, consoleErrors }) => {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
        await page.goto(`${agency(site.url)}/${locale}`);
        await settle(page);
        await screenshot(page, `hero-slider-${locale}-${width}`, { fullPage: false });
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expectNoConsoleErrors(consoleErrors);
      });
    }
  }
});

test.describe('landing page hero on the agency site', () => {
  for (const locale of ['fr', 'en'] as const) {
    const t =
      locale === 'fr'
        ? {
            path: '/fr/evaluation-gratuite',
            title: 'Combien vaut votre propriété dans les Laurentides ?',
            form: 'Recevez votre évaluation',
            first: /^Prénom/,
            last: /^Nom/,
            email: /^Adresse courriel/,
            send: /^envoyer$/i,
            sent: /Demande envoyée ?!/,
          }
        : {
            path: '/en/free-valuation',
            title: 'What is your Laurentians property worth?',
            form: 'Get your valuation',
            first: /^First name/,
            last: /^Last name/,
            email: /^Email address/,
            send: /^send$/i,
            sent: /Request sent!/,
          };

    test(`the form beside the title sends a lead (${locale})`, async ({ page, site, consoleErrors }) => {
      await page.goto(`${agency(site.url)}${t.path}`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      const hero = page.locator('[data-hero="hero_landing_page_block"]');
      await expect(hero.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
      const form = page.getByRole('form', { name: t.form });
      const send = form.getByRole('button', { name: t.send });
      await expect(send).toBeEnabled();
      // The message comes prefilled: typed before the form is live, React would set the field's
      // value at hydration and the caret would jump to its end mid-word.
      const message = form.getByRole('textbox', { name: /^Message/ });
      await expectHydrated(message);
      const email = `valuation-${locale}-${Date.now()}@example.ca`;
      await form.getByRole('textbox', { name: t.first }).fill('Chantal');
      await form.getByRole('textbox', { name: t.last }).fill('Bélanger');
      await form.getByRole('textbox', { name: t.email }).fill(email);
      await message.pressSequentially('123, rue des Érables, Prévost');
      await send.click();
      await expect(page.getByText(t.sent)).toBeVisible();
      const leads = await site.query<{ payload: Record<string, unknown> }>("select payload from leads where payload->>'email' = $1", [email]);
      expect(leads).toHaveLength(1);
      expect(leads[0].payload).toMatchObject({ recipient_type: 'agency', recipient_slug: 'groupe-immobilier-laurentides' });
      expect(String(leads[0].payload.message)).toContain('123, rue des Érables, Prévost');
      expectNoConsoleErrors(consoleErrors);
    });
  }

  test('the form card overlaps the foot of the media (64 px on small screens)', async ({ page, site }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${agency(site.url)}/fr/evaluation-gratuite`);
    const hero = page.locator('[data-hero="hero_landing_page_block"]');
    await expect(hero).toHaveAttribute('data-overlap', '64');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(hero).not.toHaveAttribute('data-overlap', '64');
    const overlap = Number(await hero.getAttribute('data-overlap'));
    expect(overlap === 0 || (overlap > 40 && overlap <= 128)).toBe(true);
  });
});

/** Hero blocks shown on demo pages (their schema's demo as the page's first block). */
const DEMO_HEROES = ['hero_block_2', 'hero_block_3', 'hero_block_4', 'hero_content_block_1', 'hero_content_block_2', 'hero_landing_page_block'] as const;

/** Publishes one page per demo hero through the CMS API; returns the French and English paths. */
async function publishDemoPages(browser: Browser, baseURL: string): Promise<Record<string, { fr: string; en: string }>> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page, baseURL);
  const headers = { Origin: baseURL };
  const paths: Record<string, { fr: string; en: string }> = {};
  for (const type of DEMO_HEROES) {
    const schema = getBlockSchema(type)!;
    const slug = `demo-${type.replaceAll('_', '-')}`;
    const created = await page.request.post('/api/cms/pages', { headers, data: { title: { fr: type, en: type }, paths: { fr: `/fr/${slug}`, en: `/en/${slug}` } } });
    expect(created.status(), await created.text()).toBe(201);
    const { page: summary } = await created.json();
    const block = { block_type: type, block_params: schema.demo.block_params ?? {}, fields: schema.demo.fields };
    const saved = await page.request.put(`/api/cms/pages/${summary.id}/draft`, { headers, data: { revision: summary.revision, content: { fields: [block] } } });
    expect(saved.ok(), await saved.text()).toBe(true);
    const published = await page.request.post(`/api/cms/pages/${summary.id}/publish`, { headers, data: { revision: (await saved.json()).revision } });
    expect(published.ok(), await published.text()).toBe(true);
    paths[type] = { fr: `/fr/${slug}`, en: `/en/${slug}` };
  }
  await context.close();
  return paths;
}

test.describe('every hero: axe and screenshots at 375 and 1440 px, fr and en', () => {
  // Published once per server (a test file has its own), by the first test that needs them.
  const published = new Map<string, Promise<Record<string, { fr: string; en: string }>>>();
  const demoPagesOf = (browser: Browser, url: string) => {
    if (!published.has(url)) published.set(url, publishDemoPages(browser, url));
    return published.get(url)!;
  };

  for (const type of DEMO_HEROES) {
    test(`${type}`, async ({ page, browser, site, consoleErrors }) => {
      const demoPaths = await demoPagesOf(browser, site.url);
      for (const locale of ['fr', 'en'] as const) {
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
          await page.goto(demoPaths[type][locale]);
          const hero = page.locator(`[data-hero="${type}"]`);
          await expect(hero).toBeVisible();
          await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(hero.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
          await shown(page);
          await screenshot(page, `${type}-${locale}-${width}`);
          // The hero under test (the header and footer around it are checked on the seeded pages).
          expect(await axeViolations(page, { include: [`[data-hero="${type}"]`] })).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        }
      }
      expectNoConsoleErrors(consoleErrors);
    });
  }
});
