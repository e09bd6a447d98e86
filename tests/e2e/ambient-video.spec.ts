/**
 * A YouTube video set to autoplay (spec 000 §3 "video": autoplay; the background and
 * autoplay videos): once an editor turns autoplay on for the neighbourhood guide's tour, a
 * visitor who accepts motion sees it play by itself — muted, looped, inline, without YouTube's
 * controls, from the privacy host — with a pause button of the site; a visitor who asks for
 * reduced motion keeps the click-to-play facade and nothing is requested from YouTube. Both
 * languages, axe clean. YouTube is answered locally (providerStubs.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { acceptMotion, axeViolations, E2E_ADMIN, expect, test, untilQuiet } from './fixtures';
import { recordExternalRequests, YOUTUBE_API } from './providerStubs';

/** Turns autoplay on for every provider video of the page at `path` (fr path), as an editor publishing it through the CMS API. */
async function publishWithAutoplay(request: APIRequestContext, origin: string, path: string) {
  const headers = { Origin: origin };
  expect((await request.post(`${origin}/api/cms/auth/login`, { headers, data: E2E_ADMIN })).status()).toBe(200);
  const { pages } = (await (await request.get(`${origin}/api/cms/pages`)).json()) as { pages: { id: string; paths: { fr: string } }[] };
  const id = pages.find((summary) => summary.paths.fr === path)!.id;
  const { page } = (await (await request.get(`${origin}/api/cms/pages/${id}`)).json()) as { page: { revision: number; title: unknown; content: { fields: unknown[] } } };
  const withAutoplay = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withAutoplay);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, withAutoplay(inner)]);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    return 'external_sources' in object ? { ...object, autoplay: true } : object;
  };
  const saved = await request.put(`${origin}/api/cms/pages/${id}/draft`, { headers, data: { revision: page.revision, title: page.title, content: withAutoplay(page.content) } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post(`${origin}/api/cms/pages/${id}/publish`, { headers, data: { revision: ((await saved.json()) as { revision: number }).revision } });
  expect(published.status(), await published.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

for (const [locale, path, title, pause] of [
  ['fr', '/fr/quartiers/brossard', 'Brossard en images', /^Mettre la vidéo en pause/],
  ['en', '/en/neighbourhoods/brossard', 'Brossard in pictures', /^Pause the video/],
] as const) {
  test(`an autoplay YouTube tour plays by itself, muted and without YouTube's controls; reduced motion keeps the facade (${locale})`, async ({ page, site, request }) => {
    if (locale === 'fr') await publishWithAutoplay(request, site.url, '/fr/quartiers/brossard');
    await acceptMotion(page);
    const external = await recordExternalRequests(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const carousel = page.getByRole('region', { name: title });
    await carousel.scrollIntoViewIfNeeded();
    const frame = carousel.locator('iframe').first();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?/);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: '1', mute: '1', controls: '0', playsinline: '1', loop: '1', playlist: 'M7lc1UVf-VE' });
    const player = carousel.getByTestId('video-player').first();
    await expect(player).toHaveAttribute('data-playback', 'playing');
    await player.getByRole('button', { name: pause }).click();
    await expect(player).toHaveAttribute('data-playback', 'paused');
    expect(external.every((url) => url === YOUTUBE_API || url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    await untilQuiet(page);
    expect(await axeViolations(page)).toEqual([]);

    // A visitor who asks for reduced motion: the facade, nothing from YouTube.
    const calm = await page.context().browser()!.newPage({ reducedMotion: 'reduce', baseURL: site.url });
    const calmExternal = await recordExternalRequests(calm);
    await calm.goto(path);
    const calmCarousel = calm.getByRole('region', { name: title });
    await calmCarousel.scrollIntoViewIfNeeded();
    await expect(calmCarousel.getByRole('button', { name: /YouTube/ }).first()).toBeVisible();
    await untilQuiet(calm);
    expect(calmExternal).toEqual([]);
    expect(await calm.locator('iframe').count()).toBe(0);
    await calm.close();
  });
}
