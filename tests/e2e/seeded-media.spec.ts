/**
 * The seeded sites' pictures as a visitor's browser gets them (spec 001 §4 "Images", §9 "Image
 * appear 300 ms"): the broker home's hero is a `<picture>` with AVIF and WebP sources, its
 * intrinsic width and height, high fetch priority, and a matching preload in the head that the
 * browser uses (the file is fetched once); its blurred placeholder fills the box until the image
 * arrives; a lazy image reserves its box and fades in over its placeholder; cards in fixed-shape
 * boxes get focal-point crops; the image-and-text box (≈ 540 px at 1440 px) gets the 640 px file.
 * Screenshots of the broker and agency homes at 375 and 1440 px, every image loaded.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoConsoleErrors, holdFiles, screenshot, test, untilImageShown } from './fixtures';

const agency = (url: string) => url.replace('127.0.0.1', 'agence.localhost');

/**
 * Brings every library image of the page's column into view in turn (carousel slides beyond the
 * sides wait for their turn) and waits until it has loaded and faded in.
 */
async function loadEveryImage(page: Page) {
  for (const img of await page.locator('picture img').all()) {
    const inColumn = await img.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.left < window.innerWidth && rect.right > 0;
    });
    if (!inColumn) continue;
    await img.scrollIntoViewIfNeeded();
    await untilImageShown(img);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test('the broker home’s hero is a preloaded, high-priority <picture> over its blurred placeholder', async ({ page, site, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const heroFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/media\/[0-9a-f]{32}-\d+\.avif$/.test(request.url())) heroFiles.push(new URL(request.url()).pathname);
  });
  const held = await holdFiles(page, /\/media\/.+\.(avif|webp|jpg)$/);
  await page.goto(`${site.url}/fr`, { waitUntil: 'domcontentloaded' });

  const hero = page.locator('[data-block-type="hero_block_1"] picture');
  await expect(hero).toHaveCount(1);
  const sources = hero.locator('source');
  await expect(sources).toHaveCount(2);
  expect(await sources.evaluateAll((list) => list.map((source) => source.getAttribute('type')))).toEqual(['image/avif', 'image/webp']);
  const avif = (await sources.first().getAttribute('srcset'))!;
  const [, hash] = /\/media\/([0-9a-f]{32})-320\.avif 320w/.exec(avif)!;
  expect(avif).toBe([320, 640, 960, 1280, 1920].map((width) => `/media/${hash}-${width}.avif ${width}w`).join(', '));
  const img = hero.locator('img');
  await expect(img).toHaveAttribute('width', '1920');
  await expect(img).toHaveAttribute('height', '1280');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(img).toHaveAttribute('sizes', '100vw');

  // The head preloads exactly that image, with the same candidates and sizes.
  const preload = page.locator('head link[rel="preload"][as="image"][imagesrcset]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', avif);
  await expect(preload).toHaveAttribute('imagesizes', '100vw');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('type', 'image/avif');

  // While the file is on its way, the box shows the blurred placeholder (a data URI, no script).
  const box = img.locator('xpath=ancestor::span[1]');
  expect(await box.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\("data:image\/webp;base64,[A-Za-z0-9+/=]+"\)$/);
  expect(await img.evaluate((element) => (element as HTMLImageElement).complete)).toBe(false);

  held.release();
  await expect.poll(() => img.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(new RegExp(`/media/${hash}-1920\\.avif$`));
  // The hero's code waits for the visitor (src/renderer/blocks/hydrateOnIntent.ts): until then the
  // loaded picture covers its placeholder; once the hero is live, the placeholder goes.
  await page.locator('[data-block-type="hero_block_1"]').hover();
  await expect.poll(() => box.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
  // The preloaded file is the one the picture uses: fetched once.
  expect(heroFiles.filter((path) => path === `/media/${hash}-1920.avif`)).toHaveLength(1);
  expectNoConsoleErrors(consoleErrors);
});

