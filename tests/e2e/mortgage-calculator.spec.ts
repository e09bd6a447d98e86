import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, expectNoConsoleErrors, screenshot, test, untilQuiet } from './fixtures';

/**
 * The mortgage calculator on the seeded "buy" page (spec 001 §3, §4, §5, §9), seeded with mortgage
 * default insurance on: 600 000 with 60 000 down (90 % loan-to-value → 3.10 % premium, 16 740,
 * added to the loan) at 5.5 % over 25 years, monthly → 3 398.29 a month on the insured 556 740
 * (P × r / (1 − (1 + r)^−300), r = 1.0275^(1/6) − 1; 3 296.11 on 540 000 without insurance).
 */
const cases = [
  {
    locale: 'fr',
    path: '/fr/acheter',
    title: 'Estimez vos versements hypothécaires',
    price: /prix de la propriété/i,
    downPayment: /^mise de fonds$/i,
    rate: /taux d’intérêt/i,
    calculate: 'Calculer',
    minimum: 'La mise de fonds minimale pour ce prix est de 35 000,00 $.',
    payment: '3 398,29 $',
    rateValue: '5,5',
  },
  {
    locale: 'en',
    path: '/en/buy',
    title: 'Estimate your mortgage payments',
    price: /property price/i,
    downPayment: /^down payment$/i,
    rate: /interest rate/i,
    calculate: 'Calculate',
    minimum: 'The minimum down payment for this price is $35,000.00.',
    payment: '$3,398.29',
    rateValue: '5.5',
  },
] as const;

/** Types into an amount field once the page is interactive (the SSR markup does not format). */
async function typeAmount(field: Locator, digits: string, shown: string) {
  await expect(async () => {
    await field.fill('');
    await field.pressSequentially(digits);
    await expect(field).toHaveValue(shown, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

async function blockOf(page: Page, title: string) {
  const form = page.getByRole('form', { name: title });
  await form.scrollIntoViewIfNeeded();
  return form;
}

for (const c of cases) {
  test(`computes the monthly payment on ${c.path}`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(c.path);
    await untilQuiet(page);
    const form = await blockOf(page, c.title);
    const calculate = form.getByRole('button', { name: c.calculate });
    await expect(calculate).toBeDisabled();

    await typeAmount(form.getByRole('textbox', { name: c.price }), '600000', '600 000');
    const downPayment = form.getByRole('textbox', { name: c.downPayment });
    await typeAmount(downPayment, '20000', '20 000');
    await expect(form.getByText(c.minimum, { exact: false })).toBeVisible();
    await expect(calculate).toBeDisabled();

    await typeAmount(downPayment, '60000', '60 000');
    await expect(form.getByText(c.minimum, { exact: false })).toHaveCount(0);
    const rate = form.getByRole('textbox', { name: c.rate });
    await rate.fill(c.rateValue);
    await rate.press('Tab');
    await expect(form.getByRole('radio', { name: c.locale === 'fr' ? '25 ans' : '25 years' })).toBeChecked();
    await expect(form.getByTestId('mortgage-payment')).toHaveCount(0);
    await calculate.click();

    const payment = form.getByTestId('mortgage-payment');
    await expect(payment).toBeVisible();
    expect(normalise(await payment.textContent())).toBe(c.payment);
    await expect(form.getByRole('figure')).toBeVisible();

    expect(await axeViolations(page, { include: ['form[aria-labelledby]'] })).toEqual([]);

    const section = page.locator('section').filter({ has: form });
    await screenshot(section, `mortgage-calculator-${c.locale}-1440`);
    await page.setViewportSize({ width: 375, height: 800 });
    await section.scrollIntoViewIfNeeded();
    await screenshot(section, `mortgage-calculator-${c.locale}-375`);
    expectNoConsoleErrors(consoleErrors);
  });
}

test('shows "Down payment too high" and keeps calculate disabled (keyboard only)', async ({ page }) => {
  await page.goto('/en/buy');
  await untilQuiet(page);
  const form = await blockOf(page, 'Estimate your mortgage payments');
  await typeAmount(form.getByRole('textbox', { name: /property price/i }), '300000', '300 000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('400000');
  await expect(form.getByText('Down payment too high')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  await screenshot(page.locator('section').filter({ has: form }), 'mortgage-calculator-en-too-high');
});
