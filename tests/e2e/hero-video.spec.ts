/**
 * Provider videos as hero and carousel backgrounds (spec 000 §3 "video", spec 001 §2 hero blocks):
 * a YouTube background plays by itself for a visitor who accepts motion — muted, looped, inline,
 * without YouTube's controls, from the privacy host — with a pause button of the site above the
 * hero's text; a visitor who asks for reduced motion gets the hero's image and nothing is requested
 * from YouTube. A hero and a hero slider's slide, both languages, axe clean, screenshots at 375 and
 * 1440 px. YouTube is answered locally (providerStubs.ts).
 */
import type { Page } from '@playwright/test';
import { getBlockSchema } from '../../src/blocks/schemas';
import { acceptMotion, axeViolations, expect, screenshot, signInAsAdmin, test, untilQuiet } from './fixtures';
import { recordExternalRequests, YOUTUBE_API } from './providerStubs';

const TOUR = { external_sources: [{ type: 'youtube', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' }] };
const PATHS = { fr: '/fr/visite-en-video', en: '/en/video-tour' };

/** A hero and a hero slider whose backgrounds (the hero's, the first slide's) are the YouTube tour, published through the CMS API. */
async function publishVideoHeroes(page: Page, origin: string) {
  await signInAsAdmin(page, origin);
  const headers = { Origin: origin };
  const created = await page.request.post(`${origin}/api/cms/pages`, { headers, data: { title: { fr: 'Visite en vidéo', en: 'Video tour' }, paths: PATHS } });
  expect(created.status(), await created.text()).toBe(201);
  const { page: summary } = (await created.json()) as { page: { id: string; revision: number } };
  const hero = structuredClone(getBlockSchema('hero_block_3')!.demo) as { block_params?: object; fields: { bg_media: Record<string, unknown> } };
  hero.fields.bg_media.video = TOUR;
  const slider = structuredClone(getBlockSchema('hero_slider_block')!.demo) as { block_params?: object; fields: { hero_slider_repeater: { fields: { bg_media: Record<string, unknown> } }[] } };
  slider.fields.hero_slider_repeater[0].fields.bg_media.video = TOUR;
  const fields = [
    { block_type: 'hero_block_3', block_params: hero.block_params ?? {}, fields: hero.fields },
    { block_type: 'hero_slider_block', block_params: slider.block_params ?? {}, fields: slider.fields },
  ];
  const saved = await page.request.put(`${origin}/api/cms/pages/${summary.id}/draft`, { headers, data: { revision: summary.revision, content: { fields } } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await page.request.post(`${origin}/api/cms/pages/${summary.id}/publish`, { headers, data: { revision: ((await saved.json()) as { revision: number }).revision } });
  expect(published.status(), await published.text()).toBe(200);
  await page.context().clearCookies();
}

test.describe.configure({ mode: 'serial' });

for (const [locale, pause, play, featured] of [
  ['fr', 'Mettre la vidéo en pause', 'Lire la vidéo', 'À la une'],
  ['en', 'Pause the video', 'Play the video', 'Featured'],
] as const) {
  test(`a YouTube hero background plays muted without YouTube's controls, with a pause button; reduced motion keeps the image (${locale})`, async ({ page, site }) => {
    if (locale === 'fr') await publishVideoHeroes(page, site.url);
    await acceptMotion(page);
    const external = await recordExternalRequests(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PATHS[locale]);

    const hero = page.locator('[data-hero="hero_block_3"]');
    const frame = hero.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?/);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: '1', mute: '1', controls: '0', playsinline: '1', loop: '1', playlist: 'M7lc1UVf-VE' });
    await expect(frame).toHaveAttribute('tabindex', '-1');
    await expect(hero.getByTestId('video-player')).toHaveAttribute('data-player-state', 'playing');

    // The pause button sits above the hero's text, reachable by pointer and keyboard.
    const toggle = hero.getByRole('button', { name: pause, exact: true });
    await toggle.click();
    await expect(hero.getByTestId('video-player')).toHaveAttribute('data-player-state', 'paused');
    await expect(hero.getByRole('button', { name: play, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: pause, exact: true })).toBeVisible();

    // The slider's first slide plays its tour the same way.
    const slide = page.getByRole('region', { name: featured }).locator('[data-active="true"]');
    await expect(slide.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?/);
    await expect(slide.getByRole('button', { name: pause, exact: true })).toBeVisible();

    expect(external.length).toBeGreaterThan(0);
    expect(external.every((url) => url === YOUTUBE_API || url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    await untilQuiet(page);
    expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
    await screenshot(page, `hero-video-${locale}-1440`, { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(toggle).toBeInViewport();
    await screenshot(page, `hero-video-${locale}-375`, { fullPage: false });

    // A visitor who asks for reduced motion: the hero's image, no button, nothing from YouTube.
    const calm = await page.context().browser()!.newPage({ reducedMotion: 'reduce', baseURL: site.url });
    const calmExternal = await recordExternalRequests(calm);
    await calm.goto(PATHS[locale]);
    const calmHero = calm.locator('[data-hero="hero_block_3"]');
    await expect(calmHero.locator('img').first()).toBeVisible();
    await untilQuiet(calm);
    expect(calmExternal).toEqual([]);
    expect(await calm.locator('iframe').count()).toBe(0);
    expect(await calm.getByRole('button', { name: pause }).count()).toBe(0);
    await calm.close();
  });
}
