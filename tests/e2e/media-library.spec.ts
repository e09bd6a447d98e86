/**
 * The media library end to end, on its own built server (its own data folder, so no other spec
 * sees the changed home page): a phone photo with its GPS position uploaded through the CMS API
 * with its alt texts, placed in an image-and-text block of the home page and published; the
 * page cached before the publish is replaced, the visitor's browser downloads an AVIF variant
 * of the width the box needs, cut to the box's 4:3 shape around the focal point (made when first
 * asked for), served immutable and without any EXIF; the image cannot be deleted while the page
 * uses it.
 */
import sharp from 'sharp';
import { E2E_ADMIN, expect, expectNoConsoleErrors, startBuiltServer, test, type RunningSite } from './fixtures';
import { imageTextBlock, phonePhoto } from './phonePhoto';

let own: RunningSite;

test.beforeAll(async () => {
  own = await startBuiltServer();
});
test.afterAll(async () => {
  await own?.close();
});

test('an uploaded phone photo reaches the published page as AVIF without its GPS position', async ({ page, consoleErrors }) => {
  const origin = own.url;
  const api = page.request;

  // The home page, kept in the page cache by a first visit.
  await page.goto(`${origin}/fr`);
  const cached = await page.goto(`${origin}/fr`);
  expect(cached?.headers()['x-page-cache']).toBe('HIT');
  expect(await page.getByRole('img', { name: 'Maison au coucher du soleil' }).count()).toBe(0);

  expect((await api.post(`${origin}/api/cms/auth/login`, { headers: { Origin: origin }, data: E2E_ADMIN })).status()).toBe(200);

  const photo = await phonePhoto();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const uploaded = await api.post(`${origin}/api/cms/media`, {
    headers: { Origin: origin },
    multipart: { file: { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo }, alt_fr: 'Maison au coucher du soleil', alt_en: 'House at sunset' },
  });
  expect(uploaded.status()).toBe(201);
  const { item } = (await uploaded.json()) as { item: { id: number; url: string; hash: string; alt_complete: boolean } };
  expect(item.alt_complete).toBe(true);

  const pages = ((await (await api.get(`${origin}/api/cms/pages`)).json()) as { pages: { id: string; key: string }[] }).pages;
  const home = pages.find((candidate) => candidate.key === 'home')!;
  const detail = ((await (await api.get(`${origin}/api/cms/pages/${home.id}`)).json()) as { page: { revision: number; content: { fields: unknown[] } } }).page;
  const block = imageTextBlock(item.url, { fr: 'Maison au coucher du soleil', en: 'House at sunset' });
  const draft = await api.put(`${origin}/api/cms/pages/${home.id}/draft`, {
    headers: { Origin: origin },
    data: { revision: detail.revision, content: { ...detail.content, fields: [detail.content.fields[0], block, ...detail.content.fields.slice(1)] } },
  });
  expect(draft.status()).toBe(200);
  const { revision } = (await draft.json()) as { revision: number };
  expect((await api.post(`${origin}/api/cms/pages/${home.id}/publish`, { headers: { Origin: origin }, data: { revision } })).status()).toBe(200);

  // A visitor (no session) gets the new page, and the browser picks AVIF at the box's width,
  // cut to the box's 4:3 shape (the 3:2 photo's focal point is the middle).
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 812 });
  const served: { url: string; type: string; cacheControl: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(`/media/${item.hash}-`)) {
      served.push({ url: response.url(), type: response.headers()['content-type'] ?? '', cacheControl: response.headers()['cache-control'] ?? '' });
    }
  });
  const fresh = await page.goto(`${origin}/fr`);
  expect(fresh?.headers()['x-page-cache']).not.toBe('HIT');
  const image = page.getByRole('img', { name: 'Maison au coucher du soleil' });
  await image.scrollIntoViewIfNeeded();
  // Shown (the block only shows text, images and links: its code waits for the visitor, and the
  // page's head script fades the image in).
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
  await expect(image).toHaveCSS('opacity', '1');
  const currentSrc = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
  expect(currentSrc).toMatch(new RegExp(`/media/${item.hash}-4x3-50-50-640\\.avif$`));
  expect(served.map((response) => new URL(response.url).pathname)).toEqual([new URL(currentSrc).pathname]);
  expect(served[0]).toMatchObject({ type: 'image/avif', cacheControl: 'public, max-age=31536000, immutable' });

  for (const url of [currentSrc, currentSrc.replace('.avif', '.webp'), `${origin}${item.url}`]) {
    const file = await api.get(url);
    expect(file.status()).toBe(200);
    const metadata = await sharp(await file.body()).metadata();
    expect(metadata.exif).toBeUndefined();
    expect((await file.body()).toString('latin1')).not.toContain('Pomme');
  }

  // In use: the library refuses to delete it.
  expect((await api.post(`${origin}/api/cms/auth/login`, { headers: { Origin: origin }, data: E2E_ADMIN })).status()).toBe(200);
  const refused = await api.delete(`${origin}/api/cms/media/${item.id}`, { headers: { Origin: origin } });
  expect(refused.status()).toBe(409);
  expectNoConsoleErrors(consoleErrors);
});
