/**
 * Media blocks on the seeded neighbourhood guides (/fr/quartiers/brossard, /en/neighbourhoods/brossard,
 * and Saint-Jérôme on the agency's site): the YouTube tour of the medias carousel requests nothing
 * outside the site until the visitor presses play, then loads YouTube's player API script once for
 * the page's two videos and the frames from youtube-nocookie.com (allowed by the page's CSP); the medias carousel autoplays every 6 s and pauses on hover; carousel cards are
 * numbered; axe finds nothing; screenshots at 375 and 1440 px in both languages.
 *
 * No network: every request leaving the loopback is recorded and answered locally (the YouTube
 * frame gets a tiny stand-in page, the IFrame Player API a stand-in script), so the test needs no
 * outside access.
 */
import type { Page } from '@playwright/test';
import { acceptMotion, axeViolations, expect, expectNoConsoleErrors, screenshot, settle, test, untilQuiet } from './fixtures';
import { recordExternalRequests, YOUTUBE_API } from './providerStubs';

/**
 * Counts the frames that finished loading in `window.__frameLoads`. The listener captures on the
 * document, so it runs in the same dispatch as the player's own load handler: once the count moves,
 * that handler has run too.
 */
async function recordFrameLoads(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counted = window as unknown as { __frameLoads?: number };
    counted.__frameLoads = 0;
    document.addEventListener('load', (event) => {
      if (event.target instanceof HTMLIFrameElement) counted.__frameLoads = (counted.__frameLoads ?? 0) + 1;
    }, true);
  });
}

const PAGES = [
  { locale: 'fr', path: '/fr/quartiers/brossard', title: 'Brossard en images', play: 'Lire la vidéo YouTube : Visite de Brossard' },
  { locale: 'en', path: '/en/neighbourhoods/brossard', title: 'Brossard in pictures', play: 'Play the YouTube video: A tour of Brossard' },
] as const;

