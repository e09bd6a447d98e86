/**
 * Editing the directory in QA mode, in Chromium, on the agency site (agence.localhost): an editor
 * adds a broker (name, address, office, title in French and English) who then appears on the
 * brokers pages in both languages and gets a profile page; a second editor's stale save gets the
 * reload-or-overwrite choice; the order changes from the keyboard; axe clean; screenshots of the
 * screen at 1440 px (French) and 375 px (English).
 */
import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, expectHydrated, expectNoConsoleErrors, screenshot, signInAsAdmin, test } from './fixtures';

/** The agency site on the same server. */
const agency = (url: string, path: string) => url.replace('127.0.0.1', 'agence.localhost') + path;

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** A second editor's session in its own browser context. */
async function secondEditor(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page, agency(url, ''));
  return { page, close: () => context.close() };
}

test.describe('directory editing', () => {
  test('an editor adds a broker who then appears on the brokers pages and gets a profile', async ({ page, site, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page, agency(site.url, ''));
    await page.goto(agency(site.url, '/qa/repertoire'));
    await expect(page.getByRole('heading', { level: 1, name: 'Répertoire' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Membres' })).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('list', { name: 'Membres' });
    await expect(list.getByText('Camille Bergeron', { exact: true })).toBeVisible();
    await screenshot(page, 'directory-editing-fr-1440');
    await expectAxeClean(page);

    // Search and filters narrow the list.
    await page.getByLabel('Rechercher').fill('bergeron');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Courtiers' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Rechercher').fill('');
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Tous' });

    await page.getByRole('button', { name: 'Ajouter (Membres)' }).click();
    await page.getByRole('combobox', { name: 'Bureau' }).selectOption({ label: 'Vieux-Longueuil' });
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Nadia Courtemanche');
    await page.getByRole('textbox', { name: 'Adresse du profil (slug)' }).fill('nadia-courtemanche');
    await page.getByRole('textbox', { name: 'Titre ( Français )' }).fill('Courtière immobilière résidentielle');
    await page.getByRole('textbox', { name: 'Titre ( Anglais )' }).fill('Residential real estate broker');
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await expect(page.getByText('Nadia Courtemanche enregistré : les pages publiques l’affichent maintenant.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Membres' }).getByText('Nadia Courtemanche', { exact: true })).toBeVisible();
    expectNoConsoleErrors(consoleErrors);

    for (const [path, office] of [
      ['/fr/courtiers', { label: 'Bureau', option: 'Vieux-Longueuil' }],
      ['/en/brokers', { label: 'Office', option: 'Old Longueuil' }],
    ] as const) {
      await page.goto(agency(site.url, path));
      const block = page.locator('[data-block-type="member_cards_block"]').first();
      const officeFilter = block.getByLabel(office.label, { exact: true });
      // A choice made before hydration reaches no handler.
      await expectHydrated(officeFilter);
      await officeFilter.selectOption({ label: office.option });
      await expect(block.getByRole('article').filter({ hasText: 'Nadia Courtemanche' })).toBeVisible();
    }
    await page.goto(agency(site.url, '/fr/courtiers/nadia-courtemanche'));
    await expect(page.getByRole('heading', { level: 1, name: 'Nadia Courtemanche' })).toBeVisible();
    await expect(page.getByText('Courtière immobilière résidentielle').first()).toBeVisible();

    // Deleting her takes her profile down (and leaves the shared site as seeded for other tests).
    await page.goto(agency(site.url, '/qa/repertoire'));
    const deleteButton = page.getByRole('button', { name: 'Supprimer Nadia Courtemanche' });
    await expectHydrated(deleteButton);
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer Nadia Courtemanche ?' });
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page.getByText('Nadia Courtemanche supprimé.')).toBeVisible();
    const gone = await page.goto(agency(site.url, '/fr/courtiers/nadia-courtemanche'));
    expect(gone?.status()).toBe(404);
  });

  test('a second editor’s stale save gets the reload-or-overwrite choice', async ({ page, site, browser, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page, agency(site.url, ''));
    const other = await secondEditor(browser, site.url);
    for (const p of [page, other.page]) {
      await p.goto(agency(site.url, '/qa/repertoire'));
      await p.getByRole('button', { name: 'Modifier Léa Fortin' }).click();
      await expect(p.getByRole('heading', { level: 2, name: 'Modifier Léa Fortin' })).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Numéro de permis' }).fill('F-1111');
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await expect(page.getByText('Léa Fortin enregistré : les pages publiques l’affichent maintenant.')).toBeVisible();

    await other.page.getByRole('textbox', { name: 'Numéro de permis' }).fill('F-2222');
    await other.page.getByRole('button', { name: 'Enregistrer' }).first().click();
    const dialog = other.page.getByRole('alertdialog', { name: 'Quelqu’un d’autre a modifié cette fiche' });
    await expect(dialog).toBeVisible();
    await expectAxeClean(other.page);
    // Reloading shows the first editor's version.
    await dialog.getByRole('button', { name: 'Recharger sa version' }).click();
    await expect(other.page.getByRole('textbox', { name: 'Numéro de permis' })).toHaveValue('F-1111');
    // Then a save from the fresh revision goes through.
    await other.page.getByRole('textbox', { name: 'Numéro de permis' }).fill('F-2222');
    await other.page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await expect(other.page.getByText('Léa Fortin enregistré : les pages publiques l’affichent maintenant.')).toBeVisible();
    const rows = await site.query<{ licence_number: string }>("select licence_number from members where slug = 'lea-fortin'");
    expect(rows.map((row) => row.licence_number)).toContain('F-2222');
    await other.close();
    expectNoConsoleErrors(consoleErrors);
  });

  test('on a phone in English: the order changes from the keyboard, deleting asks first', async ({ page, site, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsAdmin(page, agency(site.url, ''));
    await page.goto(agency(site.url, '/qa/directory'));
    const heading = page.getByRole('heading', { level: 1, name: 'Directory' });
    await expect(heading).toBeVisible();
    // The QA bar wraps on a phone and grows: its links never slide under the screen's title.
    const bar = await page.getByRole('banner').first().boundingBox();
    const title = await heading.boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(title!.y);
    await expect(page.getByRole('link', { name: 'Leads', exact: true })).toBeInViewport();
    await page.getByRole('tab', { name: 'Partners', exact: true }).click();
    const list = page.getByRole('list', { name: 'Partners', exact: true });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const nameOf = async (index: number) => ((await list.getByRole('listitem').nth(index).getByRole('button', { name: /^Edit / }).getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
    const first = await nameOf(0);
    const second = await nameOf(1);
    await page.getByRole('button', { name: `Move ${first} down` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${first} moved down.`)).toBeVisible();
    await expect(list.getByRole('listitem').first()).toContainText(second);
    await expect(list.getByRole('listitem').nth(1)).toContainText(first);
    await screenshot(page, 'directory-editing-en-375');
    await expectAxeClean(page);

    await page.getByRole('button', { name: `Delete ${second}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${second}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(list.getByText(second, { exact: true })).toBeVisible();
    expectNoConsoleErrors(consoleErrors);
  });
});
