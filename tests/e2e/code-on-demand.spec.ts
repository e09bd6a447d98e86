/**
 * Blocks whose code waits for the visitor, even on the first screen (src/renderer/blocks/hydrateOnIntent.ts):
 * - the home hero's search bar comes alive when the visitor reaches for it, a tab pressed before
 *   its code arrived is carried out, and it then fetches the search filters; a visitor whose
 *   session kept a search finds the bar alive at once, showing it;
 * - on a phone, the home's listings block (cards that are plain links, then a map) takes its code
 *   when its map comes near, not when its first card shows;
 * - a listing page's details take theirs when reached for (a press before is carried out) or when
 *   the location map comes near;
 * - on a phone, the search page shows the server's first results and takes its code when reached
 *   for (a tap on "Map" is carried out); with filters in its address, at once;
 * - on a phone, the agency's offices block (its office list, then the map) takes its code when an
 *   office is picked (the pick is carried out) or when its map comes near;
 * - a blog post's share links are whole addresses before any code; its code comes when reached for
 *   (a print pressed before is carried out) or as a video in it comes near.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test, untilCodeRuns, untilQuiet, withStoredConsent, type RunningSite } from './fixtures';

/** Block type → its code file, as the build named it. */
const BLOCK_CHUNKS = JSON.parse(readFileSync('dist/client/.vite/block-chunks.json', 'utf8')) as Record<string, string>;

/** A phone (375 px wide, touch) of a visitor who already answered the consent banner. */
async function phone(browser: Browser, site: RunningSite, height = 800) {
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 375, height }, isMobile: true, hasTouch: true });
  await withStoredConsent(context);
  return context;
}

/** Records the requests of `page` whose address ends with one of the block types' code files or contains `/search-filters`. */
function requestsOf(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    const type = Object.keys(BLOCK_CHUNKS).find((name) => url.endsWith(`/${BLOCK_CHUNKS[name]}`));
    if (type) seen.push(type);
    else if (url.includes('/search-filters')) seen.push('search-filters');
  });
  return seen;
}

