/**
 * `srcset` lists of a media-library image from the one URL content stores.
 *
 * Content keeps the widest fallback variant (`/media/{hash}-{width}.jpg` or `.png`); the upload
 * pipeline generated every {@link variantWidths} width of that width in AVIF, WebP and the
 * fallback format, so the URL is enough to list them all.
 */
import { mediaContentType, mediaUrl, parseMediaFileName } from './mediaUrls';
import { variantWidths } from './mediaWidths';

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
  /** Width of the widest variant, px. */
  width: number;
}

/**
 * The `srcset` lists of a media-library fallback URL; null for any other URL (external images,
 * shipped placeholders, an AVIF or WebP URL pasted by hand), which keep their single `src`.
 */
export function mediaSrcSets(url: string | null | undefined): MediaSrcSets | null {
  const ref = url && !/^[a-z][a-z0-9+.-]*:/i.test(url) ? parseMediaFileName(url) : null;
  if (!ref || (ref.format !== 'jpeg' && ref.format !== 'png')) return null;
  const widths = variantWidths(ref.width);
  const list = (format: 'avif' | 'webp' | 'jpeg' | 'png') => widths.map((width) => `${mediaUrl(ref.hash, width, format)} ${width}w`).join(', ');
  return {
    sources: [
      { type: mediaContentType('avif'), srcSet: list('avif') },
      { type: mediaContentType('webp'), srcSet: list('webp') },
    ],
    fallback: list(ref.format),
    width: ref.width,
  };
}
