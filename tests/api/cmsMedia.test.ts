/**
 * The media library through the CMS API (`/api/cms/media`) and its public files (`/media/*`),
 * on a real database and a real folder: uploads checked by their bytes (JPEG, PNG accepted; SVG
 * and a text file named `.jpg` refused; 15 MB at most), the phone photo's GPS position gone from
 * every served variant, variants served immutable with their own type, focal-point crops cut when
 * first asked for (around the library's focal point only), alt texts per locale and focal point
 * saved, delete refused while a page draft uses the image and allowed after, files (crops
 * included) removed with it; logged-in editors of the site only, same-origin writes only.
 *
 * @postgres: the media repository (variants, usage).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from '../../src/server/media/localMediaStorage';
import { MAX_MEDIA_UPLOAD_BYTES } from '../../src/server/media/mediaLimits';
import type { MediaItem } from '../../src/schema/media';
import { ADMIN, EDITOR, ORIGIN, openCmsHarness, type CmsHarness } from './cmsHarness';

const mediaDir = mkdtempSync(join(tmpdir(), 'vitrine-media-api-'));
let harness: CmsHarness;
let editor: string;

/** A phone photo: 1200 × 900 px stored sideways (EXIF orientation 6), with its GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a9a5c' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Pomme', Model: 'Téléphone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 5678/100' },
    } as never)
    .toBuffer();
}

/** A same-origin browser upload (multipart) of one file. */
function upload(bytes: Uint8Array, name: string, type: string, init: { cookie?: string; origin?: string | null; fields?: Record<string, string> } = {}) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  for (const [key, value] of Object.entries(init.fields ?? {})) form.set(key, value);
  const headers: Record<string, string> = {};
  if (init.origin !== null) headers.Origin = init.origin ?? ORIGIN;
  const cookie = init.cookie === undefined ? editor : init.cookie;
  if (cookie) headers.Cookie = cookie;
  return harness.app.request('http://localhost/api/cms/media', { method: 'POST', headers, body: form });
}

const json = async <T>(res: Response) => (await res.json()) as T;
const fetchFile = (url: string) => harness.app.request(`http://localhost${url}`);

