/**
 * The seeded illustrations as media-library images (src/server/media/illustrationCache.ts) on real
 * folders: a seed reads the committed descriptions and makes no file; a file is rendered when first
 * asked for, the very bytes the upload pipeline makes; an illustration not described yet is
 * rasterised and processed once, a process finding another one building it waits for it, and takes
 * over a lock left by a process that died; crops cut by the server are kept beside the variants,
 * other writes stay in the instance's storage; the background fill renders what is missing.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cachedIllustration,
  committedIllustrations,
  fillIllustrationFiles,
  illustrationEntryKey,
  illustrationFiles,
  SEED_ILLUSTRATIONS_FILE,
  withIllustrationFiles,
} from '../../src/server/media/illustrationCache';
import { createMemoryMediaStorage } from '../../src/server/media/memoryMediaStorage';
import { collectIllustrations } from '../../src/server/seed/seedMedia';
import { seedSites } from '../../src/server/seed/index';
import { seedArticles, seedAuthors } from '../../src/server/seed/blog/articles';

/** Not in the committed file (the portraits are described at 640 px). */
const uncommitted = { path: '/people/david-roy.svg', longSide: 320 };
const committedPortrait = { path: '/people/david-roy.svg', longSide: 640 };
const folders: string[] = [];
const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'vitrine-illustrations-'));
  folders.push(path);
  return path;
};
afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});
const filesIn = (cacheDir: string) => (existsSync(join(cacheDir, 'files')) ? readdirSync(join(cacheDir, 'files'), { recursive: true }).filter((name) => String(name).includes('.')).map(String) : []);

describe('seeded illustrations', () => {
  it('are all described in the committed file, as the illustrations and encoders are now', async () => {
    const committed = await committedIllustrations();
    const missing: string[] = [];
    for (const seed of seedSites) {
      for (const use of collectIllustrations([seed.site, seed.pages, seed.directory ?? null, seedArticles, seedAuthors]).values()) {
        if (!committed.has(await illustrationEntryKey(use.spec))) missing.push(use.spec.path);
      }
    }
    expect(missing, `Run \`npm run seed -- --prepare-media\` and commit ${SEED_ILLUSTRATIONS_FILE}`).toEqual([]);
  });

  it('describes a committed illustration without rasterising anything', async () => {
    const empty = folder();
    const image = await cachedIllustration(committedPortrait, empty);
    expect(image).toMatchObject({ ...committedPortrait, contentType: 'image/png', width: 640, height: 640 });
    expect(image.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual(['320.avif', '320.webp', '320.jpeg', '640.avif', '640.webp', '640.jpeg']);
    expect(existsSync(join(empty, 'entries'))).toBe(false);
    expect(filesIn(empty)).toEqual([]);
  });

  const built = folder();

  it('rasterises and processes an illustration not described yet, once', async () => {
    const image = await cachedIllustration(uncommitted, built);
    expect(image).toMatchObject({ contentType: 'image/png', width: 320, height: 320 });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual(['320.avif', '320.webp', '320.jpeg']);
    expect(filesIn(built)).toHaveLength(3);
    const written = statSync(join(built, 'entries')).mtimeMs;
    const mtimes = filesIn(built).map((name) => statSync(join(built, 'files', name)).mtimeMs);
    expect(await cachedIllustration(uncommitted, built)).toEqual(image);
    expect(filesIn(built).map((name) => statSync(join(built, 'files', name)).mtimeMs)).toEqual(mtimes);
    expect(statSync(join(built, 'entries')).mtimeMs).toBe(written);
  });

  it('renders a missing file when first asked for: the bytes the upload pipeline made', async () => {
    const image = await cachedIllustration(uncommitted, built);
    const key = `${image.hash}-320.avif`;
    const made = readFileSync(join(built, 'files', key.slice(0, 2), key));
    rmSync(join(built, 'files', key.slice(0, 2), key));
    const storage = withIllustrationFiles(createMemoryMediaStorage(), built);
    const again = await storage.get(key);
    expect(Buffer.from(await again!.bytes()).equals(made)).toBe(true);
    expect(existsSync(join(built, 'files', key.slice(0, 2), key))).toBe(true);
    // A committed illustration's file, in a folder that has none yet.
    const portrait = await cachedIllustration(committedPortrait, built);
    const file = await storage.get(`${portrait.hash}-640.webp`);
    expect(await sharp(Buffer.from(await file!.bytes())).metadata()).toMatchObject({ format: 'webp', width: 640, height: 640 });
    // Only the names of known variants are ever encoded.
    expect(await storage.get(`${portrait.hash}-1280.webp`)).toBeNull();
    expect(await storage.get('0123456789abcdef0123456789abcdef-320.jpg')).toBeNull();
  });

  it('waits for another process building the same entry instead of building it again', async () => {
    const second = folder();
    const [manifest] = readdirSync(join(built, 'entries'));
    mkdirSync(join(second, 'entries'), { recursive: true });
    const lock = join(second, 'entries', `${manifest}.lock`);
    writeFileSync(lock, '');
    const waiting = cachedIllustration(uncommitted, second);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The other process finishes: its files and manifest appear, its lock goes.
    cpSync(join(built, 'files'), join(second, 'files'), { recursive: true });
    cpSync(join(built, 'entries', manifest!), join(second, 'entries', manifest!));
    rmSync(lock);
    expect(await waiting).toEqual(await cachedIllustration(uncommitted, built));
  });

  it('takes over the lock of a process that died while building', async () => {
    const third = folder();
    const [manifest] = readdirSync(join(built, 'entries'));
    mkdirSync(join(third, 'entries'), { recursive: true });
    const lock = join(third, 'entries', `${manifest}.lock`);
    writeFileSync(lock, '');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(lock, hourAgo, hourAgo);
    const image = await cachedIllustration(uncommitted, third);
    expect(filesIn(third)).toHaveLength(image.variants.length);
    expect(existsSync(lock)).toBe(false);
  });

  it('keeps the crops of illustrations in the cache and every other write in the instance’s storage', async () => {
    const image = await cachedIllustration(uncommitted, built);
    const primary = createMemoryMediaStorage();
    const storage = withIllustrationFiles(primary, built);
    expect((await storage.get(`${image.hash}-320.webp`))?.byteSize).toBeGreaterThan(0);
    expect(await primary.get(`${image.hash}-320.webp`)).toBeNull();
    await storage.put(`${image.hash}-4x5-50-40-256.jpg`, new Uint8Array([1, 2]), 'image/jpeg');
    expect(await primary.get(`${image.hash}-4x5-50-40-256.jpg`)).toBeNull();
    expect((await illustrationFiles(built).get(`${image.hash}-4x5-50-40-256.jpg`))?.byteSize).toBe(2);
    await storage.put('0123456789abcdef0123456789abcdef-320.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect((await primary.get('0123456789abcdef0123456789abcdef-320.jpg'))?.byteSize).toBe(3);
    await storage.delete(`${image.hash}-320.webp`);
    expect(await storage.get(`${image.hash}-320.webp`)).not.toBeNull();
  });

  it('renders in the background every file still missing', async () => {
    const image = await cachedIllustration(uncommitted, built);
    for (const variant of image.variants) rmSync(join(built, 'files', variant.key.slice(0, 2), variant.key), { force: true });
    expect((await fillIllustrationFiles(built, [image])).made).toBe(image.variants.length);
    for (const variant of image.variants) expect(existsSync(join(built, 'files', variant.key.slice(0, 2), variant.key)), variant.key).toBe(true);
    expect((await fillIllustrationFiles(built, [image])).made).toBe(0);
  });
});
