/**
 * `srcset` lists of a media-library image from the one URL content stores.
 *
 * Content keeps the widest fallback variant (`/media/{hash}-{width}.jpg` or `.png`); the upload
 * pipeline generated every {@link variantWidths} width of that width in AVIF, WebP and the
 * fallback format, so the URL is enough to list them all. Given the image's size (the page
 * payload's `media_library`), the lists can instead name a focal-point crop
 * (src/lib/mediaCrops.ts), and the widest candidate's height is known.
 */
import { mediaAddress } from './mediaBase';
import { cropSizes, type MediaCropRef } from './mediaCrops';
import { mediaContentType, mediaUrl, parseMediaFileName, type MediaFormat } from './mediaUrls';
import { variantHeight, variantWidths } from './mediaWidths';

/** The candidates of one format: its MIME type and a `srcset` value (`url 320w, url 640w…`). */
export interface MediaSource {
  type: string;
  srcSet: string;
}

/** AVIF and WebP sources (in that order of preference) and the fallback's `srcset`. */
export interface MediaSrcSets {
  sources: MediaSource[];
  /** `srcset` of the `<img>` itself (JPEG or PNG). */
  fallback: string;
  /** The widest fallback candidate's URL (the `<img>`'s `src`). */
  src: string;
  /** Width of the widest candidate, px. */
  width: number;
  /** Height of the widest candidate, px; known when the image's size was given. */
  height?: number;
  /** The fallback format (`jpeg`, or `png` for a transparent image). */
  format: 'jpeg' | 'png';
}

/** What else is known about the image. */
export interface MediaSrcSetOptions {
  /** The original image's size, px (from the media library). */
  image?: { width: number; height: number };
  /** Lists the widths of this crop instead of the whole image (needs `image`). */
  crop?: MediaCropRef;
  /** MEDIA_BASE_URL (no trailing slash): every address written starts with it ({@link mediaAddress}). */
  base?: string;
}

/**
 * The `srcset` lists of a media-library fallback URL; null for any other URL (external images,
 * shipped placeholders, an AVIF, WebP or crop URL pasted by hand), which keep their single `src`.
 */
export function mediaSrcSets(url: string | null | undefined, options: MediaSrcSetOptions = {}): MediaSrcSets | null {
  const ref = url && !/^[a-z][a-z0-9+.-]*:/i.test(url) ? parseMediaFileName(url) : null;
  if (!ref || ref.crop || (ref.format !== 'jpeg' && ref.format !== 'png')) return null;
  const format = ref.format;
  const { image, crop, base } = options;
  const address = (width: number, listed: MediaFormat, usedCrop: MediaCropRef | undefined) => mediaAddress(mediaUrl(ref.hash, width, listed, usedCrop), base);
  const sizes = crop && image ? cropSizes(image.width, image.height, crop) : variantWidths(ref.width).map((width) => ({ width, height: image ? variantHeight(image.width, image.height, width) : 0 }));
  const usedCrop = crop && image ? crop : undefined;
  const list = (listed: MediaFormat) => sizes.map((size) => `${address(size.width, listed, usedCrop)} ${size.width}w`).join(', ');
  const widest = sizes[sizes.length - 1]!;
  return {
    sources: [
      { type: mediaContentType('avif'), srcSet: list('avif') },
      { type: mediaContentType('webp'), srcSet: list('webp') },
    ],
    fallback: list(format),
    src: address(widest.width, format, usedCrop),
    width: widest.width,
    ...(image ? { height: widest.height } : {}),
    format,
  };
}
