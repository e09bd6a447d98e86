/**
 * The seeded sites' illustrations (SVG files under `public/`) as media-library images: each is
 * rasterised with sharp (its longer side {@link IllustrationSpec.longSide} px) and the PNG goes
 * through the upload pipeline unchanged (AVIF, WebP and JPEG on the width ladder, the blurred
 * placeholder, the content hash; src/server/media/processImage.ts).
 *
 * A seed needs only each image's description (hash, size, placeholder, the variants' names and
 * sizes), never its files: the descriptions are committed in
 * {@link SEED_ILLUSTRATIONS_FILE} (written by `npm run seed -- --prepare-media`), so seeding a
 * fresh database reads one small file and rasterises nothing. An entry is named by the hash of
 * everything that shapes its files (the SVG's bytes, the raster width, the pipeline settings,
 * sharp's and libvips' versions): a changed illustration or encoder has no committed entry, and
 * is then processed once per machine and kept in the cache folder ({@link illustrationCacheDir};
 * one process at a time builds an entry, the others wait for its lock).
 *
 * The files are made when first asked for: {@link withIllustrationFiles} puts the cache folder
 * under the media storage as a layer that renders a missing variant of a known illustration from
 * its SVG (the same bytes the whole pipeline makes), keeps the focal-point crops the server cuts
 * from them, and serves both to every process of the machine. {@link fillIllustrationFiles}
 * renders the rest in the background after `npm start` listens, behind any file a visitor asks for.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { MEDIA_CROP_NAMES } from '../../lib/mediaCrops';
import { mediaContentType, parseMediaFileName, type MediaFormat } from '../../lib/mediaUrls';
import { projectRoot } from '../paths';
import { createLocalMediaStorage, writeFileAtomically } from './localMediaStorage';
import type { MediaStorage, StoredMediaObject } from './mediaStorage';
import { encodeVariant, orientedImage, PIPELINE_VERSION, processImage } from './processImage';

/** Version of this cache's layout and rasterisation; part of every entry's name. */
const CACHE_VERSION = 'illustrations-v1';
/** How long another process may hold an entry's lock before it is presumed dead, ms. */
const STALE_LOCK_MS = 10 * 60_000;
/** How often a process waiting for another's entry looks again, ms. */
const LOCK_POLL_MS = 150;
/** Rasters kept in memory while their files are made (each a PNG of ≈ 0.1–3 MB). */
const RASTERS_KEPT = 4;

/** The committed descriptions of the seeded illustrations, relative to the project root. */
export const SEED_ILLUSTRATIONS_FILE = 'src/server/seed/seedIllustrations.json';

/** One illustration to turn into a media-library image. */
export interface IllustrationSpec {
  /** Site path of the SVG file under `public/` (`/images/house.svg`). */
  path: string;
  /** Longer side of the raster, px (the other follows the SVG's proportions). */
  longSide: number;
}

/** A rasterised illustration as the upload pipeline describes it (the seed's `media` row and variants). */
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

/** A description with the illustration it was made from (what the committed file and the cache hold). */
export interface IllustrationEntry extends CachedIllustration, IllustrationSpec {}

/**
 * The cache folder: `SEED_MEDIA_DIR` when set (e.g. a folder shared by several machines), else
 * `node_modules/.cache/vitrine-seed-media` in the project.
 */
export function illustrationCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SEED_MEDIA_DIR?.trim() || join(projectRoot(), 'node_modules', '.cache', 'vitrine-seed-media');
}

/** The cache's media files, as a storage (keys as in `/media/{key}`), without rendering anything. */
export function illustrationFiles(cacheDir: string): MediaStorage {
  return createLocalMediaStorage(join(cacheDir, 'files'));
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

const readSvg = (spec: IllustrationSpec) => readFile(join(projectRoot(), 'public', spec.path.replace(/^\/+/, '')));

/** The name of an illustration's entry: what shapes its files, hashed. @throws Error when the SVG is missing */
export async function illustrationEntryKey(spec: IllustrationSpec): Promise<string> {
  return sha256(toolchainKey(), await readSvg(spec), String(spec.longSide)).slice(0, 40);
}

/** The illustration rasterised to PNG, its longer side `longSide` px: the "upload" of its media image. */
async function rasterise(spec: IllustrationSpec): Promise<Buffer> {
  const svg = await readSvg(spec);
  const { width: viewWidth, height: viewHeight } = await sharp(svg).metadata();
  if (!viewWidth || !viewHeight) throw new Error(`${spec.path}: the SVG has no size`);
  return sharp(svg, { density: (72 * spec.longSide) / Math.max(viewWidth, viewHeight) }).png().toBuffer();
}

let committed: Promise<Map<string, IllustrationEntry>> | undefined;

/** The committed descriptions by entry key (read once per process; empty when the file is missing). */
export function committedIllustrations(): Promise<Map<string, IllustrationEntry>> {
  committed ??= readFile(join(projectRoot(), SEED_ILLUSTRATIONS_FILE), 'utf8')
    .then((text) => new Map(Object.entries((JSON.parse(text) as { entries: Record<string, IllustrationEntry> }).entries)))
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return new Map();
      throw error;
    });
  return committed;
}

