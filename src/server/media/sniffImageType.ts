/**
 * What an uploaded file really is, read from its first bytes (never from its name or the
 * browser's declared type): the media library accepts JPEG, PNG, WebP and AVIF only.
 */

/** Image types the media library accepts. */
export const ACCEPTED_IMAGE_TYPES = ['jpeg', 'png', 'webp', 'avif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** The sniffed type: an accepted one, `svg` (refused: it can carry scripts), or `unknown`. */
export type SniffedType = AcceptedImageType | 'svg' | 'unknown';

/** MIME types of the accepted types. */
export const IMAGE_MIME_TYPES: Record<AcceptedImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands of AVIF files (still image and image sequence). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** True when an ISO-BMFF `ftyp` box declares an AVIF major or compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  for (let at = 16; at + 4 <= end; at += 4) if (AVIF_BRANDS.has(ascii(bytes, at, 4))) return true;
  return false;
}

/** True when the text start (BOM, blanks, XML prolog, comments, doctype skipped) opens an `<svg` element. */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const rest = head.replace(/^(\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, '');
  return /^<svg[\s>/]/i.test(rest);
}

/**
 * The type of a file from its magic bytes: JPEG `FF D8 FF`, PNG's 8-byte signature, WebP
 * `RIFF….WEBP`, AVIF an ISO-BMFF `ftyp` box with brand `avif`/`avis` (HEIC and other brands are
 * `unknown`), SVG an XML text opening `<svg`. Anything else (a text file named `.jpg`, GIF, PDF…)
 * is `unknown`.
 */
export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  if (isSvg(bytes)) return 'svg';
  return 'unknown';
}
