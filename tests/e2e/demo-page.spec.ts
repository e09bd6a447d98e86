/**
 * The developer page (spec 000 §7 "GET /development/demo-page"), as a site admin opens it in
 * French and in English: the test block first, then every page block with its demo data, each
 * rendered, the page never indexed; an anonymous visitor gets the site's 404.
 */
import { blockSchemas } from '../../src/blocks/schemas';
import { axeViolations, expect, expectNoConsoleErrors, settle, signInAsAdmin, test } from './fixtures';

const PLACED = blockSchemas.filter((schema) => !schema.item && schema.family !== 'chrome').map((schema) => schema.type);

for (const [locale, path] of [
  ['fr', '/fr/development/demo-page'],
  ['en', '/en/development/demo-page'],
] as const) {
  test(`an admin sees the test block and every block with its demo data, noindex (${locale})`, async ({ page, site, consoleErrors }) => {
    expect((await page.goto(path))?.status(), 'anonymous').toBe(404);
    await signInAsAdmin(page, site.url);
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
    const rendered = await page.locator('main [data-block-type]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block-type')));
    expect(rendered[0]).toBe('test_block');
    expect(PLACED.filter((type) => !rendered.includes(type))).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
  });

  test(`every block of the developer page live and axe clean (${locale})`, async ({ page, site, consoleErrors }) => {
    await signInAsAdmin(page, site.url);
    await page.goto(path);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
  });
}
