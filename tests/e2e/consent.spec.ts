/**
 * Consent for site scripts (Quebec's Law 25), on the seeded broker site whose settings carry one
 * harmless analytics script (it counts page views in the browser's storage): nothing but
 * necessary scripts runs before the visitor chooses; the banner offers "Refuse all" and "Accept
 * all" with the same weight and "Customize" (a dialog by category), all by keyboard; the choice is
 * kept 12 months, withdrawable from the footer; the "consent manager ready" flag is set once the
 * choice is known; the banner never covers a lead form's submit button and moves nothing on the
 * page; a Google tag gets Consent Mode v2's signals before it runs. Both languages, axe clean.
 */
import type { Page } from '@playwright/test';
import { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY } from '../../src/lib/consentChoice';
import { DEMO_ANALYTICS_KEY } from '../../src/server/seed/brokerSite';
import { axeViolations, E2E_ADMIN, expect, expectNoConsoleErrors, layoutShifts, screenshot, settle, test } from './fixtures';

// Every test here is a first visit unless it says otherwise.
test.use({ consentChoice: null });

const TEXTS = {
  fr: {
    home: '/fr',
    contact: '/fr/contact',
    banner: 'Vos choix de confidentialité',
    refuse: 'Tout refuser',
    accept: 'Tout accepter',
    customize: 'Personnaliser mes choix',
    dialog: 'Préférences de témoins',
    analytics: 'Mesure d’audience',
    save: 'Enregistrer mes choix',
    footer: 'Préférences de témoins',
  },
  en: {
    home: '/en',
    contact: '/en/contact',
    banner: 'Your privacy choices',
    refuse: 'Refuse all',
    accept: 'Accept all',
    customize: 'Customize my choices',
    dialog: 'Cookie preferences',
    analytics: 'Analytics',
    save: 'Save my choices',
    footer: 'Cookie preferences',
  },
} as const;

/** Page views the seeded analytics script counted (null: it never ran). */
const pageViews = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DEMO_ANALYTICS_KEY);
const storedChoice = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null, CONSENT_STORAGE_KEY);
const consentReady = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-consent-ready'));

