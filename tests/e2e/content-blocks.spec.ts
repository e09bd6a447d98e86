/**
 * Content blocks in Chromium, both languages: the FAQ page's Q&A (opened by keyboard and by a
 * deep link, FAQPage JSON-LD in the head), the Sell page's text blocks; axe on both pages and
 * screenshots at 375 and 1440 px under test-results/screenshots/.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, expectNoConsoleErrors, requestsInFlight, screenshot, SCREENSHOTS, settle, test, untilFadesEnd, untilImageShown, untilQuiet } from './fixtures';

const FAQ = {
  fr: { path: '/fr/faq', first: 'Qu’est-ce que la taxe de bienvenue et quand la paie-t-on ?', answer: /droits de mutation immobilière/, deep: 'mise-de-fonds', deepQuestion: 'Quelle mise de fonds minimale faut-il prévoir ?', deepAnswer: /5\u00a0% sur les premiers 500 000 \$/ },
  en: { path: '/en/faq', first: 'What is the welcome tax and when is it paid?', answer: /property transfer duties/, deep: 'down-payment', deepQuestion: 'What minimum down payment do I need?', deepAnswer: /5% of the first \$500,000/ },
} as const;

const SELL = { fr: '/fr/vendre', en: '/en/sell' } as const;

/**
 * Brings the whole page in as a visitor scrolling it would. For a run that keeps screenshots, each
 * visible image in turn, until it has faded in (spec 001 §9 image appear states, 3 = done), so the
 * full-page picture shows every one; then back to the top.
 */
