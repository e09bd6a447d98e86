/**
 * The seeded sites' illustrations (SVG files under `public/`) as media-library images: each is
 * rasterised with sharp (its longer side {@link IllustrationSpec.longSide} px) and the PNG goes through the
 * upload pipeline unchanged ({@link processImage}: AVIF, WebP and JPEG on the width ladder, the
 * blurred placeholder, the content hash), then its focal-point crops are cut
 * ({@link renderCropFile}) around the focal point the seed gives it.
 *
 * That work takes seconds per image, and a fresh database is seeded constantly (every API test
 * file, every end-to-end server): it is done once per machine and kept in a cache folder
 * ({@link illustrationCacheDir}; `npm run build` and the test setups fill it). An entry is named
 * by the hash of everything that shapes its files (the SVG's bytes, the raster width, the
 * pipeline and crop settings, sharp's and libvips' versions), so a changed illustration or
 * encoder gets new files and stale entries are never read. Files are written to a temporary name
 * then renamed, and one process at a time builds an entry (a lock file; the others wait for it),
 * so seeds running in parallel share the work.
 *
 * The cache's files are served as they are: {@link withIllustrationFiles} puts them under the
 * media storage as a read-only layer, so seeding copies no file (it only records rows).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { cropSizes, generatedCropRatios, MEDIA_CROP_NAMES, type MediaCropRef } from '../../lib/mediaCrops';
import { mediaContentType, mediaFileName, type MediaFormat } from '../../lib/mediaUrls';
import { projectRoot } from '../paths';
import { createLocalMediaStorage, writeFileAtomically } from './localMediaStorage';
import type { MediaStorage } from './mediaStorage';
import { PIPELINE_VERSION, processImage, renderCropFile } from './processImage';

/** Version of this cache's layout and rasterisation; part of every entry's name. */
const CACHE_VERSION = 'illustrations-v1';
/** How long another process may hold an entry's lock before it is presumed dead, ms. */
const STALE_LOCK_MS = 10 * 60_000;
/** How often a process waiting for another's entry looks again, ms. */
const LOCK_POLL_MS = 150;

/** One illustration to turn into a media-library image. */
export interface IllustrationSpec {
  /** Site path of the SVG file under `public/` (`/images/house.svg`). */
  path: string;
  /** Longer side of the raster, px (the other follows the SVG's proportions). */
  longSide: number;
}

/** A rasterised illustration as the upload pipeline made it (the seed's `media` row and variants). */
export interface CachedIllustration {
  /** The media hash of the raster. */
  hash: string;
  /** MIME type of the "upload" (the raster): `image/png`. */
  contentType: string;
  /** bytes of the raster */
  byteSize: number;
  /** px */
  width: number;
  /** px */
  height: number;
  /** `data:image/webp;base64,…` */
  placeholder: string;
  /** Every whole-image variant: width, height, format, storage key, bytes. */
  variants: { width: number; height: number; format: MediaFormat; key: string; byteSize: number }[];
}

/**
 * The cache folder: `SEED_MEDIA_DIR` when set (e.g. a folder shared by several machines), else
 * `node_modules/.cache/vitrine-seed-media` in the project.
 */
export function illustrationCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SEED_MEDIA_DIR?.trim() || join(projectRoot(), 'node_modules', '.cache', 'vitrine-seed-media');
}

/** The cache's media files, as a storage (keys as in `/media/{key}`). */
export function illustrationFiles(cacheDir: string): MediaStorage {
  return createLocalMediaStorage(join(cacheDir, 'files'));
}

/**
 * `primary` with the illustration cache's files under it: reads fall back to the cache when
 * `primary` has no such file; writes and deletes go to `primary` only (the cache is never
 * changed from there).
 */
export function withIllustrationFiles(primary: MediaStorage, cacheDir: string = illustrationCacheDir()): MediaStorage {
  const files = illustrationFiles(cacheDir);
  return {
    description: `${primary.description} + seeded illustrations ${cacheDir}`,
    put: (key, bytes, contentType) => primary.put(key, bytes, contentType),
    get: async (key) => (await primary.get(key)) ?? files.get(key),
    delete: (key) => primary.delete(key),
  };
}

const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** What shapes every file: the versions of the pipeline, of this cache and of the encoders. */
function toolchainKey(): string {
  const versions = sharp.versions as Record<string, string | undefined>;
  return [CACHE_VERSION, PIPELINE_VERSION, MEDIA_CROP_NAMES.join(','), versions.sharp, versions.vips, versions.aom, versions.webp, versions.mozjpeg, versions.rsvg].join('|');
}