/**
 * Writes the committed descriptions of `entries` (by entry key, sorted), replacing the file.
 * @returns the file's path
 */
export async function writeCommittedIllustrations(entries: Map<string, IllustrationEntry>): Promise<string> {
  const path = join(projectRoot(), SEED_ILLUSTRATIONS_FILE);
  const sorted = Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
  await writeFileAtomically(path, `${JSON.stringify({ about: 'Seeded illustrations as media-library images: `npm run seed -- --prepare-media` writes this file.', entries: sorted }, null, 1)}\n`);
  committed = Promise.resolve(new Map(entries));
  return path;
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
 * The media-library image of an illustration: its committed description, else the one in the
 * cache folder, else rasterised and processed now (seconds; its files are kept too).
 * @throws Error when the SVG is missing or cannot be rasterised
 */
export async function cachedIllustration(spec: IllustrationSpec, cacheDir: string = illustrationCacheDir()): Promise<IllustrationEntry> {
  const key = await illustrationEntryKey(spec);
  const known = (await committedIllustrations()).get(key);
  if (known) return known;
  await mkdir(join(cacheDir, 'entries'), { recursive: true });
  const built = await once(join(cacheDir, 'entries', `${key}.json`), async (): Promise<IllustrationEntry> => {
    const image = await processImage(new Uint8Array(await rasterise(spec)));
    const files = illustrationFiles(cacheDir);
    for (const variant of image.variants) await files.put(variant.key, variant.bytes, mediaContentType(variant.format));
    return {
      path: spec.path,
      longSide: spec.longSide,
      hash: image.hash,
      contentType: image.contentType,
      byteSize: image.byteSize,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      variants: image.variants.map(({ width, height, format, key: variantKey, bytes }) => ({ width, height, format, key: variantKey, byteSize: bytes.byteLength })),
    };
  });
  // Entries kept before they named their SVG: the key says which one they are.
  const entry: IllustrationEntry = { ...built, path: spec.path, longSide: spec.longSide };
  knownIn(cacheDir).add(entry);
  return entry;
}

/** Which illustrations a cache folder can make files for, by media hash. */
interface KnownIllustrations {
  ready: Promise<void>;
  byHash: Map<string, IllustrationEntry>;
  add(entry: IllustrationEntry): void;
}

const knownByDir = new Map<string, KnownIllustrations>();

/**
 * The illustrations whose files a cache folder may make: the committed ones still current (their
 * SVG and the toolchain unchanged) and those described in the folder itself.
 */
function knownIn(cacheDir: string): KnownIllustrations {
  let known = knownByDir.get(cacheDir);
  if (known) return known;
  const byHash = new Map<string, IllustrationEntry>();
  const add = (entry: IllustrationEntry) => byHash.set(entry.hash, entry);
  const ready = (async () => {
    for (const [key, entry] of await committedIllustrations()) {
      if ((await illustrationEntryKey(entry).catch(() => null)) === key) add(entry);
    }
    const names = await readdir(join(cacheDir, 'entries')).catch(() => [] as string[]);
    for (const name of names.filter((file) => /^[0-9a-f]{40}\.json$/.test(file))) {
      const entry = JSON.parse(await readFile(join(cacheDir, 'entries', name), 'utf8')) as Partial<IllustrationEntry>;
      // Entries written before they named their SVG cannot be made again: they are only read.
      if (entry.path && entry.longSide && entry.hash) add(entry as IllustrationEntry);
    }
  })();
  known = { ready, byHash, add };
  knownByDir.set(cacheDir, known);
  return known;
}

/**
 * Renders the files of a cache folder: one at a time per process (the encoders use every core),
 * a file a visitor waits for before any background work, the same file asked twice made once.
 */
function createFileMaker(cacheDir: string) {
  const files = illustrationFiles(cacheDir);
  const rasters = new Map<string, Promise<Buffer>>();
  const inFlight = new Map<string, Promise<StoredMediaObject | null>>();
  const queue: { urgent: boolean; start: () => void }[] = [];
  let busy = false;

  const next = () => {
    if (busy) return;
    const index = queue.findIndex((task) => task.urgent);
    const [task] = queue.splice(index >= 0 ? index : 0, 1);
    if (!task) return;
    busy = true;
    task.start();
  };
  const inTurn = <T>(urgent: boolean, work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({
        urgent,
        start: () =>
          void work()
            .then(resolve, reject)
            .finally(() => {
              busy = false;
              next();
            }),
      });
      next();
    });

  const rasterOf = (entry: IllustrationEntry) => {
    let raster = rasters.get(entry.hash);
    if (!raster) {
      raster = rasterise(entry);
      rasters.set(entry.hash, raster);
      raster.catch(() => rasters.delete(entry.hash));
      for (const old of [...rasters.keys()].slice(0, Math.max(0, rasters.size - RASTERS_KEPT))) rasters.delete(old);
    }
    return raster;
  };

  /** The file `key` of a known illustration's whole-image variants, made now if missing; null for any other name. */
  return (key: string, urgent: boolean): Promise<StoredMediaObject | null> => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const made = (async () => {
      const ref = parseMediaFileName(key);
      if (!ref || ref.crop) return null;
      const known = knownIn(cacheDir);
      await known.ready;
      const entry = known.byHash.get(ref.hash);
      const variant = entry?.variants.find((candidate) => candidate.key === key);
      if (!entry || !variant) return null;
      const stored = await files.get(key);
      if (stored) return stored;
      return inTurn(urgent, async () => {
        const bytes = await encodeVariant(orientedImage(await rasterOf(entry)), variant.width, variant.height, variant.format);
        await files.put(key, bytes, mediaContentType(variant.format));
        return files.get(key);
      });
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, made);
    return made;
  };
}

