/**
 * QA header panel end to end (French interface): the site header is site-wide, edited from the
 * sections workbench's "En-tête" button; changing its type to the megamenu and publishing shows
 * it on the public pages at once. The seeded header is put back at the end (the same server
 * serves the worker's other tests, which expect the seeded classic header).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectHydrated, signInAsAdmin, test, screenshot } from './fixtures';

interface StoredHeader {
  header: { fields: { block_type: string }[] };
  revision: number;
}

const siteHeader = (page: Page) => page.locator('header[data-kind]');

async function storedHeader(request: APIRequestContext): Promise<StoredHeader> {
  const res = await request.get('/api/cms/header');
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test.describe('QA header panel', () => {
  test('switches the site header to the megamenu, publishes it on the public pages, then restores it', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInAsAdmin(page, baseURL!);
    const original = await storedHeader(page.request);
    expect(original.header.fields[0].block_type).toBe('header_classic');
    try {
      await page.goto('/qa/sections');
      const toggle = page.getByRole('button', { name: 'En-tête', exact: true });
      await expect(page.locator('[data-editor-block]').first()).toBeVisible();
      await expectHydrated(toggle);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');

      const panel = page.getByRole('complementary', { name: 'En-tête du site' });
      await expect(panel.getByRole('radio', { name: 'En-tête classique' })).toBeChecked();
      await expect(panel.getByText('À jour')).toBeVisible();
      await screenshot(page, 'editor-header-panel-fr-1440', { fullPage: false });

      await panel.getByRole('radio', { name: 'En-tête à méga-menu' }).check();
      await expect(page.locator('#editor-canvas header[data-kind]')).toHaveAttribute('data-kind', 'megamenu');
      await expect(panel.getByText('Modifications non publiées')).toBeVisible();
      await panel.getByRole('button', { name: 'Publier l’en-tête' }).click();
      await expect(page.locator('[data-editor-notice]')).toContainText('En-tête publié sur toutes les pages.');
      await expect(panel.getByText('À jour')).toBeVisible();

      for (const path of ['/fr', '/en']) {
        await page.goto(path);
        await expect(siteHeader(page)).toBeVisible();
        await expect(siteHeader(page)).toHaveAttribute('data-kind', 'megamenu');
      }
    } finally {
      const current = await storedHeader(page.request);
      const restored = await page.request.put('/api/cms/header', { headers: { Origin: baseURL! }, data: { header: original.header, revision: current.revision } });
      expect(restored.status(), await restored.text()).toBe(200);
    }
    await page.goto('/fr');
    await expect(siteHeader(page)).toHaveAttribute('data-kind', 'classic');
  });
});