for (const locale of ['fr', 'en'] as const) {
  const t = TEXTS[locale];

  test(`a first visit asks before any analytics script runs; refusing keeps it off, by keyboard (${locale})`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // The banner's stylesheet (the island's) comes in the page: the manager's code is not held back by a request for it.
    const stylesheetRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/PageIsland-[\w-]+\.css$/.test(request.url())) stylesheetRequests.push(request.url());
    });
    await page.goto(t.home);
    const banner = page.getByRole('region', { name: t.banner });
    await expect(banner).toBeVisible();
    expect(stylesheetRequests).toEqual([]);
    expect(await pageViews(page)).toBeNull();
    expect(await consentReady(page)).toBe(false);
    // "Refuse all" and "Accept all" side by side, the same size and colours.
    const refuse = banner.getByRole('button', { name: t.refuse });
    const accept = banner.getByRole('button', { name: t.accept });
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(Math.abs(refuseBox!.width - acceptBox!.width)).toBeLessThanOrEqual(1);
    expect(refuseBox!.y).toBe(acceptBox!.y);
    const colours = (button: typeof refuse) => button.evaluate((node) => [getComputedStyle(node).backgroundColor, getComputedStyle(node).color, getComputedStyle(node).fontWeight]);
    expect(await colours(refuse)).toEqual(await colours(accept));
    const { total, shifts } = await layoutShifts(page);
    expect(total, `layout shifts:\n${shifts.join('\n')}`).toBeLessThan(0.01);
    await settle(page);
    await screenshot(page, `consent-banner-${locale}-375`);
    expect(await axeViolations(page)).toEqual([]);
    // First in the keyboard order, before the skip link.
    await page.keyboard.press('Tab');
    await expect(refuse).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: locale === 'fr' ? 'enregistrés' : 'saved' })).toHaveCount(1);
    expect(await consentReady(page)).toBe(true);
    expect(await storedChoice(page)).toMatchObject({ version: 1, analytics: false, marketing: false });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-consent-ready', '');
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
    expect(await pageViews(page)).toBeNull();
    expectNoConsoleErrors(consoleErrors);
  });

  test(`accepting runs the analytics script on every page; the footer withdraws it (${locale})`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(t.home);
    const banner = page.getByRole('region', { name: t.banner });
    await screenshot(page, `consent-banner-${locale}-1440`);
    await banner.getByRole('button', { name: t.accept }).click();
    await expect.poll(() => pageViews(page)).toBe('1');
    expect(await consentReady(page)).toBe(true);
    await page.goto(t.contact);
    await expect.poll(() => pageViews(page)).toBe('2');
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
    // Withdrawn from the footer: the page reloads without the script.
    const footerLink = page.locator('footer').getByRole('button', { name: t.footer });
    await footerLink.click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: new RegExp(t.analytics) })).toBeChecked();
    await screenshot(page, `consent-preferences-${locale}-1440`);
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: t.refuse }).click()]);
    await expect(page.locator('html')).toHaveAttribute('data-consent-ready', '');
    expect(await pageViews(page)).toBe('2');
    expect(await storedChoice(page)).toMatchObject({ analytics: false, marketing: false });
    expectNoConsoleErrors(consoleErrors);
  });

  test(`customizing agrees to one category; the dialog is keyboard complete (${locale})`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(t.home);
    const banner = page.getByRole('region', { name: t.banner });
    await banner.getByRole('button', { name: t.customize }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await screenshot(page, `consent-preferences-${locale}-375`);
    // Escape closes it and gives the focus back.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(banner.getByRole('button', { name: t.customize })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: new RegExp(t.analytics) }).check();
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => pageViews(page)).toBe('1');
    expect(await storedChoice(page)).toMatchObject({ analytics: true, marketing: false });
    expectNoConsoleErrors(consoleErrors);
  });

  test(`a choice older than 12 months is asked again (${locale})`, async ({ page, context }) => {
    await context.addInitScript(({ key, decidedAt }) => localStorage.setItem(key, JSON.stringify({ version: 1, analytics: true, marketing: true, decidedAt })), {
      key: CONSENT_STORAGE_KEY,
      decidedAt: Date.now() - CONSENT_MAX_AGE_MS - 24 * 3600 * 1000,
    });
    await page.goto(t.home);
    await expect(page.getByRole('region', { name: t.banner })).toBeVisible();
    expect(await pageViews(page)).toBeNull();
  });

  test(`the banner moves out of the way of a lead form's submit button (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(t.contact);
    const banner = page.getByRole('region', { name: t.banner });
    await expect(banner).toBeVisible();
    const submit = page.locator('main form [type="submit"]').first();
    // The submit button just above the bottom edge of the screen, where the banner sits.
    await submit.evaluate((node) => window.scrollBy(0, node.getBoundingClientRect().bottom - window.innerHeight + 12));
    await expect(banner).toHaveAttribute('data-dock', 'top');
    const [bannerBox, submitBox] = [await banner.boundingBox(), await submit.boundingBox()];
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(submitBox!.y);
    await expect(submit).toBeInViewport();
    await screenshot(page, `consent-banner-docked-${locale}-375`);
    // Back up the page, the banner returns to the bottom.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toHaveAttribute('data-dock', 'bottom');
  });
}

test('a Google tag gets Consent Mode v2: every storage denied before the choice, then the choice, before the tag runs', async ({ page, site, request }) => {
  const headers = { Origin: site.url };
  expect((await request.post(`${site.url}/api/cms/auth/login`, { headers, data: E2E_ADMIN })).status()).toBe(200);
  const settings = (await (await request.get(`${site.url}/api/cms/settings`)).json()) as { revision: number; metadata: { tags: unknown[] } } & Record<string, unknown>;
  const tags = [
    ...settings.metadata.tags,
    { src: 'https://www.googletagmanager.com/gtag/js?id=G-VITRINE', position: 'head', category: 'analytics' },
    { content: "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-VITRINE');", position: 'head', category: 'analytics' },
  ];
  const saved = await request.put(`${site.url}/api/cms/settings`, { headers, data: { ...settings, metadata: { ...settings.metadata, tags } } });
  expect(saved.status()).toBe(200);
  // Google's tag answered locally: it notes what the data layer held when it ran.
  const requested: string[] = [];
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagSaw = (window.dataLayer || []).map(function (entry) { return Array.prototype.slice.call(entry); });' });
  });
  await page.goto('/en');
  await expect(page.getByRole('region', { name: TEXTS.en.banner })).toBeVisible();
  const layer = () => page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)));
  expect(await layer()).toEqual([['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }]]);
  expect(requested).toEqual([]);
  await page.getByRole('region', { name: TEXTS.en.banner }).getByRole('button', { name: TEXTS.en.accept }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagSaw?: unknown[] }).__gtagSaw ?? null)).not.toBeNull();
  const saw = (await page.evaluate(() => (window as unknown as { __gtagSaw: unknown[][] }).__gtagSaw)) as unknown[][];
  expect(saw.slice(0, 2)).toEqual([
    ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }],
    ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
  ]);
  expect(requested).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-VITRINE']);
  await expect.poll(async () => (await layer()).some((entry) => entry[0] === 'config' && entry[1] === 'G-VITRINE')).toBe(true);
});
