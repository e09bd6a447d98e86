/**
 * A lead form's code waits for the visitor (src/renderer/blocks/hydrateOnIntent.ts): a visitor who
 * only reads the contact page downloads none of it; reaching for the form brings it to life, and
 * what was typed before its code arrived stays in the field.
 */
import { readFileSync } from 'node:fs';
import { expect, test, untilCodeRuns, untilQuiet } from './fixtures';

/** The contact form block's code file, as the build named it. */
const CONTACT_FORM_CHUNK = (JSON.parse(readFileSync('dist/client/.vite/block-chunks.json', 'utf8')) as Record<string, string>).contact_form_block!;

for (const [locale, path, firstName] of [
  ['fr', '/fr/contact', /prénom/i],
  ['en', '/en/contact', /first name/i],
] as const) {
  test(`the contact form's code loads when the visitor reaches for the form, and keeps what was typed (${locale})`, async ({ page }) => {
    const formCode: string[] = [];
    page.on('request', (request) => request.url().endsWith(`/${CONTACT_FORM_CHUNK}`) && formCode.push(request.url()));
    await page.goto(path);
    await untilCodeRuns(page);
    await untilQuiet(page);
    const block = page.locator('[data-block-type="contact_form_block"]');
    await expect(block).toHaveAttribute('data-hydrate-on-intent', '');
    await expect(block).not.toHaveAttribute('data-live');
    expect(formCode, 'the form’s code, before the visitor reaches for it').toEqual([]);
    // Typing at once: the first characters land before the code does.
    const field = block.getByRole('textbox', { name: firstName });
    await field.pressSequentially('Julie');
    await expect(block).toHaveAttribute('data-live', '');
    expect(formCode).toHaveLength(1);
    await expect(field).toHaveValue('Julie');
    await field.pressSequentially(' T.');
    await expect(field).toHaveValue('Julie T.');
  });
}
