/**
 * Editing the blog in QA mode, in Chromium: the articles list (statuses, languages, search), an
 * editor writes an article (titles, excerpt, a category, a body block from the library), it
 * autosaves, is published, then appears on the archive, at its address and in the RSS feed;
 * deleting asks for confirmation. Screenshots of the list and the workbench at 1440 px.
 */
import { expect, signInAsAdmin, expectNoConsoleErrors, test, screenshot } from './fixtures';

test.describe('blog editing', () => {
  test('an editor writes and publishes an article that then appears on the archive and in the feed', async ({ page, site, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page, site.url);
    await page.goto('/qa/blogue');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogue' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table.getByText('Publié').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('Boucherville');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expect(page.getByText('Aucun article ne correspond à ces filtres.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('');
    await screenshot(page, 'qa-blog-list-fr-1440');

    await page.getByRole('button', { name: 'Nouvel article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel article' });
    await dialog.getByLabel('Titre en français').fill('Vendre son condo à Brossard');
    await dialog.getByLabel('Titre en anglais').fill('Selling your condo in Brossard');
    await dialog.getByRole('button', { name: 'Créer le brouillon' }).click();
    await expect(page).toHaveURL(/\/qa\/blogue\?article=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('article'));

    const french = page.getByRole('group', { name: 'Français' });
    await expect(french.getByLabel('Adresse (slug)')).toHaveValue('vendre-son-condo-a-brossard');
    await french.getByLabel('Résumé').fill('Préparer, fixer le prix et vendre un condo sur la Rive-Sud.');
    await page.getByRole('group', { name: 'Anglais' }).getByLabel('Résumé').fill('Preparing, pricing and selling a South Shore condo.');
    await page.getByRole('checkbox', { name: 'Vendre' }).check();
    await page.getByLabel('Auteur').selectOption({ label: 'Julie Tremblay' });

    await page.getByRole('button', { name: 'Ajouter un bloc' }).click();
    const library = page.getByRole('dialog', { name: 'Ajouter un bloc' });
    await expect(library.locator('[data-block-option="cta_block"]')).toHaveCount(0);
    await library.locator('[data-block-option="article_text_block"]').click();
    await expect(page.locator('[data-editor-block="article_text_block"]')).toHaveCount(1);
    await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');
    await screenshot(page, 'qa-blog-workbench-fr-1440', { fullPage: false });

    await page.locator('[data-publish]').click();
    await expect(page.getByText('Article publié.').first()).toBeVisible();
    await expect(page.getByText('Publié', { exact: true }).first()).toBeVisible();

    await page.goto('/fr/blogue');
    const archive = page.locator('[data-block-type="blog_archives_list_block"]');
    await expect(archive.getByRole('article').first().getByRole('link')).toHaveText('Vendre son condo à Brossard');
    await archive.getByRole('link', { name: 'Vendre son condo à Brossard' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/blogue/vendre-son-condo-a-brossard-${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendre son condo à Brossard');
    await expect(page.getByText('Commencer par le budget')).toBeVisible();
    expect(await (await page.request.get('/fr/blogue/rss.xml')).text()).toContain(`/fr/blogue/vendre-son-condo-a-brossard-${id}</link>`);
    expect(await (await page.request.get('/en/blog/rss.xml')).text()).toContain(`/en/blog/selling-your-condo-in-brossard-${id}</link>`);

    // Deleting asks first, then the article leaves the site.
    await page.goto('/qa/blogue');
    await page.getByRole('button', { name: 'Supprimer « Vendre son condo à Brossard »' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer l’article?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Article supprimé.').first()).toBeVisible();
    expect((await page.goto(`/fr/blogue/vendre-son-condo-a-brossard-${id}`))?.status()).toBe(404);
    expectNoConsoleErrors(consoleErrors);
  });
});
