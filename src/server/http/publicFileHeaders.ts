/**
 * Headers of the files a CDN may serve to the site's pages from another origin (spec 000 §2:
 * ASSET_BASE_URL for the built client files, MEDIA_BASE_URL for media-library files): readable
 * by any origin (module scripts are fetched in CORS mode) and embeddable by any site. They are
 * public and immutable, so nothing private is opened.
 */
export const PUBLIC_FILE_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;
