/**
 * Leads inbox end to end: a visitor
 * sends the contact form on /fr/contact, then the admin finds the lead at /qa/leads, opens it,
 * marks it contacted and exports the CSV (UTF-8 with BOM, the accented name intact); the French
 * screen /qa/prospects shows the same lead. Screenshots at 1440 and 375 px, fr and en.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations, expect, signInAsAdmin, expectNoConsoleErrors, screenshot, test } from './fixtures';

const VISITOR = { first: 'Éloïse', last: 'Bélanger-Côté', email: 'eloise.belanger@example.ca', phone: '4505550199' };

async function sendContactForm(page: Page) {
  await page.goto('/fr/contact');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: /prénom/i }) })
    .first();
  const send = form.getByRole('button', { name: /^envoyer$/i });
  await expect(send).toBeEnabled();
  await form.getByRole('textbox', { name: /prénom/i }).fill(VISITOR.first);
  await form.getByRole('textbox', { name: /^nom/i }).fill(VISITOR.last);
  await form.getByRole('textbox', { name: /courriel/i }).fill(VISITOR.email);
  await form.getByRole('textbox', { name: /téléphone/i }).fill(VISITOR.phone);
  await form.getByRole('textbox', { name: /message/i }).fill('Nous aimerions vendre notre maison à Saint-Lambert cet été.');
  await send.click();
  await expect(page.getByText('Demande envoyée!').first()).toBeVisible();
}

test('a contact form lead appears in the inbox, is marked contacted and exported as CSV', async ({ page, site, consoleErrors }) => {
  await sendContactForm(page);
  await signInAsAdmin(page, site.url);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/qa/leads');
  const table = page.getByRole('grid', { name: 'Leads' });
  const row = table.getByRole('row').filter({ hasText: `${VISITOR.first} ${VISITOR.last}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Contact');
  await expect(row).toContainText('(450) 555-0199');
  await expect(row).toContainText('New');
  await expect(page.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await screenshot(page, 'leads-inbox-en-1440');

  // Keyboard: the row opens with Enter once focused.
  await row.click();
  const panel = page.getByRole('complementary', { name: 'Lead details' });
  await expect(panel.getByRole('heading', { name: `${VISITOR.first} ${VISITOR.last}` })).toBeFocused();
  await expect(panel).toContainText('Nous aimerions vendre notre maison à Saint-Lambert cet été.');
  await expect(panel.locator('[data-notification]')).toBeVisible();
  await panel.getByRole('radio', { name: 'Contacted' }).click();
  await expect(page.getByText('Status changed to “Contacted”.')).toBeVisible();
  await expect(row).toContainText('Contacted');
  await screenshot(page, 'leads-inbox-en-1440-detail');

  // The list as loaded: while a filter's request runs, it is dimmed (busy) on purpose.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Reload: the status was saved.
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Leads' }).getByRole('row').filter({ hasText: VISITOR.last })).toContainText('Contacted');

  // Filter then export: the download is UTF-8 with BOM and keeps the accents.
  await page.getByRole('radio', { name: /^Contacted/ }).click();
  await expect(page.getByRole('grid', { name: 'Leads' }).getByRole('row')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('Date,Type,Status,First name,Last name,Email,Phone');
  expect(text).toContain(`${VISITOR.first},${VISITOR.last},${VISITOR.email},(450) 555-0199`);
  expect(text).toContain('\r\n');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('grid', { name: 'Leads' }).getByRole('row').filter({ hasText: VISITOR.last }).click();
  await expect(page.getByRole('complementary', { name: 'Lead details' })).toBeVisible();
  await screenshot(page, 'leads-inbox-en-375-detail');
  await page.getByRole('button', { name: 'Close' }).click();
  await screenshot(page, 'leads-inbox-en-375');
  expectNoConsoleErrors(consoleErrors);
});

test('the French inbox at /qa/prospects shows the lead in French', async ({ page, site, consoleErrors }) => {
  await sendContactForm(page);
  await signInAsAdmin(page, site.url);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/qa/prospects');
  await expect(page.getByRole('heading', { level: 1, name: 'Prospects' })).toBeVisible();
  // The inbox asks for the filtered list once typing pauses: its answer, not the first rows, is the list the checks read.
  const filtered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/cms/leads' && url.searchParams.get('q') === 'bélanger';
  });
  await page.getByRole('searchbox', { name: 'Rechercher par nom, courriel ou téléphone' }).fill('bélanger');
  await filtered;
  const row = page.getByRole('grid', { name: 'Prospects' }).getByRole('row').filter({ hasText: VISITOR.last }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/il y a|maintenant/);
  await screenshot(page, 'leads-inbox-fr-1440');
  await row.press('Enter');
  const panel = page.getByRole('complementary', { name: 'Détails du prospect' });
  await expect(panel.getByText('Prénom', { exact: true })).toBeVisible();
  await expect(panel.getByRole('radiogroup', { name: 'Statut du suivi' })).toBeVisible();
  await screenshot(page, 'leads-inbox-fr-1440-detail');
  // The list as loaded: while a filter's request runs, it is dimmed (busy) on purpose.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'leads-inbox-fr-375-detail');
  // On a phone the detail is a sheet over the whole screen: what the visitor sees is the panel
  // (axe would otherwise weigh the colours of the list hidden under it).
  expect(await axeViolations(page, { include: ['[data-lead-detail]'] })).toEqual([]);
  await panel.getByRole('button', { name: 'Fermer' }).click();
  await screenshot(page, 'leads-inbox-fr-375');
  expectNoConsoleErrors(consoleErrors);
});