for (const [locale, rent] of [
  ['fr', 'Louer une propriété'],
  ['en', 'Rent a property'],
] as const) {
  test(`the home hero's search bar comes alive when reached for, keeps a press made before, and at once for a kept search (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const seen = requestsOf(page);
    await page.goto(`/${locale}`);
    await untilCodeRuns(page);
    await untilQuiet(page);
    const hero = page.locator('[data-block-type="hero_block_1"]');
    await expect(hero).toHaveAttribute('data-hydrate-on-intent', '');
    await expect(hero).not.toHaveAttribute('data-live');
    expect(seen, 'the bar’s code and the search filters, before the visitor reaches for the bar').not.toContain('hero_block_1');
    expect(seen).not.toContain('search-filters');

    // The visitor clicks "rent" at once: the press lands before the code, which carries it out.
    const rentTab = hero.getByRole('button', { name: rent });
    await expect(rentTab).toHaveAttribute('aria-pressed', 'false');
    await rentTab.click();
    await expect(hero).toHaveAttribute('data-live', '');
    await expect(rentTab).toHaveAttribute('aria-pressed', 'true');
    expect(seen.filter((name) => name === 'hero_block_1')).toHaveLength(1);
    await expect.poll(() => seen.includes('search-filters'), { message: 'the bar fetches the search filters once alive' }).toBe(true);

    // The session kept that search: on the next visit the bar is alive without being reached for.
    await page.reload();
    await untilCodeRuns(page);
    await expect(hero).toHaveAttribute('data-live', '');
    await expect(rentTab).toHaveAttribute('aria-pressed', 'true');
  });
}

test('on a phone, the home listings block takes its code when its map comes near, not with its cards (fr, 375 px)', async ({ browser, site }) => {
  const context = await phone(browser, site);
  const page = await context.newPage();
  const seen = requestsOf(page);
  await page.goto('/fr');
  await untilCodeRuns(page);
  await untilQuiet(page);
  const block = page.locator('[data-block-type="properties_block"]');
  // The block starts on the first screen, under the hero; its map is further down, under the cards.
  await expect(block).toBeInViewport();
  await expect(block.locator('[data-hydrate-near]')).not.toBeInViewport();
  await expect(block).not.toHaveAttribute('data-live');
  expect(seen, 'the listings block’s code while only its cards show').not.toContain('properties_block');

  await block.locator('[data-hydrate-near]').scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-live', '');
  expect(seen.filter((name) => name === 'properties_block')).toHaveLength(1);
  await expect(block.locator('.leaflet-container')).toBeVisible();
  await context.close();
});

test('a listing page’s details take their code when reached for, and carry out a press made before (en, 375 px)', async ({ browser, site }) => {
  const context = await phone(browser, site);
  const page = await context.newPage();
  const seen = requestsOf(page);
  await page.goto('/en');
  const listing = await page.locator('[data-block-type="properties_block"] a[href^="/en/properties/"]').first().getAttribute('href');
  await page.goto(listing!);
  await untilCodeRuns(page);
  await untilQuiet(page);
  const details = page.locator('[data-block-type="property_details_block"]');
  await expect(details.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(details).not.toHaveAttribute('data-live');
  expect(seen).not.toContain('property_details_block');

  // "Ask for information", tapped at once: the press waits for the code, then leads to the form.
  await details.getByRole('button', { name: 'Ask for information' }).tap();
  await expect(details).toHaveAttribute('data-live', '');
  await expect(page.locator('[data-block-type="contact_form_block"]').getByRole('textbox', { name: /first name/i })).toBeFocused();
  await context.close();
});

test('a listing page’s details take their code when the location map comes near (fr, 375 px)', async ({ browser, site }) => {
  const context = await phone(browser, site);
  const page = await context.newPage();
  await page.goto('/fr');
  const listing = await page.locator('[data-block-type="properties_block"] a[href^="/fr/proprietes/"]').first().getAttribute('href');
  const seen = requestsOf(page);
  await page.goto(listing!);
  await untilCodeRuns(page);
  await untilQuiet(page);
  const details = page.locator('[data-block-type="property_details_block"]');
  await expect(details).not.toHaveAttribute('data-live');
  expect(seen).not.toContain('property_details_block');
  await details.locator('[data-hydrate-near]').evaluate((map) => map.scrollIntoView({ block: 'center' }));
  await expect(details).toHaveAttribute('data-live', '');
  await expect(details.locator('.leaflet-container')).toBeVisible();
  await context.close();
});

test('on a phone, the offices block takes its code when reached for, carrying out an office picked before, or when its map comes near (fr, 375 px)', async ({ browser, site }) => {
  const context = await phone(browser, site);
  const page = await context.newPage();
  const seen = requestsOf(page);
  // The seeded agency site, on the same server: Chromium sends *.localhost to loopback.
  const offices = `${site.url.replace('127.0.0.1', 'agence.localhost')}/fr/bureaux`;
  await page.goto(offices);
  await untilCodeRuns(page);
  await untilQuiet(page);
  const block = page.locator('[data-block-type="offices_map_block"]');
  // The office list fills the first screen; the map is under it.
  await expect(block.getByRole('list', { name: 'Liste des bureaux' })).toBeInViewport();
  await expect(block.locator('[data-hydrate-near]')).not.toBeInViewport();
  await expect(block).not.toHaveAttribute('data-live');
  expect(seen, 'the offices block’s code while only its list shows').not.toContain('offices_map_block');

  // An office, tapped before the code: picked once it is here.
  const office = block.getByRole('list', { name: 'Liste des bureaux' }).getByRole('button').first();
  await office.tap();
  await expect(block).toHaveAttribute('data-live', '');
  await expect(office).toHaveAttribute('aria-pressed', 'true');
  expect(seen.filter((name) => name === 'offices_map_block')).toHaveLength(1);

  // Another visit: the code comes as the map comes near, and the map shows.
  const other = await context.newPage();
  const seenOther = requestsOf(other);
  await other.goto(offices);
  await untilCodeRuns(other);
  await untilQuiet(other);
  const otherBlock = other.locator('[data-block-type="offices_map_block"]');
  expect(seenOther).not.toContain('offices_map_block');
  await otherBlock.locator('[data-hydrate-near]').evaluate((map) => map.scrollIntoView({ block: 'center' }));
  await expect(otherBlock).toHaveAttribute('data-live', '');
  await expect(otherBlock.locator('.leaflet-container')).toBeVisible();
  await context.close();
});

test('a blog post’s share links are whole addresses before its code, which comes when reached for or with a video coming near (fr, 375 px)', async ({ browser, site }) => {
  // A seeded post, and the same post with a video at the end of its body.
  const [article] = await site.query<{ id: number }>(`select id from articles where site_id = 'site-julie-tremblay' and slug->>'fr' = 'acheter-sa-premiere-maison'`);
  const [withVideo] = await site.query<{ id: number; slug: string }>(
    `select id, slug->>'fr' as slug from articles where site_id = 'site-julie-tremblay' and status = 'published' and id <> $1 order by id limit 1`,
    [article.id],
  );
  const video = {
    block_type: 'article_video_block',
    block_params: {},
    fields: { video: { sources: [{ type: 'video/mp4', url: '/media/visite-condo.mp4' }], poster: { fr: '/blog/condo.svg', en: '/blog/condo.svg' } } },
  };
  await site.query(`update articles set body = jsonb_set(body, '{fields}', (body->'fields') || $1::jsonb) where id = $2`, [JSON.stringify([video]), withVideo.id]);

  const context = await phone(browser, site);
  const page = await context.newPage();
  const seen = requestsOf(page);
  const post = `/fr/blogue/acheter-sa-premiere-maison-${article.id}`;
  await page.goto(post);
  await untilCodeRuns(page);
  await untilQuiet(page);
  const article1 = page.locator('[data-block-type="blog_post_block"]');
  await expect(article1).not.toHaveAttribute('data-live');
  expect(seen).not.toContain('blog_post_block');
  // The seeded broker site's primary domain is julietremblay.ca: its share links name it.
  const share = article1.getByRole('navigation', { name: 'Partager' }).first();
  await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`https://julietremblay.ca${post}`)}`);
  // "Print", tapped before the code: carried out once it is here.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await share.getByRole('button', { name: 'Imprimer' }).tap();
  await expect(article1).toHaveAttribute('data-live', '');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // A post with a video: its code comes as the video comes near.
  await page.goto(`/fr/blogue/${withVideo.slug}-${withVideo.id}`);
  await untilCodeRuns(page);
  await untilQuiet(page);
  const article2 = page.locator('[data-block-type="blog_post_block"]');
  await expect(article2).not.toHaveAttribute('data-live');
  const player = article2.locator('[data-hydrate-near]');
  await expect(player).toHaveCount(1);
  await player.evaluate((figure) => figure.scrollIntoView({ block: 'center' }));
  await expect(article2).toHaveAttribute('data-live', '');
  await context.close();
});