beforeAll(async () => {
  harness = await openCmsHarness({ mediaStorage: createLocalMediaStorage(mediaDir) });
  editor = await harness.logIn(EDITOR);
});
afterAll(async () => {
  await harness?.database.dispose();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('media library', () => {
  let photo: MediaItem;

  it('refuses visitors who are not logged in, and cross-origin uploads', async () => {
    expect((await harness.call('/api/cms/media')).status).toBe(401);
    const anonymous = await upload(await phonePhoto(), 'photo.jpg', 'image/jpeg', { cookie: '' });
    expect(anonymous.status).toBe(401);
    const crossSite = await upload(await phonePhoto(), 'photo.jpg', 'image/jpeg', { origin: 'https://evil.test' });
    expect(crossSite.status).toBe(403);
    expect((await json<{ error: string }>(crossSite)).error).toBe('csrf');
    expect((await json<{ items: unknown[] }>(await harness.call('/api/cms/media', { cookie: editor }))).items).toEqual([]);
  });

  it('takes a phone photo upright, in AVIF, WebP and JPEG at each width, without its GPS position', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Pomme');
    expect(before.orientation).toBe(6);

    const res = await upload(original, 'IMG_0042.JPG', 'image/jpeg');
    expect(res.status).toBe(201);
    photo = (await json<{ item: MediaItem }>(res)).item;
    expect(photo).toMatchObject({
      original_filename: 'IMG_0042.JPG',
      content_type: 'image/jpeg',
      byte_size: original.byteLength,
      width: 900,
      height: 1200,
      focal_point: { x: 0.5, y: 0.5 },
      alt: { fr: '', en: '' },
      alt_complete: false,
      usage_count: 0,
      created_by: EDITOR.email,
    });
    expect(photo.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(photo.url).toBe(`/media/${photo.hash}-900.jpg`);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.placeholder.length).toBeLessThan(1000);
    expect(photo.variants.map((variant) => `${variant.width}x${variant.height}.${variant.format}`)).toEqual([
      '320x427.avif', '320x427.webp', '320x427.jpeg',
      '640x853.avif', '640x853.webp', '640x853.jpeg',
      '900x1200.avif', '900x1200.webp', '900x1200.jpeg',
    ]);

    for (const variant of photo.variants) {
      const file = await fetchFile(variant.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('content-type')).toBe(variant.content_type);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.byteLength).toBe(variant.byte_size);
      const served = await sharp(bytes).metadata();
      expect(served.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      expect(served.width).toBe(variant.width);
      expect(served.height).toBe(variant.height);
      expect(served.exif).toBeUndefined();
      expect(served.xmp).toBeUndefined();
      expect(served.iptc).toBeUndefined();
      expect(served.orientation ?? 1).toBe(1);
      expect(bytes.toString('latin1')).not.toContain('Pomme');
    }
  });

  it('answers a cached copy with 304 and unknown names with 404', async () => {
    const res = await harness.app.request(`http://localhost${photo.url}`, { headers: { 'If-None-Match': `"${photo.hash}-900.jpg"` } });
    expect(res.status).toBe(304);
    expect((await fetchFile(`/media/${photo.hash}-901.jpg`)).status).toBe(404);
    expect((await fetchFile(`/media/${photo.hash}-900.jpeg`)).status).toBe(404);
    expect((await fetchFile('/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('cuts a focal-point crop when first asked for, only around the library’s focal point', async () => {
    // 900 × 1200 px: its square crop is 900 px, offered at 320, 640 and 900 px.
    const square = `/media/${photo.hash}-1x1-50-50-640.avif`;
    const first = await fetchFile(square);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/avif');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await first.arrayBuffer());
    const cropped = await sharp(bytes).metadata();
    expect([cropped.width, cropped.height, cropped.exif]).toEqual([640, 640, undefined]);
    const again = await fetchFile(square);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await sharp(Buffer.from(await (await fetchFile(`/media/${photo.hash}-16x10-50-50-900.jpg`)).arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 563 });

    for (const refused of [
      `/media/${photo.hash}-1x1-30-50-640.avif`, // not the library's focal point
      `/media/${photo.hash}-1x1-50-50-1280.avif`, // wider than the crop
      `/media/${photo.hash}-1x1-50-50-600.avif`, // not a width of its ladder
      `/media/${photo.hash}-1x1-50-50-640.png`, // not its fallback format
      `/media/${'0'.repeat(32)}-1x1-50-50-640.avif`, // in no library
    ]) {
      const res = await fetchFile(refused);
      expect(res.status, refused).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // Crops are not listed among the image's variants.
    const item = (await json<{ item: MediaItem }>(await harness.call(`/api/cms/media/${photo.id}`, { cookie: editor }))).item;
    expect(item.variants).toHaveLength(9);
  });

  it('keeps one copy of a file uploaded twice', async () => {
    const res = await upload(await phonePhoto(), 'copie.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const body = await json<{ item: MediaItem; duplicate: boolean }>(res);
    expect(body.duplicate).toBe(true);
    expect(body.item.id).toBe(photo.id);
  });

  it('takes a transparent PNG with a PNG fallback', async () => {
    const logo = await sharp({ create: { width: 500, height: 200, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 0.5 } } }).png().toBuffer();
    const res = await upload(logo, 'logo.png', 'image/png', { cookie: await harness.logIn(ADMIN), fields: { alt_fr: 'Logo de l’agence', alt_en: 'Agency logo' } });
    expect(res.status).toBe(201);
    const { item } = await json<{ item: MediaItem }>(res);
    expect(item).toMatchObject({ content_type: 'image/png', width: 500, height: 200, alt: { fr: 'Logo de l’agence', en: 'Agency logo' }, alt_complete: true, url: `/media/${item.hash}-500.png` });
    expect(item.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual(['320.avif', '320.webp', '320.png', '500.avif', '500.webp', '500.png']);
    const file = await fetchFile(item.url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).hasAlpha).toBe(true);
  });

  it('refuses SVG and a text file named .jpg, with a message in both languages', async () => {
    const svg = await upload(new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml');
    expect(svg.status).toBe(415);
    const svgBody = await json<{ error: string; fields: Record<string, string[]>; messages: { fr: string; en: string } }>(svg);
    expect(svgBody.error).toBe('svg_refused');
    expect(svgBody.fields.file).toEqual(['SVG images are refused: they can carry code. Export it as PNG.']);
    expect(svgBody.messages.fr).toBe('Les images SVG sont refusées : elles peuvent contenir du code. Exportez-la en PNG.');

    const text = await upload(new TextEncoder().encode('Ceci n’est pas une photo.'), 'photo.jpg', 'image/jpeg');
    expect(text.status).toBe(415);
    expect(await json(text)).toMatchObject({ error: 'unsupported_type', fields: { file: ['This file is not a JPEG, PNG, WebP or AVIF image.'] }, messages: { fr: 'Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF.' } });

    const noFile = await harness.app.request('http://localhost/api/cms/media', { method: 'POST', headers: { Origin: ORIGIN, Cookie: editor }, body: new FormData() });
    expect(noFile.status).toBe(422);
    expect((await json<{ error: string }>(noFile)).error).toBe('missing_file');
  });

  it('refuses a file over 15 MB with 413', async () => {
    const justOver = new Uint8Array(MAX_MEDIA_UPLOAD_BYTES + 1);
    justOver.set([0xff, 0xd8, 0xff]);
    const res = await upload(justOver, 'enorme.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({ error: 'file_too_large', message: 'This file is too large (15 MB at most).', messages: { fr: 'Ce fichier est trop lourd (15 Mo au plus).' } });
    const farOver = await upload(new Uint8Array(MAX_MEDIA_UPLOAD_BYTES + 2 * 1024 * 1024), 'encore.jpg', 'image/jpeg');
    expect(farOver.status).toBe(413);
    expect((await json<{ error: string }>(farOver)).error).toBe('file_too_large');
  });

  it('saves alt texts per locale and the focal point', async () => {
    const res = await harness.call(`/api/cms/media/${photo.id}`, {
      method: 'PATCH',
      cookie: editor,
      body: { alt: { fr: 'Façade de la maison au printemps', en: 'The house’s front in spring' }, focal_point: { x: 0.3, y: 0.25 } },
    });
    expect(res.status).toBe(200);
    expect((await json<{ item: MediaItem }>(res)).item).toMatchObject({ alt: { fr: 'Façade de la maison au printemps', en: 'The house’s front in spring' }, alt_complete: true, focal_point: { x: 0.3, y: 0.25 } });

    // Crops now follow the new focal point; those of the old one are no longer made.
    expect((await fetchFile(`/media/${photo.hash}-1x1-30-25-640.avif`)).status).toBe(200);
    expect((await fetchFile(`/media/${photo.hash}-1x1-50-50-320.avif`)).status).toBe(404);

    const englishOnly = await harness.call(`/api/cms/media/${photo.id}`, { method: 'PATCH', cookie: editor, body: { alt: { en: 'Front of the house' } } });
    expect((await json<{ item: MediaItem }>(englishOnly)).item.alt).toEqual({ fr: 'Façade de la maison au printemps', en: 'Front of the house' });

    const invalid = await harness.call(`/api/cms/media/${photo.id}`, { method: 'PATCH', cookie: editor, body: { focal_point: { x: 1.5, y: 0.5 } } });
    expect(invalid.status).toBe(422);
    expect((await json<{ fields: Record<string, string[]> }>(invalid)).fields['focal_point.x']).toEqual(['Between 0 and 1.']);
    expect((await harness.call('/api/cms/media/999999', { method: 'PATCH', cookie: editor, body: { alt: { fr: 'x' } } })).status).toBe(404);
  });

  it('refuses to delete an image a page draft uses, and deletes it with its files once unused', async () => {
    const pages = (await json<{ pages: { id: string; key: string }[] }>(await harness.call('/api/cms/pages', { cookie: editor }))).pages;
    const about = pages.find((page) => page.key === 'about')!;
    const detail = await json<{ page: { revision: number; content: { fields: unknown[] } } }>(await harness.call(`/api/cms/pages/${about.id}`, { cookie: editor }));
    const imageBlock = {
      block_type: 'image_text_block',
      block_params: { orientation_x: 'left' },
      fields: {
        main_title: { fr: 'Notre maison', en: 'Our home' },
        description: { fr: '<p>Bienvenue.</p>', en: '<p>Welcome.</p>' },
        image: { media: { fr: { url: photo.url, alt: photo.alt.fr }, en: { url: photo.url, alt: photo.alt.en } } },
      },
    };
    const saveDraft = async (fields: unknown[], revision: number) =>
      harness.call(`/api/cms/pages/${about.id}/draft`, { method: 'PUT', cookie: editor, body: { revision, content: { fields } } });
    const saved = await saveDraft([...detail.page.content.fields, imageBlock], detail.page.revision);
    expect(saved.status).toBe(200);

    const listed = (await json<{ items: MediaItem[] }>(await harness.call('/api/cms/media', { cookie: editor }))).items;
    expect(listed.find((item) => item.id === photo.id)?.usage_count).toBe(1);
    expect(listed.find((item) => item.id !== photo.id)?.usage_count).toBe(0);
    expect((await json<{ item: MediaItem }>(await harness.call(`/api/cms/media/${photo.id}`, { cookie: editor }))).item.uses).toEqual([{ kind: 'page', id: about.id }]);

    const refused = await harness.call(`/api/cms/media/${photo.id}`, { method: 'DELETE', cookie: editor });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      error: 'in_use',
      message: 'This image is used in 1 document: remove it from there before deleting it.',
      usage_count: 1,
      uses: [{ kind: 'page', id: about.id }],
      messages: { fr: 'Cette image est utilisée dans 1 contenu : retirez-la avant de la supprimer.' },
    });
    expect((await fetchFile(photo.url)).status).toBe(200);

    const current = await json<{ page: { revision: number } }>(await harness.call(`/api/cms/pages/${about.id}`, { cookie: editor }));
    expect((await saveDraft(detail.page.content.fields, current.page.revision)).status).toBe(200);
    const deleted = await harness.call(`/api/cms/media/${photo.id}`, { method: 'DELETE', cookie: editor });
    expect(deleted.status).toBe(204);
    expect((await harness.call(`/api/cms/media/${photo.id}`, { cookie: editor })).status).toBe(404);
    expect((await fetchFile(photo.url)).status).toBe(404);
    expect(existsSync(join(mediaDir, photo.hash.slice(0, 2))) ? readdirSync(join(mediaDir, photo.hash.slice(0, 2))).filter((name) => name.startsWith(photo.hash)) : []).toEqual([]);
  });

  it('keeps each site’s library to itself; two sites share the files of one upload until both delete it', async () => {
    const admin = await harness.logIn(ADMIN);
    const agency = (path: string, init: { method?: string; body?: FormData } = {}) =>
      harness.app.request(`http://agence.test/api/cms/media${path}`, { method: init.method ?? 'GET', body: init.body, headers: { Host: 'agence.test', Origin: 'http://agence.test', Cookie: admin } });
    const ours = (await json<{ items: MediaItem[] }>(await harness.call('/api/cms/media', { cookie: admin }))).items;
    expect(ours).toHaveLength(1);
    const logo = ours[0]!;
    expect((await json<{ items: MediaItem[] }>(await agency(''))).items).toEqual([]);
    expect((await agency(`/${logo.id}`)).status).toBe(404);

    const form = new FormData();
    const sameBytes = await sharp({ create: { width: 500, height: 200, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 0.5 } } }).png().toBuffer();
    form.set('file', new File([sameBytes], 'logo-agence.png', { type: 'image/png' }));
    const res = await agency('', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const theirs = (await json<{ item: MediaItem }>(res)).item;
    expect(theirs.hash).toBe(logo.hash);
    expect(theirs.id).not.toBe(logo.id);
    expect((await json<{ items: MediaItem[] }>(await harness.call('/api/cms/media', { cookie: admin }))).items.map((item) => item.id)).toEqual([logo.id]);

    expect((await agency(`/${theirs.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetchFile(logo.url)).status).toBe(200);
    expect((await harness.call(`/api/cms/media/${logo.id}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await fetchFile(logo.url)).status).toBe(404);
  });
});
