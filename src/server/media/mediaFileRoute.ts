/**
 * `GET /media/{hash}-{width}.{ext}`: the media-library files, public, from the storage.
 *
 * A file name never changes meaning (src/lib/mediaUrls.ts), so a found file answers with
 * `Cache-Control: public, max-age=31536000, immutable`, its own content type (never sniffed by
 * the browser: `X-Content-Type-Options: nosniff`), its length and an ETag (304 on a match).
 * A focal-point crop not stored yet is made by `makeCrop` when given (src/server/media/mediaCrops.ts).
 * Any other name under `/media/` is 404.
 */
import { Hono } from 'hono';
import { mediaContentType, parseMediaFileName, mediaFileName } from '../../lib/mediaUrls';
import type { CropMaker } from './mediaCrops';
import type { MediaStorage } from './mediaStorage';

/** Cache-Control of media-library files. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The `/media` app (mount with `app.route('/media', createMediaFileApp(storage, makeCrop))`);
 * without `makeCrop` (no database) only stored files are served.
 */
export function createMediaFileApp(storage: MediaStorage, makeCrop?: CropMaker): Hono {
  const app = new Hono();
  app.get('/:file', async (c) => {
    const ref = parseMediaFileName(c.req.param('file'));
    // Only canonical names (`jpg`, not `jpeg`; no leading zeros) are files.
    const key = ref ? mediaFileName(ref.hash, ref.width, ref.format, ref.crop) : null;
    const canonical = key !== null && key === c.req.param('file');
    let stored = canonical ? await storage.get(key) : null;
    if (canonical && !stored && ref?.crop && makeCrop) stored = await makeCrop(ref);
    if (!ref || !key || !stored) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    const etag = `"${key}"`;
    const headers = {
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'Content-Type': mediaContentType(ref.format),
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(stored.stream(), 200, { ...headers, 'Content-Length': String(stored.byteSize) });
  });
  app.all('*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });
  return app;
}
