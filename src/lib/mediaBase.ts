/**
 * Where browsers fetch media-library files (spec 000 §2: asset URLs are prefixed by the assets
 * base): content stores them site-relative (`/media/{hash}-{width}.{ext}`); with MEDIA_BASE_URL
 * set (a CDN in front of `/media/`), every address a page writes for them starts with it. Free of
 * imports: the page shell and the image component share it without sharing the media modules.
 */

/** URL prefix of media-library files. */
export const MEDIA_URL_PREFIX = '/media/';

/**
 * The address of `url` for the browser.
 * @param url a content address (site-relative or absolute)
 * @param base MEDIA_BASE_URL without trailing slash (`https://media.example.ca`); none: unchanged
 * @returns `base` + `url` for a media-library path, `url` otherwise
 */
export function mediaAddress(url: string, base: string | undefined): string {
  return base && url.startsWith(MEDIA_URL_PREFIX) ? `${base}${url}` : url;
}