async function revealLazyContent(page: Page) {
  if (!SCREENSHOTS) {
    await settle(page);
    return;
  }
  const images = page.locator('img[data-appear]');
  const count = await images.count();
  for (let i = 0; i < count; i += 1) {
    const image = images.nth(i);
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await untilImageShown(image);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

async function expectAxeClean(page: Page) {
  // Colours as they end up: no block still fading in after the scroll back to the top (these pages
  // have no autoplay, so every transition and finite animation ends). A lead form's start button
  // turns from disabled to enabled (and fades) once its code, its municipalities and captcha key
  // arrive. Its code comes when the form nears the viewport, which the browser tells only with a
  // frame, and headless Chromium now and then produces none for many seconds (see `settle`): the
  // visitor scrolls each form into view and points at it, which brings the code at once. A plain
  // scroll: Playwright's own waits for the form's box to hold still over two frames.
  const forms = page.locator('[data-lead-form]');
  for (let i = 0; i < (await forms.count()); i += 1) {
    const form = forms.nth(i);
    await form.evaluate((element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    await expect
      .poll(
        async () => {
          const state = await form.evaluate((element) => ({
            disabled: element.querySelectorAll('button[disabled]').length,
            live: element.closest('[data-page-block]')?.hasAttribute('data-live') ?? false,
          }));
          return state.disabled === 0 ? 'ready' : `start button disabled, block ${state.live ? 'live' : 'not live'}, in flight: ${requestsInFlight(page).join(', ') || 'nothing'}`;
        },
        { message: 'the lead form is not ready' },
      )
      .toBe('ready');
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await untilQuiet(page);
  await untilFadesEnd(page);
  expect(await axeViolations(page)).toEqual([]);
}

for (const locale of ['fr', 'en'] as const) {
  const faq = FAQ[locale];

  test(`${locale}: a Q&A answer opens and closes with the keyboard`, async ({ page, consoleErrors }) => {
    await page.goto(faq.path);
    await untilQuiet(page);
    const question = page.getByRole('button', { name: faq.first });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = page.getByText(faq.answer);
    await expect(answer).toBeHidden();
    // Reach the question from the one before it with Tab, as a keyboard user would.
    // The intro's call to action (it opens the contact form) comes right before the first question.
    await page.locator('a, button', { hasText: locale === 'fr' ? 'Poser une question' : 'Ask a question' }).first().focus();
    await page.keyboard.press('Tab');
    await expect(question).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    expectNoConsoleErrors(consoleErrors);
  });

  test(`${locale}: a deep link opens its question and scrolls it into view`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${faq.path}#${faq.deep}`);
    const question = page.getByRole('button', { name: faq.deepQuestion });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(faq.deepAnswer)).toBeVisible();
    await expect(question).toBeInViewport();
    await expect(page.getByRole('button', { name: faq.first })).toHaveAttribute('aria-expanded', 'false');
    // A link to another question of the page opens it too.
    const other = locale === 'fr' ? 'declarations-du-vendeur' : 'sellers-declarations';
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, other);
    await expect(page.locator(`[id="${other}"] button`)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${other}"]`)).toBeInViewport();
    expectNoConsoleErrors(consoleErrors);
  });

  test(`${locale}: the FAQ page carries FAQPage JSON-LD with the CSP nonce`, async ({ page }) => {
    const response = await page.goto(faq.path);
    const csp = response!.headers()['content-security-policy'] ?? '';
    const scripts = page.locator('script[type="application/ld+json"]');
    const all = await scripts.evaluateAll((nodes) => nodes.map((n) => ({ text: n.textContent ?? '', nonce: (n as HTMLScriptElement).nonce })));
    const faqData = all.map((s) => ({ ...s, data: JSON.parse(s.text) })).filter((s) => s.data['@type'] === 'FAQPage');
    expect(faqData).toHaveLength(1);
    const { data, nonce } = faqData[0];
    expect(nonce).not.toBe('');
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(data.mainEntity.length).toBeGreaterThanOrEqual(10);
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', name: faq.first, acceptedAnswer: { '@type': 'Answer' } });
    expect(data.mainEntity[0].acceptedAnswer.text).toMatch(faq.answer);
    expect(data.mainEntity[1].url).toMatch(new RegExp(`${faq.path}#${faq.deep}$`));
  });

  test(`${locale}: the agency site's FAQ has its cottage questions`, async ({ page, site }) => {
    const agency = site.url.replace('127.0.0.1', 'agence.localhost');
    await page.goto(`${agency}${faq.path}#${locale === 'fr' ? 'location-court-terme' : 'short-term-rental'}`);
    await expect(page.getByRole('button', { name: locale === 'fr' ? 'Puis-je louer mon chalet à court terme ?' : 'Can I rent out my cottage short term?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByText(/CITQ/).first()).toBeVisible();
  });

  test(`${locale}: axe finds no serious or critical violation on the FAQ page, answers open`, async ({ page, consoleErrors }) => {
    await page.goto(faq.path);
    await untilQuiet(page);
    await page.getByRole('button', { name: faq.first }).click();
    await expectAxeClean(page);
    expectNoConsoleErrors(consoleErrors);
  });

  for (const width of [375, 1440]) {
    test(`${locale}: FAQ page screenshot at ${width}px, no horizontal overflow`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await page.goto(faq.path);
      await untilQuiet(page);
      await page.getByRole('button', { name: faq.first }).click();
      await revealLazyContent(page);
      await screenshot(page, `faq-${locale}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }
}

const SELL_TEXT = {
  fr: { h1: 'Vendre votre propriété au meilleur prix, dans les meilleurs délais', steps: 'Les six étapes de votre vente', mosaic: 'Chaque pièce compte', card: 'Parlons de votre projet' },
  en: { h1: 'Sell your home for the best price, in the best time', steps: 'The six steps of your sale', mosaic: 'Every room counts', card: 'Let’s talk about your project' },
} as const;

for (const locale of ['fr', 'en'] as const) {
  const text = SELL_TEXT[locale];

  test(`${locale}: the Sell page shows highlights, steps, text and images, the mosaic and the double CTA`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(SELL[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1);
    const highlights = page.locator('[data-block-type="highlights_block"]');
    await expect(highlights.getByTestId('icon-cta-card')).toHaveCount(3);
    expect((await highlights.locator('section > div').first().boundingBox())!.height).toBeGreaterThanOrEqual(500);

    const steps = page.locator('[data-block-type="list_block"]');
    await expect(steps.getByRole('heading', { level: 2 })).toHaveText(text.steps);
    await expect(steps.locator('ol > li')).toHaveCount(6);
    await expect(steps.locator('ol > li').first()).toContainText('01');

    const double = page.locator('[data-block-type="txt_img_double_block_1"]');
    await expect(double.locator('[data-layout="double"] img')).toHaveCount(2);

    // Four staging rooms: the mosaic of the last four, wide and narrow on two rows.
    const mosaic = page.locator('[data-block-type="text_img_multiple_block_1"]');
    await expect(mosaic.getByRole('heading', { level: 2 })).toHaveText(text.mosaic);
    const tiles = mosaic.locator('li');
    await expect(tiles).toHaveCount(4);
    const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map(async (i) => (await tiles.nth(i).boundingBox())!));
    expect(a.width).toBeGreaterThan(b.width * 1.8);
    expect(Math.round(a.y)).toBe(Math.round(b.y));
    expect(c.y).toBeGreaterThan(a.y + a.height - 1);
    expect(d.width).toBeGreaterThan(c.width * 1.8);

    const ctaDouble = page.locator('[data-block-type="cta_double_block"]');
    const cards = ctaDouble.getByTestId('icon-cta-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(text.card);
    const [left, right] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(left.height).toBeGreaterThanOrEqual(250);
    expect(Math.round(left.y)).toBe(Math.round(right.y));
    // The valuation form is still on the page.
    await expect(page.locator('[data-lead-form="property_valuation"]')).toBeVisible();
    expectNoConsoleErrors(consoleErrors);
  });

  test(`${locale}: the agency's Sell page lays five rooms out with the last two half width`, async ({ page, site }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const agency = site.url.replace('127.0.0.1', 'agence.localhost');
    await page.goto(`${agency}${SELL[locale]}`);
    const tiles = page.locator('[data-block-type="text_img_multiple_block_1"] li');
    await expect(tiles).toHaveCount(5);
    const boxes = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await tiles.nth(i).boundingBox())!));
    expect(Math.round(boxes[0].y)).toBe(Math.round(boxes[2].y));
    expect(Math.round(boxes[3].y)).toBe(Math.round(boxes[4].y));
    expect(boxes[3].width).toBeGreaterThan(boxes[0].width * 1.3);
    await expect(page.locator('[data-block-type="list_block"] ul > li')).toHaveCount(4);
    await expect(page.locator('[data-block-type="txt_img_double_block_1"] [data-layout="single"]')).toBeVisible();
  });

  test(`${locale}: axe finds no serious or critical violation on the Sell page`, async ({ page, consoleErrors }) => {
    await page.goto(SELL[locale]);
    await untilQuiet(page);
    await revealLazyContent(page);
    await expectAxeClean(page);
    expectNoConsoleErrors(consoleErrors);
  });

  test(`${locale}: axe finds no serious or critical violation on the agency's Sell and FAQ pages`, async ({ page, site }) => {
    const agency = site.url.replace('127.0.0.1', 'agence.localhost');
    for (const path of [SELL[locale], FAQ[locale].path]) {
      await page.goto(`${agency}${path}`);
      await untilQuiet(page);
      await revealLazyContent(page);
      await expectAxeClean(page);
    }
  });

  for (const width of [375, 1440]) {
    test(`${locale}: Sell page screenshots at ${width}px, no horizontal overflow`, async ({ page, site }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      const agency = site.url.replace('127.0.0.1', 'agence.localhost');
      for (const [name, url] of [
        ['sell', SELL[locale]],
        ['agency-sell', `${agency}${SELL[locale]}`],
      ] as const) {
        await page.goto(url);
        await untilQuiet(page);
        await revealLazyContent(page);
        await screenshot(page, `${name}-${locale}-${width}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), name).toBeLessThanOrEqual(0);
      }
    });
  }
}
