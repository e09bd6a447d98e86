/**
 * Carousels: on the seeded buy page, each carousel is operated with the keyboard, Swiper comes only
 * when the visitor reaches for one (a swipe or a press made before it is kept), the featured
 * carousel autoplays after ~5 s, a mouse coming from a block not yet live brings Swiper, axe finds nothing on the three blocks, Swiper ships only in the
 * carousel chunk, and screenshots at 375/1440 px in fr and en.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { ChunkModules } from '../../build/chunkModulesReport';
import { acceptMotion, axeViolations, expect, expectHydrated, expectNoConsoleErrors, holdFiles, screenshot, settle, test } from './fixtures';

const BLOCKS = ['featured_properties_block', 'properties_slider_block', 'categories_slider_block'] as const;

/** The carousel region of a block, pointed at so that Swiper takes over its server-rendered list. */
async function readyCarousel(page: Page, blockType: string): Promise<Locator> {
  const region = page.locator(`[data-block-type="${blockType}"] [aria-roledescription]`).first();
  await region.scrollIntoViewIfNeeded();
  await region.hover();
  await expect(region.locator('.swiper-initialized')).toBeVisible();
  return region;
}

/** The 1-based index and the count of the first slide in view ("Diapositive 2 sur 8"). */
async function activeSlide(region: Locator): Promise<{ index: number; total: number }> {
  const label = (await region.locator('.swiper-slide-active').getAttribute('aria-label')) ?? '';
  const [index, total] = (label.match(/\d+/g) ?? []).map(Number);
  return { index, total };
}

/**
 * Tab from the previous arrow to the next one, Enter: the next slide becomes the first in view and
 * the live region says so. The focus inside the carousel also pauses any autoplay.
 */
async function nextWithKeyboard(page: Page, region: Locator, labels: { previous: string; next: string; slide: (index: number, total: number) => string }) {
  await region.getByRole('button', { name: labels.previous, exact: true }).focus();
  const before = await activeSlide(region);
  await page.keyboard.press('Tab');
  const next = region.getByRole('button', { name: labels.next, exact: true });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  const expected = labels.slide(before.index + 1, before.total);
  const active = region.locator('.swiper-slide-active');
  await expect(active).toHaveAttribute('aria-label', expected);
  await expect(active).toBeInViewport({ ratio: 0.9 });
  await expect(region.getByTestId('carousel-status')).toHaveText(expected);
  return before.index + 1;
}

test('each carousel of the buy page works with the keyboard (fr, 1440 px)', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fr/acheter');
  for (const blockType of BLOCKS) {
    const region = await readyCarousel(page, blockType);
    const slide = (index: number, total: number) => `Diapositive ${index} sur ${total}`;
    const index = await nextWithKeyboard(page, region, { previous: 'Diapositive précédente', next: 'Diapositive suivante', slide });
    const { total } = await activeSlide(region);
    // Arrow keys work while the focus is inside the carousel (and only then).
    await page.keyboard.press('ArrowLeft');
    await expect(region.locator('.swiper-slide-active')).toHaveAttribute('aria-label', slide(index - 1, total));
    await page.keyboard.press('ArrowRight');
    await expect(region.locator('.swiper-slide-active')).toHaveAttribute('aria-label', slide(index, total));
  }
  // Wrap-around: "previous" on the first slide goes to the last one.
  const slider = await readyCarousel(page, 'properties_slider_block');
  await slider.getByRole('button', { name: 'Diapositive précédente', exact: true }).press('Enter');
  await slider.getByRole('button', { name: 'Diapositive précédente', exact: true }).press('Enter');
  await expect(slider.locator('.swiper-slide-active')).not.toHaveAttribute('aria-label', /^Diapositive 1 sur/);
  expectNoConsoleErrors(consoleErrors);
});

/** True once the page has fetched Swiper's chunk (the carousel's engine). */
function swiperFetched(page: Page): () => boolean {
  const chunk = swiperChunkFiles();
  let fetched = false;
  page.on('request', (request) => {
    if (chunk.some((file) => request.url().endsWith(`/${file}`))) fetched = true;
  });
  return () => fetched;
}

/** The built files holding Swiper (dist/client/.vite/chunk-modules.json). */
function swiperChunkFiles(): string[] {
  const chunks = JSON.parse(readFileSync('dist/client/.vite/chunk-modules.json', 'utf8')) as ChunkModules;
  return Object.keys(chunks)
    .filter((file) => chunks[file].modules.some((id) => id.includes('node_modules/swiper/')))
    .map((file) => file.split('/').pop()!);
}

test('on a phone, Swiper comes when the visitor reaches for a carousel; a swipe and a press made before are kept (en, 375 px)', async ({ browser, site }) => {
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const fetched = swiperFetched(page);
  await page.goto('/en/buy');
  const region = page.locator('[data-block-type="properties_slider_block"] [aria-roledescription]').first();
  await region.scrollIntoViewIfNeeded();
  const next = region.getByRole('button', { name: 'Next slide', exact: true });
  await expectHydrated(next);
  await page.waitForLoadState('networkidle');
  expect(fetched(), 'Swiper before any visitor reached for a carousel').toBe(false);
  // The server's list scrolls natively on a touch screen before Swiper: a swipe to the second slide.
  const track = region.locator('ul').first();
  await track.evaluate((list) => list.scrollTo({ left: (list.children[1] as HTMLElement).offsetLeft - (list.children[0] as HTMLElement).offsetLeft }));
  await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  // The visitor then taps "next" before Swiper arrived: it comes, keeps the second slide, and moves one on.
  await next.tap();
  await expect(region.locator('.swiper-initialized')).toBeVisible();
  expect(fetched()).toBe(true);
  await expect(region.getByTestId('carousel-status')).toHaveText(/^Slide 3 of \d+$/);
  await expect(region.locator('.swiper-slide-active')).toBeInViewport({ ratio: 0.9 });
  expect(errors).toEqual([]);
  await context.close();
});

