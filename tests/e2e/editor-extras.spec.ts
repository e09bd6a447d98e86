/**
 * QA editor end to end, part 2: the versions dialog (diff summary, restore an older
 * version as the draft), copy a block on one page and paste it on another, the "New page" dialog up
 * to a published public URL, the leave-page warning (`beforeunload` while a change is unsaved), and
 * content variants edited in the workbench (create, edit content, rename/recolour, `?variant=`
 * banner for visitors, delete).
 *
 * Each test creates its own pages through the CMS API or the UI (same server per worker).
 */
import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, expectNoConsoleErrors, screenshot, test } from './fixtures';

function textBlock(title: string) {
  return {
    block_type: 'text_block_1',
    block_params: {},
    fields: {
      main_title: { fr: `${title} FR`, en: `${title} EN` },
      description: { fr: `<p>Texte ${title}</p>`, en: `<p>Text ${title}</p>` },
    },
  };
}

let counter = 0;

/** Creates a page with a draft of `blocks` (published when asked) through the CMS API. */
async function createPage(page: Page, baseURL: string, blocks: unknown[], { publish = false } = {}) {
  counter += 1;
  const slug = `e2e-x-${Date.now().toString(36)}-${counter}`;
  const headers = { Origin: baseURL };
  const created = await page.request.post('/api/cms/pages', {
    headers,
    data: { title: { fr: `Essai ${slug}`, en: `Test ${slug}` }, paths: { fr: `/fr/${slug}`, en: `/en/${slug}` } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { page: summary } = await created.json();
  const saved = await page.request.put(`/api/cms/pages/${summary.id}/draft`, { headers, data: { revision: summary.revision, content: { fields: blocks } } });
  expect(saved.ok(), await saved.text()).toBe(true);
  if (publish) {
    const published = await page.request.post(`/api/cms/pages/${summary.id}/publish`, { headers, data: { revision: (await saved.json()).revision } });
    expect(published.ok(), await published.text()).toBe(true);
  }
  return { id: String(summary.id), fr: `/fr/${slug}`, en: `/en/${slug}` };
}

async function openEditor(page: Page, id: string, lang: 'en' | 'fr' = 'en') {
  await page.goto(`/qa/sections?lang=${lang}&page=${id}`);
  await expect(page.locator('[data-editor-block]').first()).toBeVisible();
}

const titles = (page: Page) => page.locator('[data-editor-block] :is(h1, h2)').allInnerTexts();
const saveStatus = (page: Page) => page.locator('[data-save-status]');
const notice = (page: Page) => page.locator('[data-editor-notice]');

async function draftBlocks(page: Page, id: string): Promise<string[]> {
  const res = await page.request.get(`/api/cms/pages/${id}`);
  const body = await res.json();
  return body.page.content.fields.map((b: { fields: { main_title?: { en?: string } } }) => b.fields.main_title?.en ?? '');
}

test.describe('QA editor, part 2', () => {
  test('versions: publish twice, see the diff summary, restore the older version as the draft', async ({ page, baseURL, consoleErrors }) => {
    await signInAsAdmin(page, baseURL!);
    const created = await createPage(page, baseURL!, [textBlock('Alpha'), textBlock('Beta')]);
    await openEditor(page, created.id);

    await page.locator('[data-publish]').click();
    await expect(notice(page)).toContainText('Page published');
    const first = page.locator('[data-editor-index="0"]');
    await first.hover();
    await first.locator('[data-action="duplicate"]').click();
    await expect.poll(() => titles(page)).toEqual(['Alpha EN', 'Alpha EN', 'Beta EN']);
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
    await page.locator('[data-publish]').click();
    await expect(notice(page).last()).toContainText('Page published');

    await page.getByRole('button', { name: 'Versions', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Version history' });
    const items = dialog.getByRole('listitem');
    await expect(items).toHaveCount(2);
    // Newest first: the second publish added one block; the first added both.
    await expect(items.nth(0)).toContainText('1 added · 0 removed · 0 changed');
    await expect(items.nth(1)).toContainText('2 added · 0 removed · 0 changed');
    await screenshot(page, 'editor-versions-1440-en');
    await items.nth(1).getByRole('button', { name: 'Restore as draft' }).click();
    await expect(notice(page).last()).toContainText('Version restored as the draft.');
    await expect(dialog).toBeHidden();
    await expect.poll(() => titles(page)).toEqual(['Alpha EN', 'Beta EN']);
    expect(await draftBlocks(page, created.id)).toEqual(['Alpha EN', 'Beta EN']);
    expectNoConsoleErrors(consoleErrors);
  });

  test('copies a block on one page and pastes it on another', async ({ page, baseURL, consoleErrors }) => {
    await signInAsAdmin(page, baseURL!);
    const source = await createPage(page, baseURL!, [textBlock('Kappa'), textBlock('Lambda')]);
    const target = await createPage(page, baseURL!, [textBlock('Mu')]);
    await openEditor(page, source.id);
    const lambda = page.locator('[data-editor-index="1"]');
    await lambda.hover();
    await lambda.locator('[data-action="copy"]').click();

    await openEditor(page, target.id);
    await expect.poll(() => titles(page)).toEqual(['Mu EN']);
    await page.getByRole('button', { name: 'Paste block' }).click();
    await expect.poll(() => titles(page)).toEqual(['Mu EN', 'Lambda EN']);
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
    expect(await draftBlocks(page, target.id)).toEqual(['Mu EN', 'Lambda EN']);
    // The source page is unchanged.
    expect(await draftBlocks(page, source.id)).toEqual(['Kappa EN', 'Lambda EN']);
    expectNoConsoleErrors(consoleErrors);
  });

  test('"New page": title and path per locale, then edit and publish; the public URL answers 200', async ({ page, baseURL, consoleErrors }) => {
    await signInAsAdmin(page, baseURL!);
    await page.goto('/qa/sections?lang=en');
    await expect(page.locator('[data-editor-block]').first()).toBeVisible();
    const slug = `nouvelle-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Title (French)').fill('Nos services');
    await dialog.getByLabel('Title (English)').fill('Our services');
    await dialog.getByLabel('Path (French)').fill(`/fr/${slug}`);
    await dialog.getByLabel('Path (English)').fill(`/en/${slug}-en`);
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-page-picker] option:checked')).toContainText(`/en/${slug}-en`);
    await expect(page.getByLabel('Page title (English)')).toHaveValue('Our services');
    await expect(page.locator('[data-editor-block]')).toHaveCount(0);

    // Not public yet.
    expect((await page.request.get(`/en/${slug}-en`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Add a block' }).click();
    const library = page.getByRole('dialog', { name: 'Add a block' });
    await library.getByLabel('Search blocks').fill('call to');
    await library.locator('[data-block-option="cta_block"]').click();
    await expect(page.locator('[data-editor-block="cta_block"]')).toHaveCount(1);
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
    await page.locator('[data-publish]').click();
    await expect(notice(page)).toContainText('Page published');

    const visitor = await page.context().browser()!.newPage();
    const fr = await visitor.goto(`${baseURL}/fr/${slug}`);
    expect(fr?.status()).toBe(200);
    await expect(visitor.locator('[data-block-type="cta_block"]')).toBeVisible();
    const en = await visitor.goto(`${baseURL}/en/${slug}-en`);
    expect(en?.status()).toBe(200);
    await visitor.close();
    expectNoConsoleErrors(consoleErrors);
  });

  test('leave-page warning: an unsaved change asks before the page is left', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    const created = await createPage(page, baseURL!, [textBlock('Nu'), textBlock('Xi')]);
    await openEditor(page, created.id);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });

    // Delete a block and leave at once, before the autosave debounce (800 ms).
    const second = page.locator('[data-editor-index="1"]');
    await second.hover();
    await second.locator('[data-action="delete"]').click();
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', /pending|saving/);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    // Staying keeps the editor and the change, which then saves.
    expect(page.isClosed()).toBe(false);
    await expect.poll(() => titles(page)).toEqual(['Nu EN']);
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
    expect(await draftBlocks(page, created.id)).toEqual(['Nu EN']);

    // Once saved, leaving asks nothing.
    await page.goto('/en');
    expect(dialogs).toEqual(['beforeunload']);
  });

  test('variants: create from the page, edit its content, rename, preview with ?variant=, delete', async ({ page, baseURL, consoleErrors }) => {
    await signInAsAdmin(page, baseURL!);
    const created = await createPage(page, baseURL!, [textBlock('Omicron'), textBlock('Pi')], { publish: true });
    await openEditor(page, created.id);

    await page.getByRole('button', { name: 'New variant' }).click();
    const create = page.getByRole('dialog', { name: 'New variant' });
    await expect(create).toContainText('starts as a copy of the page’s current content');
    await create.getByLabel('Name').fill('Spring open house');
    await create.getByLabel('Banner colour (#rrggbb)').fill('#2f6b4f');
    await create.getByRole('button', { name: 'Create variant' }).click();
    await expect(create).toBeHidden();
    const note = page.locator('[data-variant-note]');
    await expect(note).toContainText('Editing the variant “Spring open house”');
    await expect(note).toContainText('?variant=spring-open-house');
    await expect(page.getByRole('combobox', { name: 'Editing' })).toHaveValue('spring-open-house');
    await expect(page.locator('[data-publish]')).toHaveCount(0);
    await expect.poll(() => titles(page)).toEqual(['Omicron EN', 'Pi EN']);

    // Edit the variant's content: a new title, and one block fewer.
    const first = page.locator('[data-editor-index="0"]');
    await first.hover();
    await first.locator('[data-action="edit"]').click();
    await page.locator('[data-edit-panel]').getByRole('textbox', { name: /Main title.*English/ }).fill('Open house this Sunday');
    const second = page.locator('[data-editor-index="1"]');
    await second.hover();
    await second.locator('[data-action="delete"]').click();
    await expect.poll(() => titles(page)).toEqual(['Open house this Sunday']);
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
    await screenshot(page, 'editor-variant-editing-1440-en');

    // Rename and recolour.
    await page.getByRole('button', { name: 'Rename or recolour “Spring open house”' }).click();
    const rename = page.getByRole('dialog', { name: 'Variant name and colour' });
    await rename.getByLabel('Name').fill('Summer open house');
    await rename.getByLabel('Banner colour (#rrggbb)').fill('#aa3355');
    await screenshot(page, 'editor-variant-rename-1440-en');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    await expect(note).toContainText('Editing the variant “Summer open house”');

    // Not public yet: a visitor who knows the address gets the page; publishing the variant makes it public.
    const visitor = await page.context().browser()!.newPage();
    await expect(page.locator('[data-variant-status]')).toHaveText('Not public');
    await visitor.goto(`${baseURL}${created.en}?variant=spring-open-house`);
    await expect(visitor.locator('main :is(h1, h2)').first()).toHaveText('Omicron EN');
    await page.getByRole('button', { name: 'Publish the variant “Summer open house”' }).click();
    await expect(page.locator('[data-variant-status]')).toHaveText('Public');

    // The page itself is untouched; back to it, Publish returns.
    await page.getByRole('combobox', { name: 'Editing' }).selectOption({ label: 'The page' });
    await expect.poll(() => titles(page)).toEqual(['Omicron EN', 'Pi EN']);
    await expect(page.locator('[data-publish]')).toBeVisible();
    expect(await draftBlocks(page, created.id)).toEqual(['Omicron EN', 'Pi EN']);

    // Visitors: ?variant= shows the published variant, without the preview banner; without it, the page.
    await visitor.goto(`${baseURL}${created.en}?variant=spring-open-house`);
    await expect(visitor.locator('main :is(h1, h2)')).toHaveText(['Open house this Sunday']);
    await expect(visitor.getByText('Previewing variant')).toHaveCount(0);
    await visitor.goto(`${baseURL}${created.en}`);
    await expect(visitor.locator('main :is(h1, h2)').first()).toHaveText('Omicron EN');
    // The editor previewing it sees the banner, in the variant's colour.
    const preview = await page.context().newPage();
    await preview.goto(`${baseURL}${created.en}?variant=spring-open-house`);
    const banner = preview.getByRole('status').filter({ hasText: 'Summer open house' });
    await expect(banner).toHaveText('Previewing variant “Summer open house”');
    await expect(banner).toHaveCSS('background-color', 'rgb(170, 51, 85)');
    await preview.close();

    // Delete it (with confirmation) from the variant being edited.
    await page.getByRole('combobox', { name: 'Editing' }).selectOption({ label: 'Variant “Summer open house”' });
    await expect(note).toBeVisible();
    await page.getByRole('button', { name: 'Delete the variant “Summer open house”' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this variant?' });
    await expect(confirm).toContainText('?variant=spring-open-house');
    await confirm.getByRole('button', { name: 'Delete the variant' }).click();
    await expect(notice(page).last()).toContainText('Variant deleted.');
    await expect(page.getByRole('combobox', { name: 'Editing' })).toHaveValue('');
    await expect(page.locator('[data-publish]')).toBeVisible();
    await visitor.goto(`${baseURL}${created.en}?variant=spring-open-house`);
    await expect(visitor.getByText('Summer open house')).toHaveCount(0);
    await expect(visitor.locator('main :is(h1, h2)').first()).toHaveText('Omicron EN');
    await visitor.close();
    expectNoConsoleErrors(consoleErrors);
  });

  test('variant controls in French and at 375 px', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    const created = await createPage(page, baseURL!, [textBlock('Rho')], { publish: true });
    await openEditor(page, created.id, 'fr');
    await page.getByRole('button', { name: 'Nouvelle variante' }).click();
    const create = page.getByRole('dialog', { name: 'Nouvelle variante' });
    await create.getByLabel('Nom').fill('Portes ouvertes été');
    await create.getByLabel('Couleur du bandeau (#rrggbb)').fill('#b8894a');
    await screenshot(page, 'editor-variant-new-1440-fr');
    await create.getByRole('button', { name: 'Créer la variante' }).click();
    await expect(page.locator('[data-variant-note]')).toContainText('Vous modifiez la variante « Portes ouvertes été »');
    await screenshot(page, 'editor-variant-editing-1440-fr');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'editor-variant-editing-375-fr');
    await page.getByRole('button', { name: 'Supprimer la variante « Portes ouvertes été »' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Supprimer cette variante?' })).toBeVisible();
    await screenshot(page, 'editor-variant-delete-375-fr');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer la variante' }).click();
    await expect(page.getByRole('combobox', { name: 'Édition' })).toHaveValue('');
  });
});
