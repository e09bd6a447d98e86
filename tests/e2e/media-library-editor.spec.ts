/**
 * The media library through the QA screens, on its own built server (its own data folder, so no
 * other spec sees the changed page): an editor signs in, uploads a phone photo carrying its GPS
 * position on /qa/media, sees the missing-alt warning, writes the alt texts, places the photo in
 * an image-and-text block with the image field's "Choose from the library" dialog and publishes.
 * The page cached before the publish is replaced, the visitor gets AVIF/WebP variants without
 * any EXIF, and the library shows the photo in use. Screenshots of /qa/medias and /qa/media at
 * 375 and 1440 px, with no horizontal overflow; no serious axe finding on the screen and its dialogs.
 */
import sharp from 'sharp';
import { axeViolations, E2E_ADMIN, expect, expectNoConsoleErrors, screenshot, startBuiltServer, test, type RunningSite } from './fixtures';
import { imageTextBlock, phonePhoto } from './phonePhoto';

let own: RunningSite;

test.beforeAll(async () => {
  own = await startBuiltServer();
});
test.afterAll(async () => {
  await own?.close();
});

test('an editor uploads a phone photo on /qa/media, writes its alt texts, places it from the library and publishes', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  const origin = own.url;
  const headers = { Origin: origin };

  // A published page with an image-and-text block, kept in the page cache by a first visit.
  expect((await page.request.post(`${origin}/api/cms/auth/login`, { headers, data: E2E_ADMIN })).status()).toBe(200);
  const created = await page.request.post(`${origin}/api/cms/pages`, { headers, data: { title: { fr: 'Médiathèque', en: 'Media library' }, paths: { fr: '/fr/mediatheque-essai', en: '/en/media-library-test' } } });
  expect(created.status(), await created.text()).toBe(201);
  const { page: summary } = (await created.json()) as { page: { id: string; revision: number } };
  const block = imageTextBlock('/placeholders/brand.svg', { fr: 'Logo', en: 'Logo' });
  const draft = await page.request.put(`${origin}/api/cms/pages/${summary.id}/draft`, { headers, data: { revision: summary.revision, content: { fields: [block] } } });
  expect(draft.status(), await draft.text()).toBe(200);
  const { revision } = (await draft.json()) as { revision: number };
  expect((await page.request.post(`${origin}/api/cms/pages/${summary.id}/publish`, { headers, data: { revision } })).status()).toBe(200);
  await page.context().clearCookies();
  await page.goto(`${origin}/fr/mediatheque-essai`);
  const cached = await page.goto(`${origin}/fr/mediatheque-essai`);
  expect(cached?.headers()['x-page-cache']).toBe('HIT');
  expect(await page.locator('main picture').count()).toBe(0);

  // The editor signs in and lands on the media library.
  await page.goto(`${origin}/qa/login?lang=en&next=${encodeURIComponent('/qa/media')}`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/qa\/media$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();

  // Upload through the file picker.
  const photo = await phonePhoto();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload images' }).click();
  await (await chooser).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.locator('[data-editor-notice]')).toContainText('IMG_2041.jpg added to the library.');
  const card = page.locator('li[data-media-id]').filter({ hasText: 'IMG_2041.jpg' });
  await expect(card).toContainText('2400 × 1600 px · Unused');
  await expect(card.getByText('Alt text missing')).toBeVisible();
  await screenshot(page, 'media-library-media-1440-missing-alt');

  // Alt texts and a focal point moved with the keyboard.
  await card.getByRole('button', { name: 'Edit IMG_2041.jpg' }).click();
  const details = page.getByRole('dialog', { name: 'IMG_2041.jpg' });
  await details.getByLabel('Alternative text (French)').fill('Maison au coucher du soleil');
  await details.getByLabel('Alternative text (English)').fill('House at sunset');
  await details.getByRole('button', { name: 'IMG_2041.jpg: click to set the focal point' }).press('ArrowLeft');
  await screenshot(page, 'media-library-media-1440-details', { fullPage: false });
  expect(await axeViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expect(card.getByText('Alt text missing')).toHaveCount(0);

  for (const [path, width] of [
    ['/qa/media', 1440],
    ['/qa/media', 375],
    ['/qa/medias', 1440],
    ['/qa/medias', 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${origin}${path}`);
    // The upload, newest first, then the site's seeded illustrations.
    await expect(page.locator('li[data-media-id]').first()).toContainText('IMG_2041.jpg');
    expect(await page.locator('li[data-media-id]').count()).toBeGreaterThan(20);
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await screenshot(page, `media-library-${path.slice(4)}-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (width === 1440) expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // The image field's library dialog places it in the block; publish.
  await page.goto(`${origin}/qa/sections?lang=en&page=${summary.id}`);
  const first = page.locator('[data-editor-index="0"]');
  await expect(first).toBeVisible();
  await first.hover();
  await first.locator('[data-action="edit"]').click();
  const panel = page.locator('[data-edit-panel="image_text_block"]');
  await panel.getByRole('button', { name: 'Choose from the library' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  const option = picker.getByRole('row', { name: /IMG_2041\.jpg/ });
  await expect(option.locator('img')).toHaveJSProperty('complete', true);
  await screenshot(page, 'media-library-picker-1440', { fullPage: false });
  expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
  await option.focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(panel.getByText('IMG_2041.jpg placed in the field.')).toBeVisible();
  await page.locator('[data-publish]').click();
  await expect(page.locator('[data-editor-notice]')).toContainText('Page published');

  // The library now counts the use and refuses the delete, naming the page.
  await page.goto(`${origin}/qa/media`);
  await expect(card).toContainText('Used in 1 document');
  await card.getByRole('button', { name: 'Edit IMG_2041.jpg' }).click();
  await details.getByRole('button', { name: 'Delete' }).click();
  const errorsBefore = consoleErrors.length;
  const confirm = page.getByRole('alertdialog', { name: 'Delete IMG_2041.jpg?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText('This image is used in 1 document');
  await expect(confirm.getByRole('alert')).toContainText('Page “Media library”');
  // The browser logs the refused DELETE: that one is expected.
  expect(consoleErrors.splice(errorsBefore)).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);

  // A visitor gets the new page (the cached one is gone) and an AVIF variant at the box's width, without EXIF.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 812 });
  const served: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/')) served.push(response.headers()['content-type'] ?? '');
  });
  const fresh = await page.goto(`${origin}/fr/mediatheque-essai`);
  expect(fresh?.headers()['x-page-cache']).not.toBe('HIT');
  const image = page.getByRole('img', { name: 'Maison au coucher du soleil' });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
  const currentSrc = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
  // Its 4:3 crop around the focal point the editor moved (the field took it from the library).
  expect(currentSrc).toMatch(/\/media\/[0-9a-f]{32}-4x3-\d+-50-\d+\.avif$/);
  expect(served).toContain('image/avif');
  await expect(page.locator('main picture source[type="image/webp"]')).toHaveCount(1);
  const fallback = await image.getAttribute('src');
  expect(fallback).toMatch(/\/media\/[0-9a-f]{32}-4x3-\d+-50-\d+\.jpg$/);
  for (const url of [currentSrc, currentSrc.replace('.avif', '.webp'), new URL(fallback!, origin).href]) {
    const file = await page.request.get(url);
    expect(file.status()).toBe(200);
    const body = await file.body();
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    expect(body.toString('latin1')).not.toContain('Pomme');
  }
  expectNoConsoleErrors(consoleErrors);
});
