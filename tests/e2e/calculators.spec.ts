import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, expectNoConsoleErrors, screenshot, test, untilQuiet } from './fixtures';

/**
 * The buyer's calculators on the seeded "Buy" pages, in both languages, with published cases:
 *
 * - Mortgage default insurance (planipret.com, Quebec): 300 000 with 5 % down → 4.00 % of 285 000
 *   = 11 400 premium, insured loan 296 400, Quebec's 9 % tax 1 026; at 5 % over 25 years the
 *   insured loan costs 1 723.88 a month (semi-annual compounding).
 * - Welcome tax, Montréal 2025 (fkhatami.com, immobilierexpress.ca): a 600 000 purchase pays
 *   7 392.00 and a 700 000 one 9 392.00 (307.50 + 2 463 + 3 667.50 + 2 954).
 */
const cases = [
  {
    locale: 'fr',
    path: '/fr/acheter',
    mortgageTitle: 'Estimez vos versements hypothécaires',
    dutiesTitle: 'Calculez votre taxe de bienvenue',
    price: /prix de la propriété/i,
    downPayment: /^mise de fonds$/i,
    rate: /taux d’intérêt/i,
    calculate: 'Calculer',
    premiumLabel: 'Prime d’assurance prêt (4,00 %)',
    premium: '11 400,00 $',
    insuredLoan: '296 400,00 $',
    tax: '1 026,00 $',
    payment: '1 723,88 $',
    montreal: 'Montréal',
    dutiesPrice: /prix d’achat/i,
    bracket: /De 552\s300\s\$ à 1\s104\s700\s\$/,
    bracketDuties: '954,00 $',
    dutiesTotal: '7 392,00 $',
    sharedTotal: '9 392,00 $',
    thirtyYears: '30 ans',
    firstTimeBuyer: 'Premier achat',
    sharedPayment: '1 584,90 $',
  },
  {
    locale: 'en',
    path: '/en/buy',
    mortgageTitle: 'Estimate your mortgage payments',
    dutiesTitle: 'Calculate your welcome tax',
    price: /property price/i,
    downPayment: /^down payment$/i,
    rate: /interest rate/i,
    calculate: 'Calculate',
    premiumLabel: 'Default insurance premium (4.00%)',
    premium: '$11,400.00',
    insuredLoan: '$296,400.00',
    tax: '$1,026.00',
    payment: '$1,723.88',
    montreal: 'Montréal',
    dutiesPrice: /purchase price/i,
    bracket: /\$552,300 to \$1,104,700/,
    bracketDuties: '$954.00',
    dutiesTotal: '$7,392.00',
    sharedTotal: '$9,392.00',
    thirtyYears: '30 years',
    firstTimeBuyer: 'First-time buyer',
    sharedPayment: '$1,584.90',
  },
] as const;

