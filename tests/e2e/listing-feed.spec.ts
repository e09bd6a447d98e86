/**
 * The listing feed end to end: an admin connects the site to its board's RESO Web API at
 * /qa/feed (a RESO server started by the test, with photos on a second local host), runs "Sync
 * now" and sees the run's counts; the demo listings leave; the feed's listings are listed at
 * /qa/listings with their source, and a visitor finds one in the search list and on its map, and
 * opens its page with AVIF photos from the media library (never the board's image URLs). The French
 * screens (/qa/flux, /qa/annonces) speak French. Axe on both screens; screenshots at 375 and 1440 px.
 */
import type { Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { RESO_MEDIA_FIELDS } from '../../src/server/feed/feedPhotos';
import { RESO_PROPERTY_FIELDS } from '../../src/server/feed/resoProperty';
import { startResoServer, type ResoServer } from '../support/resoServer';
import { axeViolations, expect, expectNoConsoleErrors, screenshot, signInAsAdmin, test } from './fixtures';

let feed: ResoServer;
let photoHost: Server;
let photoBase: string;

/** A Property record as a board sends it (every selected field, null unless given). */
function property(n: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...Object.fromEntries(RESO_PROPERTY_FIELDS.map((field) => [field, null])),
    ListingKey: `E2E-${n}`,
    ListingId: String(28_000_000 + n),
    StandardStatus: 'Active',
    ModificationTimestamp: `2026-11-27T09:0${n}:00Z`,
    ListPrice: 515_000 + n * 10_000,
    PropertyType: 'Residential',
    PropertySubType: 'Single Family Residence',
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1650,
    LivingAreaUnits: 'Square Feet',
    StreetNumber: String(140 + n),
    StreetName: 'rue du Feed',
    City: 'Longueuil',
    PostalCode: 'J4H 1A1',
    Latitude: 45.531 + n / 1000,
    Longitude: -73.512,
    PublicRemarks: `Maison lumineuse numéro ${n}, près du fleuve.`,
    ListOfficeKey: 'QC1234',
    ListingContractDate: '2026-11-01',
    ...fields,
  };
}

const media = (key: string, listingKey: string, order: number) => ({
  ...Object.fromEntries(RESO_MEDIA_FIELDS.map((field) => [field, null])),
  MediaKey: key,
  ResourceName: 'Property',
  ResourceRecordKey: listingKey,
  MediaCategory: 'Photo',
  Order: order,
  MediaURL: `${photoBase}/${key.toLowerCase()}.jpg`,
  ModificationTimestamp: '2026-11-27T09:00:00Z',
});

test.beforeAll(async () => {
  photoHost = createServer((request, response) => {
    const name = /^\/photos\/([a-z0-9-]+)\.jpg$/.exec(request.url ?? '')?.[1];
    if (!name) return void response.writeHead(404).end();
    const shade = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 160;
    void sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40 + shade, g: 110, b: 180 - shade } } })
      .jpeg()
      .toBuffer()
      .then((body) => response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(body));
  });
  await new Promise<void>((resolve) => photoHost.listen(0, '127.0.0.1', resolve));
  photoBase = `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}/photos`;
  feed = await startResoServer({
    data: {
      Property: [property(1), property(2), property(3), property(4, { ListOfficeKey: 'QC9999' }), property(5, { ListPrice: -1 })],
      Media: [media('P1-A', 'E2E-1', 1), media('P1-B', 'E2E-1', 2), media('P2-A', 'E2E-2', 1)],
    },
  });
});

test.afterAll(async () => {
  await feed?.close();
  await new Promise((resolve) => photoHost?.close(resolve));
});

const listingsTable = (page: Page) => page.locator('[data-listings-table]');

