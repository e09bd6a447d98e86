/**
 * A block whose code cannot be downloaded (spec 000 §2 "A failed lazy component shows a skeleton
 * placeholder", §4 "A chunk-load failure triggers one full page reload, guarded to once per 60
 * seconds"): reached for, the contact form's code is missing, the page reloads once, then keeps the form's server HTML with a note above
 * it and "Try again"; once the file can be fetched again, trying again brings the form to life.
 * Both languages, axe clean.
 */
import { readFileSync } from 'node:fs';
import { axeViolations, expect, test, untilCodeRuns } from './fixtures';

/** The contact form block's code file, as the build named it. */
const CONTACT_FORM_CHUNK = (JSON.parse(readFileSync('dist/client/.vite/block-chunks.json', 'utf8')) as Record<string, string>).contact_form_block!;

for (const [locale, path, note, retry, firstName] of [
  ['fr', '/fr/contact', 'Cette section n’a pas pu finir de se charger.', 'Réessayer', /prénom/i],
  ['en', '/en/contact', 'This section could not finish loading.', 'Try again', /first name/i],
] as const) {
  test(`a contact form whose code cannot be downloaded keeps its HTML, says so and comes back on “${retry}” (${locale})`, async ({ page }) => {
    const chunk = new RegExp(`/${CONTACT_FORM_CHUNK.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    let refused = 0;
    await page.route(chunk, (route) => {
      refused += 1;
      return route.abort('connectionfailed');
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(path);
    const block = page.locator('[data-block-type="contact_form_block"]');
    // The form's code is asked for when the visitor reaches for the form: missing, the page reloads once…
    await untilCodeRuns(page);
    await block.getByRole('textbox', { name: firstName }).focus();
    await expect.poll(() => loads).toBe(2);
    // …and the second time says so, without reloading again.
    await untilCodeRuns(page);
    await block.getByRole('textbox', { name: firstName }).focus();
    const alert = block.getByRole('alert');
    await expect(alert).toHaveText(new RegExp(`${note}\\s*${retry}`));
    expect(loads).toBe(2);
    expect(refused).toBeGreaterThanOrEqual(2);
    await expect(block.getByRole('textbox', { name: firstName })).toBeVisible();
    await expect(block).not.toHaveAttribute('data-live');
    await untilCodeRuns(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute(chunk);
    await alert.getByRole('button', { name: retry }).click();
    await expect(page.locator('[data-block-type="contact_form_block"][data-live]')).toBeVisible();
    await expect(page.locator('[data-block-type="contact_form_block"]').getByRole('alert')).toHaveCount(0);
    await expect(page.locator('[data-block-type="contact_form_block"]').getByRole('textbox', { name: firstName })).toBeEditable();
  });
}
