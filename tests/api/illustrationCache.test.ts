/**
 * The seeded illustrations' cache (src/server/media/illustrationCache.ts) on real folders: an
 * illustration is rasterised and processed once, then read back; a process finding another one
 * building the same entry waits for it instead of building it again, and takes over a lock left
 * by a process that died; the cache's files are served under a media storage without being copied.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedIllustration, cachedIllustrationCrops, illustrationFiles, withIllustrationFiles } from '../../src/server/media/illustrationCache';
import { createMemoryMediaStorage } from '../../src/server/media/memoryMediaStorage';

const spec = { path: '/people/david-roy.svg', longSide: 640 };
const folders: string[] = [];
const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'vitrine-illustrations-'));
  folders.push(path);
  return path;
};
afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});
const filesIn = (cacheDir: string) => (existsSync(join(cacheDir, 'files')) ? readdirSync(join(cacheDir, 'files'), { recursive: true }).filter((name) => String(name).includes('.')) : []);

describe('illustration cache', () => {
  const first = folder();

  it('rasterises an SVG and processes it like an upload, once', async () => {
    const image = await cachedIllustration(spec, first);
    expect(image).toMatchObject({ contentType: 'image/png', width: 640, height: 640 });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual(['320.avif', '320.webp', '320.jpeg', '640.avif', '640.webp', '640.jpeg']);
    const widest = await illustrationFiles(first).get(`${image.hash}-640.avif`);
    expect((await sharp(Buffer.from(await widest!.bytes())).metadata()).width).toBe(640);

    const written = statSync(join(first, 'entries')).mtimeMs;
    const mtimes = filesIn(first).map((name) => statSync(join(first, 'files', String(name))).mtimeMs);
    expect(await cachedIllustration(spec, first)).toEqual(image);
    expect(filesIn(first).map((name) => statSync(join(first, 'files', String(name))).mtimeMs)).toEqual(mtimes);
    expect(statSync(join(first, 'entries')).mtimeMs).toBe(written);
  });

  it('cuts the focal-point crops of every other shape, once', async () => {
    const image = await cachedIllustration(spec, first);
    const names = await cachedIllustrationCrops(image, { x: 50, y: 40 }, first);
    // A square image: 16:10, 4:3 and 4:5 crops (not its own 1:1), AVIF, WebP and JPEG each.
    expect(new Set(names.map((name) => name.split('-').slice(1, 2)[0]))).toEqual(new Set(['16x10', '4x3', '4x5']));
    expect(names).toContain(`${image.hash}-4x5-50-40-512.jpg`);
    const crop = await illustrationFiles(first).get(`${image.hash}-16x10-50-40-640.webp`);
    expect(await sharp(Buffer.from(await crop!.bytes())).metadata()).toMatchObject({ format: 'webp', width: 640, height: 400 });
    expect(await cachedIllustrationCrops(image, { x: 50, y: 40 }, first)).toEqual(names);
  });

  it('waits for another process building the same entry instead of building it again', async () => {
    const second = folder();
    const [manifest] = readdirSync(join(first, 'entries')).filter((name) => !name.includes('crops'));
    mkdirSync(join(second, 'entries'), { recursive: true });
    const lock = join(second, 'entries', `${manifest}.lock`);
    writeFileSync(lock, '');
    const waiting = cachedIllustration(spec, second);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The other process finishes: its files and manifest appear, its lock goes.
    cpSync(join(first, 'files'), join(second, 'files'), { recursive: true });
    cpSync(join(first, 'entries', manifest!), join(second, 'entries', manifest!));
    rmSync(lock);
    const image = await waiting;
    expect(image).toEqual(await cachedIllustration(spec, first));
  });

  it('takes over the lock of a process that died while building', async () => {
    const third = folder();
    const [manifest] = readdirSync(join(first, 'entries')).filter((name) => !name.includes('crops'));
    mkdirSync(join(third, 'entries'), { recursive: true });
    const lock = join(third, 'entries', `${manifest}.lock`);
    writeFileSync(lock, '');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(lock, hourAgo, hourAgo);
    const image = await cachedIllustration(spec, third);
    expect(filesIn(third)).toHaveLength(image.variants.length);
    expect(existsSync(lock)).toBe(false);
  });

  it('serves the cache’s files under a media storage, which keeps its own writes', async () => {
    const image = await cachedIllustration(spec, first);
    const primary = createMemoryMediaStorage();
    const storage = withIllustrationFiles(primary, first);
    expect((await storage.get(`${image.hash}-320.webp`))?.byteSize).toBeGreaterThan(0);
    expect(await primary.get(`${image.hash}-320.webp`)).toBeNull();
    await storage.put('0123456789abcdef0123456789abcdef-320.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect((await primary.get('0123456789abcdef0123456789abcdef-320.jpg'))?.byteSize).toBe(3);
    await storage.delete(`${image.hash}-320.webp`);
    expect(await storage.get(`${image.hash}-320.webp`)).not.toBeNull();
  });
});
