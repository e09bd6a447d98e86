/**
 * Addresses of media-library files (the image variants generated at upload).
 *
 * A variant lives at `/media/{hash}-{width}.{ext}`: `hash` is the upload's content hash (32
 * lower-case hex characters), `width` its width in px, `ext` one of `avif`, `webp`, `jpg`, `png`.
 * The address never changes meaning (new bytes get a new hash), so it is served with an
 * immutable one-year cache. The renderer recognises these URLs in content to build `srcset`.
 */

/** URL prefix of media-library files. */
export const MEDIA_URL_PREFIX = '/media/';

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

/** File name (and storage key) of one variant: `{hash}-{width}.{ext}`. */
export function mediaFileName(hash: string, width: number, format: MediaFormat): string {
  return `${hash}-${width}.${EXTENSIONS[format]}`;
}

/** Site-relative URL of one variant: `/media/{hash}-{width}.{ext}`. */
export function mediaUrl(hash: string, width: number, format: MediaFormat): string {
  return `${MEDIA_URL_PREFIX}${mediaFileName(hash, width, format)}`;
}

/** A variant's file name taken apart. */
export interface MediaFileRef {
  hash: string;
  /** px */
  width: number;
  format: MediaFormat;
}

const FILE_NAME = /^([0-9a-f]{32})-([1-9][0-9]{0,4})\.(avif|webp|jpg|png)$/;

/**
 * Parses a variant file name (`{hash}-{width}.{ext}`) or a URL ending with one under `/media/`
 * (query and fragment ignored); null for anything else.
 */
export function parseMediaFileName(nameOrUrl: string): MediaFileRef | null {
  let name = nameOrUrl.split(/[?#]/)[0] ?? '';
  const at = name.lastIndexOf(MEDIA_URL_PREFIX);
  if (at >= 0) name = name.slice(at + MEDIA_URL_PREFIX.length);
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const ext = match[3]!;
  const format = (Object.keys(EXTENSIONS) as MediaFormat[]).find((key) => EXTENSIONS[key] === ext)!;
  return { hash: match[1]!, width: Number(match[2]), format };
}