test('an admin connects the feed in QA and syncs; its listings replace the demo ones in QA, search, map and page', async ({ page, site, consoleErrors }) => {
  await signInAsAdmin(page, site.url);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Connect: a wrong secret is refused by the feed and nothing is saved; the right one connects.
  await page.goto('/qa/feed');
  const form = page.locator('[data-feed-form]');
  await form.getByLabel('Service root URL').fill(feed.serviceRoot);
  await form.getByLabel('Token URL').fill(feed.tokenUrl);
  await form.getByLabel('Client id').fill(feed.clientId);
  await form.getByLabel('Client secret').fill('not-the-secret');
  await form.getByLabel('Listings of this site (OData $filter)').fill("ListOfficeKey eq 'QC1234'");
  await form.getByRole('button', { name: 'Test and save' }).click();
  await expect(form.locator('[data-feed-refusal]')).toContainText('The feed refused the connection, nothing was saved');
  expect(await site.query('select 1 from feed_connections')).toHaveLength(0);
  // The browser logs the refused PUT: that one is expected.
  expect(consoleErrors.splice(0)).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
  await form.getByLabel('Client secret').fill(feed.clientSecret);
  await form.getByRole('button', { name: 'Test and save' }).click();
  await expect(form.locator('[data-feed-saved]')).toBeVisible();
  await expect(form.getByLabel('Client secret')).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);

  // Sync now: three listings in, one skipped with its reason, the demo listings out.
  const runs = page.locator('[data-feed-runs]');
  await runs.getByRole('button', { name: 'Sync now' }).click();
  await expect(runs.locator('[data-sync-message]')).toHaveText('Sync completed: 3 added, 0 updated, 0 removed, 1 skipped.');
  const run = runs.locator('[data-feed-run="completed"]').first();
  await expect(run).toContainText('3 added · 0 updated · 0 removed · 1 skipped · 3 photos fetched, 0 failed');
  await run.getByText('1 skipped record').click();
  await expect(run).toContainText('E2E-5');
  await screenshot(page, 'qa-feed-en-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'qa-feed-en-375');
  expect(await site.query("select 1 from listings where source = 'demo' and site_id = (select site_id from feed_connections)")).toHaveLength(0);

  // The listings screen: the feed's three, with their source and photo counts.
  await page.goto('/qa/annonces');
  await expect(page.getByRole('heading', { level: 1, name: 'Annonces' })).toBeVisible();
  await expect(listingsTable(page).locator('tbody tr')).toHaveCount(3);
  const first = listingsTable(page).getByRole('row', { name: /141 rue du Feed/ });
  await expect(first).toContainText('28000001');
  await expect(first).toContainText('Flux');
  await expect(first).toContainText('525 000 $');
  await expect(first.locator('td').nth(5)).toHaveText('2');
  await screenshot(page, 'qa-listings-fr-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'qa-listings-fr-1440');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/qa/flux');
  await expect(page.getByRole('heading', { level: 1, name: 'Flux d’annonces' })).toBeVisible();
  await expect(page.locator('[data-feed-run="completed"]').first()).toContainText('3 ajoutées · 0 mises à jour · 0 retirées · 1 écartées');
  await screenshot(page, 'qa-feed-fr-1440');

  // A visitor: the search list and its map hold the feed's listings only; the page shows AVIF photos.
  const [{ uls }] = await site.query<{ uls: string }>("select uls from listings where listing_key = 'E2E-1'");
  await page.context().clearCookies();
  await page.goto('/en/properties?reset_filters=1');
  const search = page.locator('[data-block-type="search_properties_block"]');
  await expect(search.locator('article[data-uls]')).toHaveCount(3);
  await expect(search.locator(`article[data-uls="${uls}"]`)).toContainText('141 rue du Feed');
  await expect(search.getByTestId('search-map').locator(`[data-uls="${uls}"]`)).toHaveCount(1);

  const photos: string[] = [];
  page.on('response', (response) => {
    if (/\.(avif|webp|jpe?g|png)$/.test(new URL(response.url()).pathname)) photos.push(`${response.headers()['content-type']} ${response.url()}`);
  });
  await search.locator(`article[data-uls="${uls}"]`).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('141 rue du Feed');
  await expect(page.locator('main')).toContainText('Maison lumineuse numéro 1, près du fleuve.');
  const photo = page.getByRole('img', { name: /photo 1 of 2/ }).first();
  await expect.poll(() => photo.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
  expect(await photo.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(/\/media\/[0-9a-f]{32}-[\w-]+\.avif$/);
  expect(photos.some((line) => line.startsWith('image/avif'))).toBe(true);
  expect(photos.filter((line) => line.includes(photoBase))).toEqual([]);
  expect(await page.content()).not.toContain(photoBase);
  expectNoConsoleErrors(consoleErrors);
});

test('an editor adds a manual listing in QA with a library photo and publishes it; it is in search, on the map and on its page', async ({ page, site, consoleErrors }) => {
  await signInAsAdmin(page, site.url);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/qa/listings');
  await page.getByRole('link', { name: 'Add a listing' }).click();
  const form = page.locator('[data-listing-form]');
  await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();

  // Nothing is sent before the form holds a listing: the price and municipality are asked for.
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(form.getByLabel('Asking price ($)')).toHaveAccessibleDescription(/^A whole amount from 1 to 100,000,000 \$\.$/);
  await form.getByLabel('Asking price ($)').fill('1 250 000');
  await form.getByLabel('Property type').selectOption({ label: 'Hobby farm' });
  await form.getByRole('combobox', { name: 'Municipality' }).fill('Chamb');
  await page.getByRole('option', { name: 'Chambly', exact: true }).click();
  await form.getByLabel('Address (French)').fill('8, rang du Bois-Franc');
  await form.getByLabel('Address (English)').fill('8 rang du Bois-Franc');
  await form.getByLabel('Bedrooms').fill('4');
  await form.getByLabel('Bathrooms').fill('2');
  await form.getByLabel('Description (French)').fill('Fermette rénovée sur un terrain boisé, écurie et grand potager.');
  await form.getByLabel('Description (English)').fill('Renovated hobby farm on a wooded lot, with a stable and a large garden.');

  // A photo from the media library (a seeded one: its alt texts are written).
  await form.getByRole('button', { name: 'Choose from the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('row', { name: /^maison-1\.png/ }).focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(form.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.locator('[data-listing-notice="ok"]')).toHaveText('Published: the listing is on the site, in search and on the map.');
  await expect(form.locator('[data-listing-status="active"]')).toHaveText('For sale');
  const uls = new URL(page.url()).searchParams.get('listing');
  expect(uls).toMatch(/^8\d{11}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Listing ${uls}`);
  await screenshot(page, 'qa-listing-en-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'qa-listing-en-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // A visitor finds it in the search list and on its map, then on its page with its photo.
  const [{ code }] = await site.query<{ code: string }>("select code from municipalities where name = 'Chambly'");
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/fr/proprietes?mun=${code}&type=ferme`);
  const search = page.locator('[data-block-type="search_properties_block"]');
  const card = search.locator(`article[data-uls="${uls}"]`);
  await expect(card).toContainText('8, rang du Bois-Franc');
  await expect(card).toContainText('1 250 000 $');
  await expect(search.getByTestId('search-map').locator(`[data-uls="${uls}"]`)).toHaveCount(1);
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('8, rang du Bois-Franc');
  await expect(page.locator('main')).toContainText('Fermette rénovée sur un terrain boisé');
  const photo = page.locator('main img[src*="/media/"]').first();
  await expect.poll(() => photo.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
  expect(await photo.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(/\/media\/[0-9a-f]{32}-[\w-]+\.avif$/);
  expectNoConsoleErrors(consoleErrors);
});
