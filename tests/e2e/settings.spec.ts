/**
 * General settings end to end: an admin changes the theme's primary colour and
 * every public page uses it once saved.
 */
import { expect, expectNoConsoleErrors, signInAsAdmin, test } from './fixtures';

test('changing the primary colour in general settings changes every public page', async ({ page, site, consoleErrors }) => {
  await signInAsAdmin(page, site.url);

  await page.goto('/qa/general-settings');
  const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
  await expect(primary).toBeVisible();
  await primary.fill('#2f6b3a');
  await primary.press('Enter');
  await expect(page.getByText('Unsaved changes').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved').first()).toBeVisible();

  for (const path of ['/fr', '/en/about', '/fr/contact']) {
    await page.goto(path);
    const value = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(value.toLowerCase(), path).toBe('#2f6b3a');
  }
  expectNoConsoleErrors(consoleErrors);
});

test('the French settings route answers in French for an admin', async ({ page, site }) => {
  await signInAsAdmin(page, site.url);
  await page.goto('/qa/parametres-generaux');
  await expect(page.getByRole('heading', { name: /paramètres généraux/i }).first()).toBeVisible();
});