test('a mouse coming to a carousel from a block whose code has not arrived brings Swiper (fr, 1440 px)', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The text block above it only shows text and links: its code waits for the visitor, and is held here.
  await holdFiles(page, /\/assets\/TextBlock1-[^/]+\.js$/);
  await page.goto('/fr/acheter');
  const region = page.locator('[data-block-type="featured_properties_block"] [aria-roledescription]').first();
  await expectHydrated(region);
  const text = page.locator('[data-block-type="text_block_1"]');
  await text.hover();
  await region.hover();
  await expect(region.locator('.swiper-initialized')).toBeVisible();
  await expect(text).not.toHaveAttribute('data-live');
  expectNoConsoleErrors(consoleErrors);
});

test('the featured carousel autoplays after about 5 s and pauses on hover (en)', async ({ page, consoleErrors }) => {
  // Autoplay is for visitors who accept motion (the suite runs with reduced motion).
  await acceptMotion(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The page's clock is ours to move: time flows as usual until the test jumps it forward.
  await page.clock.install();
  await page.goto('/en/buy');
  const featured = await readyCarousel(page, 'featured_properties_block');
  const status = featured.getByTestId('carousel-status');
  // Hovering pauses; leaving restarts the full 5 s delay on the current slide.
  await featured.hover();
  const { index, total } = await activeSlide(featured);
  await page.clock.fastForward(6000);
  await expect(status).toHaveText(`Slide ${index} of ${total}`);
  await page.mouse.move(0, 0);
  await page.clock.fastForward(4500);
  await expect(status).toHaveText(`Slide ${index} of ${total}`);
  await page.clock.fastForward(1500);
  await expect(status).toHaveText(`Slide ${(index % total) + 1} of ${total}`);
  await expect(featured.locator('.swiper-slide-active')).toBeInViewport({ ratio: 0.9 });
  expectNoConsoleErrors(consoleErrors);
});

test('axe finds nothing on the carousel blocks (fr and en)', async ({ page }) => {
  for (const path of ['/fr/acheter', '/en/buy']) {
    await page.goto(path);
    for (const blockType of BLOCKS) await readyCarousel(page, blockType);
    expect(await axeViolations(page, { include: BLOCKS.map((blockType) => `[data-block-type="${blockType}"]`), every: true }), path).toEqual([]);
  }
});

test('category cards keep their minimum heights (spec 001 §9: 346 px below 768, 360 px at 1440)', async ({ page }) => {
  for (const [width, minHeight] of [
    [375, 346],
    [1440, 360],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr/acheter');
    const region = await readyCarousel(page, 'categories_slider_block');
    const height = await region
      .getByTestId('category-card')
      .first()
      .evaluate((element) => element.getBoundingClientRect().height);
    // The cards' content is shorter than the minimum: the card is exactly the minimum height.
    expect(Math.round(height)).toBe(minHeight);
  }
});

test('Swiper is downloaded only with the carousel chunk, never in the main public bundle', () => {
  const chunks = JSON.parse(readFileSync('dist/client/.vite/chunk-modules.json', 'utf8')) as ChunkModules;
  // Both entries: the site's pages and the routed app.
  const entries = Object.keys(chunks).filter((file) => chunks[file].isEntry);
  const staticClosure = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (staticClosure.has(file) || !chunks[file]) continue;
    staticClosure.add(file);
    queue.push(...chunks[file].imports);
  }
  const withSwiper = Object.keys(chunks).filter((file) => chunks[file].modules.some((id) => id.includes('node_modules/swiper/')));
  expect(withSwiper.length).toBeGreaterThan(0);
  for (const file of withSwiper) {
    expect(staticClosure.has(file), `${file} is loaded by every public page`).toBe(false);
    const carouselChunk = chunks[file].modules.some((id) => id.startsWith('src/blocks/ui/carousel/swiperEngine'));
    const importedOnlyByCarousel = Object.values(chunks).every((chunk) => !chunk.imports.includes(file) || chunk.modules.some((id) => id.startsWith('src/blocks/ui/carousel/swiperEngine')));
    expect(carouselChunk || importedOnlyByCarousel, `${file} holds Swiper outside the carousel chunk`).toBe(true);
  }
});

for (const locale of ['fr', 'en'] as const) {
  for (const width of [1440, 375]) {
    test(`buy page carousels screenshot ${locale} ${width}px, no horizontal overflow`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await page.goto(locale === 'fr' ? '/fr/acheter' : '/en/buy');
      for (const blockType of BLOCKS) await readyCarousel(page, blockType);
      await settle(page);
      for (const blockType of BLOCKS) {
        const block = page.locator(`[data-block-type="${blockType}"]`);
        await screenshot(block, `carousel-${blockType}-${locale}-${width}`, { animations: 'disabled' });
      }
      await screenshot(page, `buy-${locale}-${width}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
