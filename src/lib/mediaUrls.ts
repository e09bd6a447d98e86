/**
 * Addresses of media-library files (the image variants generated at upload).
 *
 * A variant lives at `/media/{hash}-{width}.{ext}`: `hash` is the upload's content hash (32
 * lower-case hex characters), `width` its width in px, `ext` one of `avif`, `webp`, `jpg`, `png`.
 * A focal-point crop (src/lib/mediaCrops.ts) lives at `/media/{hash}-{ratio}-{x}-{y}-{width}.{ext}`:
 * `ratio` its shape (`16x10`, `4x3`, `1x1`, `4x5`), `x` and `y` the focal point it is centred on,
 * in whole percent. The address never changes meaning (new bytes get a new hash, another focal
 * point another name), so it is served with an immutable one-year cache. The renderer recognises
 * these URLs in content to build `srcset`.
 */
import { MEDIA_CROP_NAMES, type MediaCropRatio, type MediaCropRef } from './mediaCrops';
import { MEDIA_URL_PREFIX } from './mediaBase';

export { MEDIA_URL_PREFIX };

/** Formats of generated variants: AVIF and WebP for modern browsers, JPEG (or PNG when the image is transparent) as fallback. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

const EXTENSIONS: Record<MediaFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
const CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** File-name extension of a format (`jpeg` → `jpg`). */
export function mediaExtension(format: MediaFormat): string {
  return EXTENSIONS[format];
}

/** MIME type of a format (`avif` → `image/avif`). */
export function mediaContentType(format: MediaFormat): string {
  return CONTENT_TYPES[format];
}

/**
 * File name (and storage key) of one variant: `{hash}-{width}.{ext}`, or of one width of a crop:
 * `{hash}-{ratio}-{x}-{y}-{width}.{ext}`.
 */
export function mediaFileName(hash: string, width: number, format: MediaFormat, crop?: MediaCropRef): string {
  const shape = crop ? `-${crop.ratio}-${crop.x}-${crop.y}` : '';
  return `${hash}${shape}-${width}.${EXTENSIONS[format]}`;
}

/** Site-relative URL of one variant (or crop width): `/media/{file name}`. */
export function mediaUrl(hash: string, width: number, format: MediaFormat, crop?: MediaCropRef): string {
  return `${MEDIA_URL_PREFIX}${mediaFileName(hash, width, format, crop)}`;
}

/** A variant's file name taken apart. */
export interface MediaFileRef {
  hash: string;
  /** px */
  width: number;
  format: MediaFormat;
  /** Present for a focal-point crop. */
  crop?: MediaCropRef;
}

const PERCENT = '(0|[1-9][0-9]?|100)';
const FILE_NAME = new RegExp(`^([0-9a-f]{32})(?:-(${MEDIA_CROP_NAMES.join('|')})-${PERCENT}-${PERCENT})?-([1-9][0-9]{0,4})\\.(avif|webp|jpg|png)$`);

/**
 * Parses a variant file name (`{hash}-{width}.{ext}`, or a crop's
 * `{hash}-{ratio}-{x}-{y}-{width}.{ext}`) or a URL ending with one under `/media/` (query and
 * fragment ignored); null for anything else.
 */
export function parseMediaFileName(nameOrUrl: string): MediaFileRef | null {
  let name = nameOrUrl.split(/[?#]/)[0] ?? '';
  const at = name.lastIndexOf(MEDIA_URL_PREFIX);
  if (at >= 0) name = name.slice(at + MEDIA_URL_PREFIX.length);
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const ext = match[6]!;
  const format = (Object.keys(EXTENSIONS) as MediaFormat[]).find((key) => EXTENSIONS[key] === ext)!;
  const ref: MediaFileRef = { hash: match[1]!, width: Number(match[5]), format };
  if (match[2]) ref.crop = { ratio: match[2] as MediaCropRatio, x: Number(match[3]), y: Number(match[4]) };
  return ref;
}