const inProcess = new Map<string, Promise<unknown>>();

/**
 * The manifest at `manifestPath`, built by `build` (which writes its files first) unless it is
 * there; one builder per machine at a time (lock file beside the manifest), once per process.
 */
function once<T>(manifestPath: string, build: () => Promise<T>): Promise<T> {
  const pending = inProcess.get(manifestPath) as Promise<T> | undefined;
  if (pending) return pending;
  const work = (async () => {
    const lockPath = `${manifestPath}.lock`;
    for (;;) {
      if (existsSync(manifestPath)) return JSON.parse(await readFile(manifestPath, 'utf8')) as T;
      const lock = await open(lockPath, 'wx').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return null;
        throw error;
      });
      if (lock) {
        try {
          if (existsSync(manifestPath)) return JSON.parse(await readFile(manifestPath, 'utf8')) as T;
          const built = await build();
          await writeFileAtomically(manifestPath, JSON.stringify(built));
          return built;
        } finally {
          await lock.close();
          await rm(lockPath, { force: true });
        }
      }
      const held = await stat(lockPath).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lockPath, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  })().finally(() => inProcess.delete(manifestPath));
  inProcess.set(manifestPath, work);
  return work;
}

/**
 * The media-library image of an illustration: from the cache, else rasterised and processed
 * now (and kept).
 * @throws Error when the SVG is missing or cannot be rasterised
 */
export async function cachedIllustration(spec: IllustrationSpec, cacheDir: string = illustrationCacheDir()): Promise<CachedIllustration> {
  const svg = await readFile(join(projectRoot(), 'public', spec.path.replace(/^\/+/, '')));
  const key = sha256(toolchainKey(), svg, String(spec.longSide)).slice(0, 40);
  await mkdir(join(cacheDir, 'entries'), { recursive: true });
  return once(join(cacheDir, 'entries', `${key}.json`), async () => {
    const { width: viewWidth, height: viewHeight } = await sharp(svg).metadata();
    if (!viewWidth || !viewHeight) throw new Error(`${spec.path}: the SVG has no size`);
    const raster = await sharp(svg, { density: (72 * spec.longSide) / Math.max(viewWidth, viewHeight) }).png().toBuffer();
    const image = await processImage(new Uint8Array(raster));
    const files = illustrationFiles(cacheDir);
    for (const variant of image.variants) await files.put(variant.key, variant.bytes, mediaContentType(variant.format));
    const built: CachedIllustration = {
      hash: image.hash,
      contentType: image.contentType,
      byteSize: image.byteSize,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      variants: image.variants.map(({ width, height, format, key: variantKey, bytes }) => ({ width, height, format, key: variantKey, byteSize: bytes.byteLength })),
    };
    return built;
  });
}

/**
 * Makes sure every focal-point crop of a cached illustration around `focal` (whole percent) is
 * in the cache: every shape generated for its proportions, every width, AVIF, WebP and its
 * fallback format. @returns the crops' file names
 */
export async function cachedIllustrationCrops(image: CachedIllustration, focal: { x: number; y: number }, cacheDir: string = illustrationCacheDir()): Promise<string[]> {
  const key = sha256(toolchainKey(), image.hash, `${focal.x}-${focal.y}`).slice(0, 40);
  await mkdir(join(cacheDir, 'entries'), { recursive: true });
  return once(join(cacheDir, 'entries', `${key}.crops.json`), async () => {
    const fallbacks = image.variants.filter((variant) => variant.format === 'jpeg' || variant.format === 'png');
    const widest = fallbacks[fallbacks.length - 1];
    if (!widest) throw new Error(`Illustration ${image.hash} has no fallback variant`);
    const files = illustrationFiles(cacheDir);
    const source = await files.get(widest.key);
    if (!source) throw new Error(`Illustration file ${widest.key} is missing from ${cacheDir}`);
    const bytes = await source.bytes();
    const names: string[] = [];
    for (const ratio of generatedCropRatios(image.width, image.height)) {
      const crop: MediaCropRef = { ratio, x: focal.x, y: focal.y };
      for (const size of cropSizes(image.width, image.height, crop)) {
        for (const format of ['avif', 'webp', widest.format] as const) {
          const file = await renderCropFile(bytes, image, crop, size.width, format);
          const name = mediaFileName(image.hash, size.width, format, crop);
          await files.put(name, file.bytes, mediaContentType(format));
          names.push(name);
        }
      }
    }
    return names;
  });
}
