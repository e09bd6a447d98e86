/**
 * A listing photo URL (site-relative: a media-library variant such as `/media/{hash}-1600.jpg`, or a
 * seeded `/listings/maison-1.svg`) as the `image` value the shared Image component takes, so a
 * media-library photo is served as AVIF / WebP at the widths the page needs.
 */
import type { ImageValue } from '../../../schema/content';

/** The `image` value of a listing photo; `alt` as given (decorative: ''). Null without a URL. */
export function listingPhotoValue(url: string | null, alt = ''): ImageValue | null {
  if (!url) return null;
  return { media: { fr: { url, alt }, en: { url, alt } } } as ImageValue;
}