for (const { locale, path, title, play } of PAGES) {
  test(`the YouTube tour loads nothing from outside until it is played (${locale})`, async ({ page, consoleErrors }) => {
    // The carousel's autoplay around the player is for visitors who accept motion.
    await acceptMotion(page);
    const external = await recordExternalRequests(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const frameSrc = (response?.headers()['content-security-policy'] ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-src')) ?? '';
    expect(frameSrc).toContain('https://www.youtube-nocookie.com');
    expect(frameSrc).not.toContain('https://www.youtube.com');

    const carousel = page.getByRole('region', { name: title });
    await carousel.scrollIntoViewIfNeeded();
    const facade = carousel.getByRole('button', { name: play });
    await expect(facade).toBeVisible();
    await untilQuiet(page);
    expect(external, 'requests outside the site before the click').toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    await recordFrameLoads(page);

    await facade.click();
    const frame = carousel.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?/);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.searchParams.get('hl')).toBe(locale);
    expect(src.searchParams.get('controls')).toBe('2');
    expect(src.searchParams.get('autoplay')).toBe('1');
    // The keyboard visitor lands in the player, and stays there once the provider's page has
    // replaced the frame's first one (the player gives the focus back if the browser dropped it).
    await expect(frame).toBeFocused();
    await page.waitForFunction(() => (window as unknown as { __frameLoads?: number }).__frameLoads === 1);
    await expect(frame).toBeFocused();
    await expect(carousel.getByTestId('video-player').first()).toHaveAttribute('data-playback', 'playing');
    // The tour plays: the carousel holds its slide even once the pointer and the focus have left it.
    await page.mouse.move(5, 5);
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel.getByTestId('carousel-progress')).toHaveAttribute('data-running', 'false');
    // Paused by the visitor: the carousel moves on again.
    await page.evaluate(() => (window as unknown as { __ytLastPlayer: { pauseVideo(): void } }).__ytLastPlayer.pauseVideo());
    await expect(carousel.getByTestId('carousel-progress')).toHaveAttribute('data-running', 'true');
    await expect.poll(() => external.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'))).toBe(true);
    expect(external.every((url) => url === YOUTUBE_API || url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    expectNoConsoleErrors(consoleErrors);
  });
}

test('the YouTube player API loads once, on the first press, for the two videos of the guide (en)', async ({ page, consoleErrors }) => {
  const external = await recordExternalRequests(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const response = await page.goto('/en/neighbourhoods/brossard');
  const directives = (response?.headers()['content-security-policy'] ?? '').split(';').map((d) => d.trim());
  const scriptSrc = directives.find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain('https://www.youtube.com');
  expect(scriptSrc).toContain('https://player.vimeo.com');
  expect(scriptSrc.split(/\s+/)).not.toContain('*');
  const frameSrc = directives.find((d) => d.startsWith('frame-src')) ?? '';
  expect(frameSrc).not.toContain('https://www.youtube.com');

  const tour = page.getByRole('region', { name: 'Brossard in pictures' });
  const parks = page.locator('[data-block-type="txt_img_double_block_1"]');
  await parks.scrollIntoViewIfNeeded();
  await expect(parks.getByRole('button', { name: 'Play the YouTube video: Brossard’s parks' })).toBeVisible();
  await tour.scrollIntoViewIfNeeded();
  await untilQuiet(page);
  expect(external, 'requests outside the site before the first press').toEqual([]);

  // First video: the API script is requested, then the player plays the frame.
  await tour.getByRole('button', { name: 'Play the YouTube video: A tour of Brossard' }).click();
  const tourFrame = tour.locator('iframe');
  await expect(tourFrame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?.*enablejsapi=1/);
  await expect(tour.getByTestId('video-player').first()).toHaveAttribute('data-playback', 'playing');
  expect(external.filter((url) => url === YOUTUBE_API)).toHaveLength(1);

  // Second video: the same API, no second request; its own start time and player.
  await parks.scrollIntoViewIfNeeded();
  await parks.getByRole('button', { name: 'Play the YouTube video: Brossard’s parks' }).click();
  const parksFrame = parks.locator('iframe');
  await expect(parksFrame).toHaveAttribute('title', 'Brossard’s parks (YouTube)');
  const src = new URL((await parksFrame.getAttribute('src'))!);
  expect(src.searchParams.get('start')).toBe('95');
  expect(src.searchParams.get('hl')).toBe('en');
  expect(src.searchParams.get('controls')).toBe('2');
  await expect(parks.getByTestId('video-player')).toHaveAttribute('data-playback', 'playing');
  // The second player exists, so any request for the API it needed has been made already.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __ytPlayers?: number }).__ytPlayers)).toBe(2);
  expect(external.filter((url) => url === YOUTUBE_API)).toHaveLength(1);
  expect(external.every((url) => url === YOUTUBE_API || url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  expectNoConsoleErrors(consoleErrors);
});

test('the medias carousel moves on every 6 s and pauses while hovered (en)', async ({ page, consoleErrors }) => {
  // Autoplay is for visitors who accept motion (the suite runs with reduced motion).
  await acceptMotion(page);
  await recordExternalRequests(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The page's clock is ours to move: time flows as usual until the test jumps it forward.
  await page.clock.install();
  await page.goto('/en/neighbourhoods/brossard');
  const carousel = page.getByRole('region', { name: 'Brossard in pictures' });
  await carousel.scrollIntoViewIfNeeded();
  // Pointing at the carousel brings Swiper, and holds the autoplay.
  await carousel.hover();
  await expect(carousel.locator('.swiper-initialized')).toBeVisible();
  const status = carousel.getByTestId('carousel-status');
  await expect(status).toHaveText('Slide 1 of 5');
  await page.clock.fastForward(7000);
  await expect(status).toHaveText('Slide 1 of 5');
  await page.mouse.move(0, 0);
  await page.clock.fastForward(5500);
  await expect(status).toHaveText('Slide 1 of 5');
  await page.clock.fastForward(1000);
  await expect(status).toHaveText('Slide 2 of 5');
  await expect(carousel.locator('.swiper-slide-active')).toBeInViewport({ ratio: 0.9 });
  // The pause button stops it for good.
  await carousel.getByRole('button', { name: 'Pause automatic sliding' }).click();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(7000);
  await expect(status).toHaveText('Slide 2 of 5');
  expectNoConsoleErrors(consoleErrors);
});

test('the carousel cards are numbered 01 to 05 (fr)', async ({ page }) => {
  await recordExternalRequests(page);
  await page.goto('/fr/quartiers/brossard');
  const cards = page.locator('[data-block-type="carousel_cards_block_1"]');
  await expect(cards.getByTestId('carousel-card-number')).toHaveText(['01', '02', '03', '04', '05']);
});

test('the icon redirects lead to the listings, the blog and the about page (en)', async ({ page }) => {
  await recordExternalRequests(page);
  await page.goto('/en/neighbourhoods/brossard');
  const redirects = page.locator('[data-block-type="multi_redirect_horizontal_icon_block"]');
  await expect(redirects.getByRole('heading', { level: 2 })).toHaveText('Your plans in Brossard');
  await redirects.getByTestId('redirect-item').nth(1).click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(/\/en\/blog$/);
});

test('the agency’s Saint-Jérôme guide has its tour behind the same facade and a vertical list of redirects', async ({ page, site, consoleErrors }) => {
  const external = await recordExternalRequests(page);
  const port = new URL(site.url).port;
  await page.goto(`http://agence.localhost:${port}/en/neighbourhoods/saint-jerome`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Living in Saint-Jérôme');
  await expect(page.getByRole('button', { name: 'Play the YouTube video: A tour of Saint-Jérôme' })).toBeVisible();
  const redirects = page.locator('[data-block-type="multi_redirect_vertical_block"]');
  await expect(redirects.getByRole('link')).toHaveText(['Homes for sale', 'Our advice', 'About us']);
  await untilQuiet(page);
  expect(external).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await redirects.scrollIntoViewIfNeeded();
  await expect(redirects.locator('img').first()).toHaveAttribute('data-appear', '3');
  await screenshot(redirects, 'neighbourhood-agency-redirects-en-1440', { animations: 'disabled' });
  expectNoConsoleErrors(consoleErrors);
});

test('axe finds nothing on the neighbourhood guide; screenshots at 375 and 1440 px (fr and en)', async ({ page }) => {
  await recordExternalRequests(page);
  // Still carousels, so each screenshot shows the first slide (the video's facade).
  for (const { locale, path, title } of PAGES) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const carousel = page.getByRole('region', { name: title });
      await carousel.scrollIntoViewIfNeeded();
      // Scroll through the page so every lazy image enters the viewport and fades in.
      await settle(page);
      expect(await axeViolations(page), `${path} @${width}`).toEqual([]);
      await screenshot(page, `neighbourhood-${locale}-${width}`);
      await screenshot(page.locator('[data-block-type="medias_carousel_block"]'), `neighbourhood-medias-${locale}-${width}`);
    }
  }
});