test('on a phone, the search page shows the server’s results and takes its code when reached for; at once with filters (en, 375 px)', async ({ browser, site }) => {
  const context = await phone(browser, site, 812);
  const page = await context.newPage();
  const seen = requestsOf(page);
  const searches: string[] = [];
  page.on('request', (request) => request.url().includes('/properties?') && searches.push(request.url()));
  await page.goto('/en/properties');
  await untilCodeRuns(page);
  await untilQuiet(page);
  const block = page.locator('[data-block-type="search_properties_block"]');
  await expect(block.locator('article[data-uls]')).toHaveCount(25);
  await expect(block.getByTestId('result-count')).toHaveText(/\d/);
  await expect(block).not.toHaveAttribute('data-live');
  expect(seen).not.toContain('search_properties_block');
  expect(searches, 'searches before the visitor reached for the page').toEqual([]);

  // "Map", tapped at once: the code comes, the first load completes the results, the map opens.
  await block.getByRole('button', { name: 'Map' }).tap();
  await expect(block).toHaveAttribute('data-live', '');
  await expect(block.getByTestId('search-map').locator('.leaflet-container')).toBeVisible();
  await expect.poll(() => searches.length).toBeGreaterThan(0);

  // With filters in the address, the code comes with the page: the server's results answer none.
  const other = await context.newPage();
  await other.goto('/en/properties?type=condo');
  await untilCodeRuns(other);
  await expect(other.locator('[data-block-type="search_properties_block"]')).toHaveAttribute('data-live', '');
  await context.close();
});
