/**
 * The seeded sites' illustrations in their media libraries (spec 001 §4 "Images"): every picture
 * a site's seed content shows — its pages, header, footer and settings, its blog (covers, body
 * images, authors) and its directory's office photos — is one of the SVG illustrations shipped in
 * `public/`; the seed turns each into a media-library image of that site (rasterised and processed
 * like an upload, src/server/media/illustrationCache.ts) and writes the content with the image's
 * library URL (`/media/{hash}-{width}.jpg`) in place of the SVG's, so seeded pages serve AVIF,
 * WebP and JPEG with `srcset`, sizes, placeholders and focal-point crops like any uploaded photo.
 *
 * Which files: the illustrations under `/images/`, `/blog/`, `/neighbourhoods/`, `/listings/`,
 * `/people/` and `/directory/offices/`. Left as SVG (vector drawings crisp at any size, lighter
 * than any raster): the logos (`/images/logo-*`), partner logos, favicons, the placeholders,
 * reward badges and the directory's initials avatars. The listing rows' photos too: on a real
 * site they come from the listing feed, not the library (whose delete check does not look at
 * listings), and the generator writing them also feeds the 100 000-listing bench.
 *
 * Each library image takes its alternative texts from the first use that has them (else from
 * ./illustrationAlts.ts, for images only ever shown as decoration), and its focal point from the
 * first use giving a `center` (else the middle).
 */
import { mediaUrl } from '../../lib/mediaUrls';
import type { Database } from '../db/client';
import { insertMediaBatch, type NewMedia } from '../db/repositories/media';
import { focalPercent } from '../../lib/mediaCrops';
import { cachedIllustration, illustrationCacheDir, type IllustrationEntry, type IllustrationSpec } from '../media/illustrationCache';
import { seedArticles, seedAuthors } from './blog/articles';
import { illustrationAlts } from './illustrationAlts';
import type { SeedSite } from './types';

const ILLUSTRATION = /^\/(?:images|blog|neighbourhoods|listings|people|directory\/offices)\/[a-z0-9-]+\.svg$/;

/**
 * The raster an illustration path becomes, or null for a file the seed keeps as SVG (logos and
 * everything outside the illustration folders). Initials portraits (`/people/`) are drawn 640 px
 * (they show at most 360 px wide); the others 1920 px on their longer side.
 */
export function illustrationSpec(path: string): IllustrationSpec | null {
  if (!ILLUSTRATION.test(path) || path.startsWith('/images/logo-')) return null;
  return { path, longSide: path.startsWith('/people/') ? 640 : 1920 };
}

/** What a site's seed content says of one illustration. */
export interface IllustrationUse {
  spec: IllustrationSpec;
  alt: { fr?: string; en?: string };
  /** 0–1 fractions, from the first image value with a `center`. */
  center?: { x: number; y: number };
}

type Locale = 'fr' | 'en';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every illustration used in `values` (any JSON-like seed data), with its alt texts (from
 * `{url|src, alt}` objects and articles' `{cover, coverAlt}`, the locale read from the enclosing
 * `fr` / `en` key, or an `alt` per locale) and its focal point (an image value's `center`).
 */
export function collectIllustrations(values: unknown[]): Map<string, IllustrationUse> {
  const uses = new Map<string, IllustrationUse>();
  const useOf = (path: string) => {
    const spec = illustrationSpec(path);
    if (!spec) return null;
    const use = uses.get(path) ?? { spec, alt: {} };
    uses.set(path, use);
    return use;
  };
  const visit = (value: unknown, locale: Locale | undefined, center: { x: number; y: number } | undefined) => {
    if (typeof value === 'string') {
      const use = useOf(value);
      if (use && center && !use.center) use.center = center;
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, locale, center);
      return;
    }
    if (!isRecord(value)) return;
    // `{url|src, alt}` (an image's media, an article's body image), or an article's `{cover, coverAlt}`.
    const file = typeof value.url === 'string' ? value.url : typeof value.src === 'string' ? value.src : typeof value.cover === 'string' ? value.cover : undefined;
    const alt = typeof value.cover === 'string' ? value.coverAlt : value.alt;
    const use = file ? useOf(file) : null;
    if (use) {
      const alts: Partial<Record<Locale, unknown>> = isRecord(alt) ? alt : locale ? { [locale]: alt } : {};
      for (const key of ['fr', 'en'] as const) {
        const text = alts[key];
        if (typeof text === 'string' && text.trim() && !use.alt[key]) use.alt[key] = text.trim();
      }
    }
    const own = isRecord(value.center) && typeof value.center.x === 'number' && typeof value.center.y === 'number' ? { x: value.center.x, y: value.center.y } : undefined;
    for (const [key, child] of Object.entries(value)) {
      visit(child, key === 'fr' || key === 'en' ? key : locale, own ?? center);
    }
  };
  for (const value of values) visit(value, undefined, undefined);
  for (const [path, use] of uses) {
    const fallback = illustrationAlts[path];
    if (fallback) use.alt = { fr: use.alt.fr ?? fallback.fr, en: use.alt.en ?? fallback.en };
  }
  return uses;
}