/** Hides the sticky site header while a section is captured (it would cover the section's top). */
const HIDE_CHROME = 'header, a[href="#main-content"] { visibility: hidden !important; }';

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** Types into an amount field once the page is interactive (the SSR markup does not format). */
async function typeAmount(field: Locator, digits: string, shown: string) {
  await expect(async () => {
    await field.fill('');
    await field.pressSequentially(digits);
    await expect(field).toHaveValue(shown, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Picks a pill of a radio group as a visitor does: by clicking it (the input itself is visually hidden). */
async function pick(form: Locator, name: string) {
  const radio = form.getByRole('radio', { name });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

async function formOf(page: Page, title: string) {
  const form = page.getByRole('form', { name: title });
  await form.scrollIntoViewIfNeeded();
  return form;
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page, { include: ['form[aria-labelledby]'] })).toEqual([]);
}

for (const c of cases) {
  test(`mortgage insurance and welcome tax with published figures on ${c.path}`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(c.path);
    await untilQuiet(page);

    // Mortgage default insurance: 300 000, 5 % down, 5 %, 25 years.
    const mortgage = await formOf(page, c.mortgageTitle);
    await typeAmount(mortgage.getByRole('textbox', { name: c.price }), '300000', '300 000');
    await typeAmount(mortgage.getByRole('textbox', { name: c.downPayment }), '15000', '15 000');
    const rate = mortgage.getByRole('textbox', { name: c.rate });
    await rate.fill('5');
    await rate.press('Tab');
    await expect(mortgage.getByText(c.premiumLabel)).toBeVisible();
    expect(normalise(await mortgage.getByTestId('mortgage-insurance-premium').textContent())).toBe(c.premium);
    expect(normalise(await mortgage.getByTestId('mortgage-insured-loan').textContent())).toBe(c.insuredLoan);
    await expect(mortgage.getByText(c.tax, { exact: false })).toBeVisible();
    await mortgage.getByRole('button', { name: c.calculate }).click();
    const payment = mortgage.getByTestId('mortgage-payment');
    await expect(payment).toBeVisible();
    expect(normalise(await payment.textContent())).toBe(c.payment);
    // The announcement for screen readers carries the payment and the premium.
    await expect(mortgage.getByRole('status')).toContainText(c.premium.replace(/ /g, '\u00a0'));

    // Welcome tax: Montréal 2025, 600 000.
    const duties = await formOf(page, c.dutiesTitle);
    await pick(duties, c.montreal);
    await pick(duties, '2025');
    await typeAmount(duties.getByRole('textbox', { name: c.dutiesPrice }), '600000', '600 000');
    const row = duties.getByRole('row', { name: c.bracket });
    await expect(row).toContainText(c.bracketDuties.replace(/ /g, '\u00a0'));
    await expect(duties.getByRole('row')).toHaveCount(9);
    expect(normalise(await duties.getByTestId('duties-total').textContent())).toBe(c.dutiesTotal);

    // Both calculators wrote their inputs in the address, without navigating.
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      mortgage_price: '300000',
      mortgage_down_payment: '15000',
      mortgage_rate: '5',
      duties_municipality: 'montreal',
      duties_year: '2025',
      duties_price: '600000',
    });

    await expectAxeClean(page);
    // Screenshots of the calculators alone: no focus ring, no sticky header over the section.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (const [name, title] of [
      ['mortgage-insured', c.mortgageTitle],
      ['welcome-tax', c.dutiesTitle],
    ] as const) {
      const section = page.locator('section').filter({ has: page.getByRole('form', { name: title }) });
      await page.setViewportSize({ width: 1440, height: 1000 });
      await section.scrollIntoViewIfNeeded();
      await screenshot(section, `calculators-${name}-${c.locale}-1440`, { style: HIDE_CHROME });
      await page.setViewportSize({ width: 375, height: 800 });
      await section.scrollIntoViewIfNeeded();
      await screenshot(section, `calculators-${name}-${c.locale}-375`, { style: HIDE_CHROME });
      // Nothing visible of the calculator runs wider than its section at 375 px (the chart's data
      // table for screen readers is clipped to nothing).
      const overflow = await section.evaluate((el) => {
        const limit = el.getBoundingClientRect().right;
        const visible = [...el.querySelectorAll('form *')].filter((child) => !child.closest('[class*="visuallyHidden"]'));
        return Math.max(0, ...visible.map((child) => child.getBoundingClientRect().right - limit));
      });
      expect(overflow).toBeLessThanOrEqual(0);
    }
    expectNoConsoleErrors(consoleErrors);
  });

  test(`a shared URL restores both calculators on ${c.path}`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(
      `${c.path}?mortgage_price=300000&mortgage_down_payment=15000&mortgage_rate=5&mortgage_amortization=30&mortgage_first_time_buyer=1` +
        '&duties_municipality=montreal&duties_year=2025&duties_price=700000',
    );
    await untilQuiet(page);
    const mortgage = await formOf(page, c.mortgageTitle);
    await expect(mortgage.getByRole('textbox', { name: c.price })).toHaveValue('300 000');
    await expect(mortgage.getByRole('textbox', { name: c.downPayment })).toHaveValue('15 000');
    await expect(mortgage.getByRole('radio', { name: c.thirtyYears })).toBeChecked();
    await expect(mortgage.getByRole('checkbox', { name: c.firstTimeBuyer })).toBeChecked();
    // 95 % over 30 years: 4.20 % → insured loan 296 970 at 5 %, 30 years.
    await expect(mortgage.getByTestId('mortgage-payment')).toHaveText(c.sharedPayment.replace(/ /g, '\u00a0'));

    const duties = await formOf(page, c.dutiesTitle);
    await expect(duties.getByRole('radio', { name: c.montreal })).toBeChecked();
    await expect(duties.getByRole('radio', { name: '2025' })).toBeChecked();
    await expect(duties.getByRole('textbox', { name: c.dutiesPrice })).toHaveValue('700 000');
    await expect(duties.getByTestId('duties-total')).toHaveText(c.sharedTotal.replace(/ /g, '\u00a0'));

    // Changing an input rewrites the address in place: same history entry, no reload.
    const historyLength = await page.evaluate(() => window.history.length);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await typeAmount(duties.getByRole('textbox', { name: c.dutiesPrice }), '600000', '600 000');
    await expect.poll(() => new URL(page.url()).searchParams.get('duties_price')).toBe('600000');
    expect(new URL(page.url()).searchParams.get('mortgage_price')).toBe('300000');
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expectNoConsoleErrors(consoleErrors);
  });
}

test('the welcome-tax calculator works with the keyboard alone (en)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/en/buy');
  await untilQuiet(page);
  const duties = await formOf(page, 'Calculate your welcome tax');
  const price = duties.getByRole('textbox', { name: /purchase price/i });
  await typeAmount(price, '700000', '700 000');
  // Back to the municipality pills: Shift+Tab out of the price, across the year group.
  await price.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(duties.getByRole('radio', { name: 'Montréal' })).toBeChecked();
  // The year group starts at this year (the latest with tables); one step left is the year before.
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(duties.getByRole('radio', { name: '2025' })).toBeChecked();
  await expect(duties.getByTestId('duties-total')).toHaveText('$9,392.00');
  await expect(duties.getByRole('status')).toHaveText('Welcome tax: $9,392.00 on a tax base of $700,000.00 (2025).');
});

test('the agency’s Buy page has both calculators (fr)', async ({ page, site, consoleErrors }) => {
  const agency = site.url.replace('127.0.0.1', 'agence.localhost');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${agency}/fr/acheter`);
  await untilQuiet(page);
  const mortgage = await formOf(page, 'Calculez vos versements hypothécaires');
  await expect(mortgage.getByRole('textbox', { name: /prix de la propriété/i })).toHaveValue('425 000');
  await expect(mortgage.getByRole('checkbox', { name: 'Premier achat' })).toBeVisible();
  const duties = await formOf(page, 'Estimez la taxe de bienvenue');
  await expect(duties.getByRole('radio', { name: 'Ailleurs au Québec' })).toBeChecked();
  await expectAxeClean(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await screenshot(page, 'calculators-agency-buy-fr-1440', { style: HIDE_CHROME });
  expectNoConsoleErrors(consoleErrors);
});
