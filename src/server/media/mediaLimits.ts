/** Limits of media-library uploads. */

/** Largest accepted upload: 15 MB (a 48-megapixel phone photo is 8 to 12 MB). Larger: 413. */
export const MAX_MEDIA_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Largest accepted image: 60 megapixels (decoding one takes ≈ 240 MB of memory). Larger: 422. */
export const MAX_MEDIA_PIXELS = 60_000_000;