const fileMakers = new Map<string, ReturnType<typeof createFileMaker>>();
const fileMakerOf = (cacheDir: string) => {
  let maker = fileMakers.get(cacheDir);
  if (!maker) fileMakers.set(cacheDir, (maker = createFileMaker(cacheDir)));
  return maker;
};

/**
 * `primary` with the illustration cache under it: a file `primary` lacks is read from the cache,
 * and a missing whole-image variant of a known illustration is rendered there first; a file of a
 * known illustration written through it (a focal-point crop the server cut) goes to the cache, so
 * every process of the machine serves it; other writes and every delete go to `primary` only.
 */
export function withIllustrationFiles(primary: MediaStorage, cacheDir: string = illustrationCacheDir()): MediaStorage {
  const files = illustrationFiles(cacheDir);
  const make = fileMakerOf(cacheDir);
  const isIllustration = async (key: string) => {
    const hash = parseMediaFileName(key)?.hash;
    if (!hash) return false;
    const known = knownIn(cacheDir);
    await known.ready;
    return known.byHash.has(hash);
  };
  return {
    description: `${primary.description} + seeded illustrations ${cacheDir}`,
    put: async (key, bytes, contentType) => ((await isIllustration(key)) ? files.put(key, bytes, contentType) : primary.put(key, bytes, contentType)),
    get: async (key) => (await primary.get(key)) ?? (await files.get(key)) ?? make(key, true),
    delete: (key) => primary.delete(key),
  };
}

/**
 * Renders every missing whole-image variant of `entries` (default: every illustration the cache
 * knows) into the cache, one file at a time behind any file a visitor asks for (what `npm start`
 * runs once it listens).
 * @returns how many files were made and how long it took, ms
 */
export async function fillIllustrationFiles(cacheDir: string = illustrationCacheDir(), entries?: IllustrationEntry[]): Promise<{ made: number; ms: number }> {
  const started = Date.now();
  const known = knownIn(cacheDir);
  await known.ready;
  const files = illustrationFiles(cacheDir);
  const make = fileMakerOf(cacheDir);
  let made = 0;
  for (const entry of entries ?? [...known.byHash.values()]) {
    for (const variant of entry.variants) {
      if (await files.get(variant.key)) continue;
      if (await make(variant.key, false)) made += 1;
    }
  }
  return { made, ms: Date.now() - started };
}