/** The seed data of one site that may show illustrations (its blog is the seed's shared one). */
function siteSeedData(seed: SeedSite): unknown[] {
  return [seed.site, seed.pages, seed.directory ?? null, seedArticles, seedAuthors];
}

/** An illustration ready for one site: its use and its cached media-library image. */
export interface PreparedIllustration {
  use: IllustrationUse;
  image: IllustrationEntry;
  /** The library focal point, whole percent. */
  focal: { x: number; y: number };
  /** The URL content stores: the widest fallback variant. */
  url: string;
}

/**
 * Prepares the illustrations of every seeded site: their committed descriptions (no image work),
 * or — for an illustration or encoder changed since — from the cache folder, else rasterised and
 * processed now (seconds per image; once per machine). Call outside any database transaction.
 * @returns per site id, the illustrations by path
 */
export async function prepareSeedIllustrations(seeds: SeedSite[], cacheDir: string = illustrationCacheDir()): Promise<Map<string, Map<string, PreparedIllustration>>> {
  const bySite = new Map<string, Map<string, PreparedIllustration>>();
  for (const seed of seeds) {
    const prepared = new Map<string, PreparedIllustration>();
    for (const [path, use] of collectIllustrations(siteSeedData(seed))) {
      const image = await cachedIllustration(use.spec, cacheDir);
      const focal = { x: focalPercent(use.center?.x ?? 0.5), y: focalPercent(use.center?.y ?? 0.5) };
      const fallbacks = image.variants.filter((variant) => variant.format === 'jpeg' || variant.format === 'png');
      const widest = fallbacks[fallbacks.length - 1]!;
      prepared.set(path, { use, image, focal, url: mediaUrl(image.hash, widest.width, widest.format) });
    }
    bySite.set(seed.site.id, prepared);
  }
  return bySite;
}

/** Writes a site's seeded illustrations into its media library (rows only: the files stay in the cache). @returns how many */
export async function insertSeedIllustrations(db: Database, siteId: string, illustrations: Map<string, PreparedIllustration>): Promise<number> {
  const items: NewMedia[] = [...illustrations.values()].map(({ use, image, focal }) => ({
    siteId,
    hash: image.hash,
    originalFilename: `${use.spec.path.split('/').pop()!.replace(/\.svg$/, '')}.png`,
    contentType: image.contentType,
    byteSize: image.byteSize,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    createdBy: null,
    alt: use.alt,
    focal: { x: focal.x / 100, y: focal.y / 100 },
    variants: image.variants.map((variant) => ({ width: variant.width, height: variant.height, format: variant.format, storageKey: variant.key, byteSize: variant.byteSize })),
  }));
  await insertMediaBatch(db, items);
  return items.length;
}

/** A copy of `value` where every string naming a prepared illustration is its library URL. */
export function withLibraryUrls<T>(value: T, illustrations: Map<string, PreparedIllustration>): T {
  const map = (item: unknown): unknown => {
    if (typeof item === 'string') return illustrations.get(item)?.url ?? item;
    if (Array.isArray(item)) return item.map(map);
    if (item instanceof Date || !isRecord(item)) return item;
    return Object.fromEntries(Object.entries(item).map(([key, child]) => [key, map(child)]));
  };
  return map(value) as T;
}
