/**
 * QA editor end to end: login gate, drag with the mouse and the keyboard, a
 * bilingual title edited live, undo/redo, colour-scheme cycling, add/duplicate/delete, publish
 * reaching the public page, and the 409 conflict choice between two browser contexts; content
 * variants (`?variant=` banner, links keeping it) and the draft shown in the preview iframe.
 *
 * Each test creates its own page through the CMS API (same server per worker), so tests do not
 * depend on each other or on the seed's content.
 */
import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN, expect, test } from './fixtures';

function textBlock(title: string, scheme?: string) {
  return {
    block_type: 'text_block_1',
    block_params: scheme ? { color_scheme: scheme } : {},
    fields: {
      main_title: { fr: `${title} FR`, en: `${title} EN` },
      description: { fr: `<p>Texte ${title}</p>`, en: `<p>Text ${title}</p>` },
    },
  };
}

async function login(page: Page) {
  await page.goto('/qa/login?lang=en');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/qa\/sections/);
}

let counter = 0;

/** Creates a page with a draft of `blocks` through the CMS API; returns its id and paths. */
async function createPage(page: Page, baseURL: string, blocks: unknown[]) {
  counter += 1;
  const slug = `e2e-${Date.now().toString(36)}-${counter}`;
  const headers = { Origin: baseURL };
  const created = await page.request.post('/api/cms/pages', {
    headers,
    data: { title: { fr: `Essai ${slug}`, en: `Test ${slug}` }, paths: { fr: `/fr/${slug}`, en: `/en/${slug}` } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { page: summary } = await created.json();
  const saved = await page.request.put(`/api/cms/pages/${summary.id}/draft`, { headers, data: { revision: summary.revision, content: { fields: blocks } } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { id: String(summary.id), fr: `/fr/${slug}`, en: `/en/${slug}` };
}

async function openEditor(page: Page, id: string) {
  await page.goto(`/qa/sections?lang=en&page=${id}`);
  await expect(page.locator('[data-editor-block]').first()).toBeVisible();
}

const titles = (page: Page) => page.locator('[data-editor-block] :is(h1, h2)').allInnerTexts();
const saveStatus = (page: Page) => page.locator('[data-save-status]');

test.describe('QA editor', () => {
  test('anonymous /qa/sections asks for login, then opens the workbench', async ({ page }) => {
    const response = await page.goto('/qa/sections?lang=en');
    // The login page follows the language of the page that asked for it (next=/qa/sections?lang=en).
    expect(response?.ok()).toBe(true);
    await expect(page).toHaveURL(/\/qa\/login\?next=/);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/qa\/sections/);
    await expect(page.locator('[data-user-badge]')).toContainText(E2E_ADMIN.email.split('@')[0], { ignoreCase: true });
    await expect(page.locator('[data-editor-block]').first()).toBeVisible();
  });

  test('reorders with the mouse and the keyboard, with undo and redo', async ({ page, baseURL }) => {
    await login(page);
    const created = await createPage(page, baseURL!, [textBlock('Alpha'), textBlock('Beta'), textBlock('Gamma')]);
    await openEditor(page, created.id);
    await expect.poll(() => titles(page)).toEqual(['Alpha EN', 'Beta EN', 'Gamma EN']);

    // Mouse: drag Alpha's handle below Gamma.
    const handle = page.locator('[data-editor-index="0"] [data-drag-handle]');
    await page.locator('[data-editor-index="0"]').hover();
    const from = (await handle.boundingBox())!;
    const target = (await page.locator('[data-editor-index="2"]').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 20, { steps: 5 });
    await page.mouse.move(target.x + 40, target.y + target.height - 10, { steps: 20 });
    await page.mouse.up();
    await expect.poll(() => titles(page)).toEqual(['Beta EN', 'Gamma EN', 'Alpha EN']);

    // Keyboard: space, arrow down, space moves Beta one place down.
    await page.locator('[data-editor-index="0"] [data-drag-handle]').focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/Text block 1.* position 1 of 3\./)).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(/is now at position 2 of 3/)).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(() => titles(page)).toEqual(['Gamma EN', 'Beta EN', 'Alpha EN']);

    // Undo both moves, redo one.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => titles(page)).toEqual(['Beta EN', 'Gamma EN', 'Alpha EN']);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => titles(page)).toEqual(['Alpha EN', 'Beta EN', 'Gamma EN']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => titles(page)).toEqual(['Beta EN', 'Gamma EN', 'Alpha EN']);
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');

    // The outline reorders too.
    await page.getByRole('tree', { name: 'Outline' }).getByRole('button', { name: /Move down — Text block 1/ }).first().click();
    await expect.poll(() => titles(page)).toEqual(['Gamma EN', 'Beta EN', 'Alpha EN']);
  });

  test('edits a bilingual title live, cycles a colour scheme, publishes to the public page', async ({ page, baseURL }) => {
    await login(page);
    const created = await createPage(page, baseURL!, [textBlock('Delta', 'normal'), textBlock('Epsilon')]);
    await openEditor(page, created.id);

    const first = page.locator('[data-editor-index="0"]');
    await first.hover();
    await first.locator('[data-action="edit"]').click();
    const panel = page.locator('[data-edit-panel]');
    await expect(panel).toBeVisible();
    // The canvas shows the UI language (en) first; the French value shows after switching.
    await panel.getByRole('textbox', { name: /Main title.*English/ }).fill('Bright house in Longueuil');
    await expect(first.locator(':is(h1, h2)').first()).toHaveText('Bright house in Longueuil');
    await panel.getByRole('textbox', { name: /Main title.*French/ }).fill('Maison lumineuse à Longueuil');
    await page.getByRole('group', { name: 'Content language' }).getByRole('button', { name: 'FR' }).click();
    await expect(first.locator(':is(h1, h2)').first()).toHaveText('Maison lumineuse à Longueuil');

    // Colour scheme: normal → normal-grey → inverted → normal (wraps).
    const scheme = first.locator('[data-color-scheme]').first();
    await expect(scheme).toHaveAttribute('data-color-scheme', 'normal');
    for (const next of ['normal-grey', 'inverted', 'normal']) {
      await first.hover();
      await first.locator('[data-action="scheme"]').click();
      await expect(scheme).toHaveAttribute('data-color-scheme', next);
    }
    await first.locator('[data-action="scheme"]').click();

    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
    await page.locator('[data-publish]').click();
    await expect(page.locator('[data-editor-notice]')).toContainText('Page published');

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${baseURL}${created.fr}`);
    await expect(visitor.locator('main :is(h1, h2)').first()).toHaveText('Maison lumineuse à Longueuil');
    await expect(visitor.locator('[data-block-type="text_block_1"]').first()).toHaveAttribute('data-color-scheme', 'normal-grey');
    await visitor.goto(`${baseURL}${created.en}`);
    await expect(visitor.locator('main :is(h1, h2)').first()).toHaveText('Bright house in Longueuil');
    await visitor.close();
  });

  test('adds a block from the library, duplicates and deletes it', async ({ page, baseURL }) => {
    await login(page);
    const created = await createPage(page, baseURL!, [textBlock('Zeta')]);
    await openEditor(page, created.id);
    await page.getByRole('button', { name: 'Add a block' }).click();
    const library = page.getByRole('dialog', { name: 'Add a block' });
    await library.getByLabel('Search blocks').fill('call to');
    await library.locator('[data-block-option="cta_block"]').click();
    await expect(page.locator('[data-editor-block]')).toHaveCount(2);
    await expect(page.locator('[data-editor-index="1"]')).toHaveAttribute('data-editor-block', 'cta_block');

    const added = page.locator('[data-editor-index="1"]');
    await added.hover();
    await added.locator('[data-action="duplicate"]').click();
    await expect(page.locator('[data-editor-block="cta_block"]')).toHaveCount(2);

    const copy = page.locator('[data-editor-index="2"]');
    await copy.hover();
    await copy.locator('[data-action="delete"]').click();
    await expect(page.locator('[data-editor-block="cta_block"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.locator('[data-editor-block="cta_block"]')).toHaveCount(2);
  });

  test('two editors on one page: the stale save gets the conflict choice', async ({ page, baseURL, browser }) => {
    await login(page);
    const created = await createPage(page, baseURL!, [textBlock('Eta'), textBlock('Theta')]);
    const other = await (browser as Browser).newContext({ baseURL });
    const second = await other.newPage();
    await login(second);

    await openEditor(page, created.id);
    await openEditor(second, created.id);

    await page.locator('[data-editor-index="0"]').hover();
    await page.locator('[data-editor-index="0"] [data-action="duplicate"]').click();
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');

    await second.locator('[data-editor-index="1"]').hover();
    await second.locator('[data-editor-index="1"] [data-action="delete"]').click();
    const dialog = second.getByRole('alertdialog', { name: 'Someone else changed this page' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reload their version' }).click();
    await expect(dialog).toBeHidden();
    await expect(second.locator('[data-editor-block]')).toHaveCount(3);
    await other.close();
  });

  test('?variant=printemps-2026 shows the variant, its banner only to an editor previewing it; internal links keep the parameter', async ({ page }) => {
    await page.goto('/fr?variant=printemps-2026');
    await expect(page.locator('main :is(h1, h2)').first()).toHaveText('Ce printemps, vendez au meilleur moment sur la Rive-Sud');
    const internal = page.locator('main a[href^="/fr/"]').first();
    await expect(internal).toHaveAttribute('href', /[?&]variant=printemps-2026/);
    await expect(page.getByText('Aperçu de la variante')).toHaveCount(0);

    // An editor previewing it gets the banner in the page the server sends, in the variant's colour.
    await login(page);
    expect(await (await page.request.get('/fr?variant=printemps-2026')).text()).toContain('Aperçu de la variante « Campagne printemps 2026 »');
    await page.goto('/fr?variant=printemps-2026');
    const banner = page.getByRole('status').filter({ hasText: 'Campagne printemps 2026' });
    await expect(banner).toHaveText('Aperçu de la variante « Campagne printemps 2026 »');
    await expect(banner).toHaveCSS('background-color', 'rgb(184, 137, 74)');

    // Without the parameter, the ordinary page, no banner.
    await page.goto('/fr');
    await expect(page.getByText('Campagne printemps 2026')).toHaveCount(0);
    await expect(page.locator('main :is(h1, h2)').first()).toHaveText('Votre prochain chez-vous sur la Rive-Sud commence ici');
  });

  test('a draft edit appears in the xs preview iframe without publishing', async ({ page, baseURL }) => {
    await login(page);
    const created = await createPage(page, baseURL!, [textBlock('Iota')]);
    await openEditor(page, created.id);
    await page.getByRole('combobox', { name: 'Preview width' }).selectOption({ label: 'xs · 375 px' });
    const frame = page.frameLocator('iframe');
    // The page was never published: the preview shows its draft all the same.
    await expect(frame.locator('main :is(h1, h2)').first()).toHaveText('Iota EN');
    await expect(page.locator('iframe')).toHaveAttribute('src', `${created.en}?qa_preview=1`);

    await page.getByRole('combobox', { name: 'Preview width' }).selectOption({ value: '' });
    const first = page.locator('[data-editor-index="0"]');
    await first.hover();
    await first.locator('[data-action="edit"]').click();
    await page.locator('[data-edit-panel]').getByRole('textbox', { name: /Main title.*English/ }).fill('Draft only title');
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
    await page.getByRole('combobox', { name: 'Preview width' }).selectOption({ label: 'xs · 375 px' });
    await expect(frame.locator('main :is(h1, h2)').first()).toHaveText('Draft only title');

    // Still in preview: a further edit reaches the iframe after the autosave.
    await page.locator('[data-edit-panel]').getByRole('textbox', { name: /Main title.*English/ }).fill('Draft title, second take');
    await expect(frame.locator('main :is(h1, h2)').first()).toHaveText('Draft title, second take');

    // Visitors never see the draft, even when they ask for the preview.
    const visitor = await (page.context().browser()!).newContext();
    const anonymous = await visitor.newPage();
    const response = await anonymous.goto(`${baseURL}${created.en}?qa_preview=1`);
    expect(response?.status()).toBe(404);
    await expect(anonymous.getByText('Draft only title')).toHaveCount(0);
    await visitor.close();
  });
});
