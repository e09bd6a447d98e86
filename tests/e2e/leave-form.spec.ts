/**
 * Before-navigation callbacks in use (spec 000 §4 "Other"): a visitor leaving a contact, alert or
 * valuation form with something typed and not sent is asked first (the browser's "Leave site?"
 * dialog); staying keeps every answer, leaving goes on; an untouched or sent form lets the visitor
 * go without a question. French and English.
 */
import type { Dialog, Page } from '@playwright/test';
import { axeViolations, expect, expectNoConsoleErrors, test } from './fixtures';

const TEXT = {
  fr: { contact: '/fr/contact', firstName: /prénom/i, message: /message/i, send: /^envoyer$/i, sell: '/fr/vendre', start: 'Commencer l’évaluation', municipality: 'Municipalité' },
  en: { contact: '/en/contact', firstName: /first name/i, message: /message/i, send: /^send$/i, sell: '/en/sell', start: 'Start the evaluation', municipality: 'Municipality' },
};

/** Clicks the header's home link, the page asking first when `asks`, and answers the question as told; the dialogs seen. */
async function leaveByHeader(page: Page, answer: 'stay' | 'leave', asks: boolean): Promise<Dialog[]> {
  const name = (await page.evaluate(() => document.documentElement.lang)).startsWith('fr') ? 'Accueil' : 'Home';
  const seen: Dialog[] = [];
  const handler = (dialog: Dialog) => {
    seen.push(dialog);
    void (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  };
  page.on('dialog', handler);
  // Back at the top, where the header shows again (it hides while the visitor scrolls down).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const home = page.getByRole('link', { name, exact: true }).first();
  await expect(home).toBeVisible();
  // What the page says it will do before the browser is asked to leave: hold the visitor back or not.
  const holdsBack = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(holdsBack, 'the page asks before it is left').toBe(asks);
  try {
    if (answer === 'stay') {
      await home.click();
      await expect.poll(() => seen.length, { message: 'the leave question' }).toBe(1);
    } else {
      await Promise.all([page.waitForURL((url) => !/contact|vendre|sell/.test(url.pathname)), home.click()]);
    }
  } finally {
    page.off('dialog', handler);
  }
  return seen;
}

/** Opens the contact page and waits until its form can be sent; the form. */
async function openContactForm(page: Page, t: (typeof TEXT)['fr']) {
  await page.goto(t.contact);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: t.firstName }) })
    .first();
  await expect(form.getByRole('button', { name: t.send })).toBeEnabled();
  return form;
}

for (const locale of ['fr', 'en'] as const) {
  const t = TEXT[locale];

  test(`a half-written contact message asks before the visitor leaves; staying keeps it (${locale})`, async ({ page, consoleErrors }) => {
    const form = await openContactForm(page, t);
    await form.getByRole('textbox', { name: t.message }).fill('Bonjour, j’aimerais vendre mon duplex.');

    const asked = await leaveByHeader(page, 'stay', true);
    expect(asked.map((dialog) => dialog.type())).toEqual(['beforeunload']);
    await expect(page).toHaveURL(new RegExp(`${t.contact}$`));
    await expect(form.getByRole('textbox', { name: t.message })).toHaveValue('Bonjour, j’aimerais vendre mon duplex.');
    expect(await axeViolations(page)).toEqual([]);

    const second = await leaveByHeader(page, 'leave', true);
    expect(second.map((dialog) => dialog.type())).toEqual(['beforeunload']);
    expectNoConsoleErrors(consoleErrors);
  });

  test(`an untouched form lets the visitor go without a question (${locale})`, async ({ page }) => {
    const form = await openContactForm(page, t);
    // Clicked into, nothing typed: nothing to lose.
    await form.getByRole('textbox', { name: t.message }).click();
    expect(await leaveByHeader(page, 'leave', false)).toEqual([]);
  });

  test(`a valuation with an answer given asks before the visitor leaves (${locale})`, async ({ page }) => {
    await page.goto(t.sell);
    const block = page.locator('[data-lead-form="property_valuation"]');
    const start = block.getByRole('button', { name: t.start });
    await start.scrollIntoViewIfNeeded();
    await expect(start).toBeEnabled();
    await start.click();
    await block.getByRole('combobox', { name: t.municipality }).fill('Brossard');
    await page.getByRole('option', { name: 'Brossard', exact: true }).click();
    const asked = await leaveByHeader(page, 'stay', true);
    expect(asked.map((dialog) => dialog.type())).toEqual(['beforeunload']);
    await expect(block.getByRole('combobox', { name: t.municipality })).toHaveValue('Brossard');
  });
}