test('a lazy library image reserves its box and fades in over its placeholder', async ({ page, site, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const held = await holdFiles(page, /\/media\/.+-4x3-.+\.(avif|webp|jpg)$/);
  await page.goto(`${site.url}/fr`);
  const img = page.locator('[data-block-type="image_text_block"] picture img').first();
  await img.scrollIntoViewIfNeeded();
  // The block only shows text, images and links: its code (the image's own fade) comes when the
  // visitor reaches for it.
  await img.hover();
  await expect(img).toHaveAttribute('loading', 'lazy');
  // The box's shape and size are known before the file arrives.
  expect(Number(await img.getAttribute('width')) / Number(await img.getAttribute('height'))).toBeCloseTo(4 / 3, 2);
  const box = img.locator('xpath=ancestor::span[1]');
  const reserved = await box.boundingBox();
  expect(reserved!.height).toBeGreaterThan(300);
  expect(await box.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\("data:image\/webp;base64,/);
  await expect(img).toHaveAttribute('data-appear', '1');
  expect(await img.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');

  held.release();
  await expect(img).toHaveAttribute('data-appear', '3');
  expect(await img.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(await box.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
  expect((await box.boundingBox())!.height).toBeCloseTo(reserved!.height, 0);
  // The box is ≈ 540 px wide at 1440 px: the browser takes the 640 px file of its 4:3 crop.
  expect(reserved!.width).toBeLessThan(560);
  expect(await img.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(/\/media\/[0-9a-f]{32}-4x3-50-\d+-640\.avif$/);
  expectNoConsoleErrors(consoleErrors);
});

test('an image of a block whose code has not arrived yet still appears once loaded', async ({ page, site }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The block's code never arrives (a failed or very slow download).
  await holdFiles(page, /\/assets\/ImageTextBlock-[^/]+\.js$/);
  await page.goto(`${site.url}/fr`);
  const frame = page.locator('[data-page-block][data-block-type="image_text_block"]').first();
  const img = frame.locator('picture img').first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
  await expect(img).toHaveAttribute('data-appear', '2');
  await expect.poll(() => img.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await expect(frame).not.toHaveAttribute('data-live');
});

test('cards in fixed-shape boxes get focal-point crops at the width they show', async ({ page, site, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${site.url}/fr`);
  await loadEveryImage(page);
  // The blog cards are 16:10; the covers are 16:9 illustrations: their 16:10 crops, ≈ 280 px wide.
  const covers = page.locator('[data-block-type="blog_articles_grid_block"] picture img:not([sizes="28px"])');
  await expect(covers).toHaveCount(4);
  for (const cover of await covers.all()) {
    expect(await cover.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(/\/media\/[0-9a-f]{32}-16x10-50-50-320\.avif$/);
  }
  // The authors' 28 px portraits come from the smallest file of the portrait's square crop.
  const avatars = page.locator('[data-block-type="blog_articles_grid_block"] picture img[sizes="28px"]');
  await expect(avatars).toHaveCount(4);
  for (const avatar of await avatars.all()) {
    expect(await avatar.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(/\/media\/[0-9a-f]{32}-1x1-\d+-\d+-320\.avif$/);
  }
  expectNoConsoleErrors(consoleErrors);
});

for (const [name, home] of [
  ['broker', (url: string) => `${url}/fr`],
  ['agency', (url: string) => `${agency(url)}/fr`],
] as const) {
  for (const width of [375, 1440]) {
    test(`${name} home at ${width} px: every picture loaded, screenshot`, async ({ page, site, consoleErrors }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(home(site.url));
      await loadEveryImage(page);
      // No library image without its size, and none downloaded at more than twice the width of its box.
      const pictures = await page.evaluate(() =>
        [...document.querySelectorAll('picture img')]
          .filter((img) => {
            const rect = img.getBoundingClientRect();
            return rect.width > 0 && rect.left < window.innerWidth && rect.right > 0 && (img as HTMLImageElement).currentSrc;
          })
          .map((img) => {
            const image = img as HTMLImageElement;
            const file = /-(\d+)\.(avif|webp|jpg)$/.exec(image.currentSrc);
            return { src: image.currentSrc, width: image.getAttribute('width'), height: image.getAttribute('height'), box: image.getBoundingClientRect().width, file: Number(file?.[1]) };
          }),
      );
      expect(pictures.length).toBeGreaterThan(3);
      // The browser may show a file it already has for another box (the hero slider's thumbnail of
      // the next slide): each file is judged by the largest box showing it.
      const largestBox = new Map<string, number>();
      for (const picture of pictures) largestBox.set(picture.src, Math.max(largestBox.get(picture.src) ?? 0, picture.box));
      for (const picture of pictures) {
        expect(picture.width, picture.src).toMatch(/^\d+$/);
        expect(picture.height, picture.src).toMatch(/^\d+$/);
        const box = largestBox.get(picture.src)!;
        expect(picture.file, `${picture.src} in a ${Math.round(box)} px box`).toBeLessThanOrEqual(Math.max(320, 2 * box));
      }
      await screenshot(page, `seeded-media-${name}-home-${width}`);
      expectNoConsoleErrors(consoleErrors);
    });
  }
}
