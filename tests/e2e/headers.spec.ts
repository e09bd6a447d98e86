/**
 * The headers end to end (spec 000 §4 "Headers", §9 header heights and megamenu sizes): the agency
 * home's megamenu over its hero slider (transparent, then solid on scroll), the megamenu by mouse
 * and by keyboard (and for a mouse coming from a block not yet live), the mobile menu, axe, and screenshots of the header closed and open at 375 and
 * 1440 px in both languages. The agency site answers on `agence.localhost`.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, expectHydrated, expectNoConsoleErrors, holdFiles, PAGE_CODE, screenshot, shown, test } from './fixtures';

const agency = (url: string) => url.replace('127.0.0.1', 'agence.localhost');

const TEXT = {
  fr: { properties: 'Propriétés', team: 'Notre équipe', open: 'Ouvrir le menu', nav: 'Navigation principale', title: 'Votre prochain chez-soi dans les Laurentides' },
  en: { properties: 'Properties', team: 'Our team', open: 'Open menu', nav: 'Main navigation', title: 'Your next home in the Laurentians' },
} as const;

const header = (page: Page) => page.locator('header[data-kind]');

test('an entry opens its megamenu for a mouse coming from a block whose code has not arrived (fr)', async ({ page, baseURL, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A broker's profile opens on its hero, which only shows: its code waits for the visitor, and is held here.
  await holdFiles(page, /\/assets\/HeroProfilePage-[^/]+\.js$/);
  await page.goto(agency(`${baseURL}/fr/courtiers/emilie-thibodeau`));
  const toggle = page.getByRole('button', { name: TEXT.fr.properties, exact: true });
  await expectHydrated(toggle);
  const hero = page.locator('[data-block-type="hero_profile_page"]');
  await hero.hover();
  await toggle.hover();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(hero).not.toHaveAttribute('data-live');
  expectNoConsoleErrors(consoleErrors);
});

for (const locale of ['fr', 'en'] as const) {
  const text = TEXT[locale];

  test.describe(`agency megamenu header (${locale})`, () => {
    test('is transparent over the hero slider, then solid once scrolled, without moving the page', async ({ page, baseURL, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(agency(`${baseURL}/${locale}`));
      await expect(header(page)).toHaveAttribute('data-kind', 'megamenu');
      await expect(header(page)).toHaveAttribute('data-transparent', 'true');
      await expect(header(page)).toHaveAttribute('data-scheme', 'inverted');
      expect(await header(page).evaluate((el) => el.getBoundingClientRect().height)).toBe(197);
      // The hero extends under the header: it starts at the top of the page.
      const heroTop = await page.locator('[data-hero], section').first().evaluate((el) => el.getBoundingClientRect().top);
      expect(heroTop).toBe(0);
      await page.mouse.wheel(0, 600);
      await expect(header(page)).toHaveAttribute('data-transparent', 'false');
      await expect(header(page)).toHaveAttribute('data-scheme', 'normal');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(header(page)).toHaveAttribute('data-transparent', 'true');
      expect(await page.locator('main').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
      expectNoConsoleErrors(consoleErrors);
    });

    test('a mouse resting on an entry while the page loads gets its megamenu once the header is live', async ({ page, baseURL, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const entry = await holdFiles(page, PAGE_CODE);
      await page.goto(agency(`${baseURL}/${locale}`), { waitUntil: 'domcontentloaded' });
      const toggle = page.getByRole('button', { name: text.properties, exact: true });
      await toggle.hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      entry.release();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel.getByText(text.title)).toBeVisible();
      // The entry it did not rest on stays closed; leaving closes the open one.
      await expect(page.locator('header button[aria-expanded="true"]')).toHaveCount(1);
      await page.mouse.move(5, 600);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expectNoConsoleErrors(consoleErrors);
    });

    test('opens the megamenu by mouse and by keyboard', async ({ page, baseURL, consoleErrors }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(agency(`${baseURL}/${locale}`));
      const toggle = page.getByRole('button', { name: text.properties, exact: true });
      // One pointer move: it must reach the header once its code is here.
      await expectHydrated(toggle);
      await toggle.hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel.getByText(text.title)).toBeVisible();
      await expect(header(page)).toHaveAttribute('data-transparent', 'false');
      const box = await panel.locator('> div').boundingBox();
      expect(Math.round(box!.width)).toBe(1000);
      await screenshot(page, `header-megamenu-open-${locale}-1440`, { fullPage: false });
      // The pointer travels from the entry into the panel without closing it.
      await page.mouse.move(box!.x + box!.width / 2, box!.y + 40, { steps: 8 });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await panel.getByRole('link', { name: text.team }).click();
      await expect(page).toHaveURL(/\/(fr\/a-propos|en\/about)$/);

      await page.goto(agency(`${baseURL}/${locale}`));
      await page.mouse.move(5, 600);
      const again = page.getByRole('button', { name: text.properties, exact: true });
      await again.focus();
      await page.keyboard.press('Enter');
      await expect(again).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(again).toHaveAttribute('aria-expanded', 'false');
      await expect(again).toBeFocused();
      await page.keyboard.press('Space');
      await expect(again).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.click(5, 850);
      await expect(again).toHaveAttribute('aria-expanded', 'false');
      expectNoConsoleErrors(consoleErrors);
    });

    test('opens the mobile menu, keeps focus inside and closes on Escape', async ({ page, baseURL, consoleErrors }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(agency(`${baseURL}/${locale}`));
      await expect(header(page)).toHaveAttribute('data-transparent', 'true');
      await screenshot(page, `header-megamenu-closed-${locale}-375`, { fullPage: false });
      const toggle = page.getByRole('button', { name: text.open });
      await toggle.click();
      const dialog = page.getByRole('dialog', { name: text.nav });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: text.team }).first()).toBeVisible();
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await screenshot(page, `header-megamenu-open-${locale}-375`, { fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
      expectNoConsoleErrors(consoleErrors);
    });

    test('is accessible closed and scrolled, with screenshots at 1440', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(agency(`${baseURL}/${locale}`));
      await shown(page);
      await screenshot(page, `header-megamenu-closed-${locale}-1440`, { fullPage: false });
      // The header over the hero (the whole page is read at this width in heroes.spec.ts).
      expect(await axeViolations(page, { include: ['header[data-kind]'] })).toEqual([]);
      await page.mouse.wheel(0, 900);
      await page.mouse.wheel(0, -200);
      await expect(header(page)).toHaveAttribute('data-transparent', 'false');
      await screenshot(page, `header-megamenu-solid-${locale}-1440`, { fullPage: false, animations: 'disabled' });
    });
  });

  test(`agency header keeps its layout whatever order the stylesheets arrive in (${locale})`, async ({ page, baseURL }) => {
    const cta = locale === 'fr' ? 'Nous joindre' : 'Contact us';
    // A lazily loaded chunk can insert the shared parts' stylesheet after the header's: play that
    // order (and the opposite one) and check what a visitor sees at each width.
    for (const order of ['reversed', 'served'] as const) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(agency(`${baseURL}/${locale}`));
      if (order === 'reversed') {
        await page.evaluate(() => {
          const sheets = [...document.querySelectorAll('link[rel="stylesheet"], style')].reverse();
          for (const sheet of sheets) document.head.appendChild(sheet);
        });
      }
      const bar = header(page);
      await expect(bar.getByRole('button', { name: cta, exact: true })).toBeHidden();
      const toggle = bar.getByRole('button', { name: text.open });
      await expect(toggle).toBeInViewport({ ratio: 1 });
      // The agency's header asks for the franchise logo beside its own (`show_remax_logo`).
      await expect(bar.locator('img[src$="franchise-balloon.svg"]')).toBeInViewport({ ratio: 1 });

      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(toggle).toBeHidden();
      await expect(bar.getByRole('button', { name: cta, exact: true })).toBeVisible();
      // Neighbouring menu entries keep clear space between their words.
      const gaps = await bar.getByRole('navigation', { name: text.nav }).locator('ul').first().evaluate((list) => {
        const boxes = [...list.children].map((item) => {
          const range = document.createRange();
          range.selectNodeContents(item.querySelector('a, button')!);
          const rects = [...range.getClientRects()];
          return { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) };
        });
        return boxes.slice(1).map((box, i) => Math.round(box.left - boxes[i]!.right));
      });
      expect(gaps.length).toBeGreaterThan(3);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16);
    }
  });

  test(`broker classic header follows the page's first block (${locale})`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseURL}/${locale}`);
    const first = await page.locator('main > *').first().getAttribute('data-block-type');
    const kind = header(page);
    await expect(kind).toHaveAttribute('data-kind', 'classic');
    await expect(kind.locator('img[src$="franchise-balloon.svg"]')).toHaveCount(0);
    // The broker site keeps its search hero: transparent only if the page opens on a hero.
    await expect(kind).toHaveAttribute('data-transparent', first && first.startsWith('hero') ? 'true' : 'false');
    await screenshot(page, `header-classic-closed-${locale}-1440`, { fullPage: false });
  });
}

const CONTACT = {
  fr: { cta: 'Nous joindre', title: 'Contactez-nous', office: /Bureau de Mont-Tremblant/, back: 'Retour à la liste', to: 'Destinataire : Bureau de Mont-Tremblant', first: /^Prénom/, last: /^Nom/, email: /^Adresse courriel/, send: /^envoyer$/i, sent: /Demande envoyée ?!/ },
  en: { cta: 'Contact us', title: 'Contact us', office: /Mont-Tremblant office/, back: 'Back to the list', to: 'To: Mont-Tremblant office', first: /^First name/, last: /^Last name/, email: /^Email address/, send: /^send$/i, sent: /Request sent!/ },
} as const;

for (const locale of ['fr', 'en'] as const) {
  const c = CONTACT[locale];
  test(`the agency's contact-us list sends a lead to the chosen office (${locale})`, async ({ page, site, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(agency(`${site.url}/${locale}`));
    const cta = header(page).getByRole('button', { name: c.cta, exact: true });
    await cta.click();
    const dialog = page.getByRole('dialog', { name: c.title });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow + getComputedStyle(document.body).overflow)).toContain('hidden');
    await screenshot(page, `contact-us-list-${locale}-1440`, { fullPage: false });
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes and gives the focus back to the call to action.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();

    await cta.click();
    await dialog.getByRole('button', { name: c.office }).click();
    await expect(dialog.getByTestId('contact-modal-addressee')).toHaveText(c.to);
    await expect(dialog.getByRole('button', { name: c.back })).toBeFocused();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    const send = dialog.getByRole('button', { name: c.send });
    await expect(send).toBeEnabled();
    const email = `contact-us-${locale}-${Date.now()}@example.ca`;
    await dialog.getByRole('textbox', { name: c.first }).fill('Mathieu');
    await dialog.getByRole('textbox', { name: c.last }).fill('Gagnon');
    await dialog.getByRole('textbox', { name: c.email }).fill(email);
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('Nous cherchons un chalet au bord du lac Tremblay.');
    await screenshot(page, `contact-us-form-${locale}-1440`, { fullPage: false });
    await send.click();
    await expect(page.getByText(c.sent).first()).toBeVisible();
    const leads = await site.query<{ payload: Record<string, unknown> }>("select payload from leads where payload->>'email' = $1", [email]);
    expect(leads).toHaveLength(1);
    expect(leads[0].payload).toMatchObject({ recipient_type: 'office', recipient_slug: 'mont-tremblant' });
    expectNoConsoleErrors(consoleErrors);
  });
}
