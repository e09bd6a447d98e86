/**
 * Media-library operations that touch both the database and the file storage: adding an upload
 * and removing an image. The routes (src/server/cms/mediaRoutes.ts) check permissions and uses.
 */
import type { Database } from '../db/client';
import { deleteMedia, findMediaByHash, insertMedia, mediaHashHeld, type MediaWithVariants } from '../db/repositories/media';
import { mediaContentType } from '../../lib/mediaUrls';
import type { MediaStorage } from './mediaStorage';
import { acceptUpload, mediaHash, processImage } from './processImage';

/** Longest kept original file name, characters (longer names are cut). */
const MAX_FILENAME_LENGTH = 200;

/** An upload to add to a site's library. */
export interface MediaUpload {
  siteId: string;
  bytes: Uint8Array;
  /** As sent by the browser; only shown in the library. */
  filename: string;
  /** Uploader's e-mail (null: seed / import). */
  createdBy: string | null;
  /** Alt texts given with the upload, if any. */
  alt?: { fr?: string; en?: string };
}

/** A file name safe to show: no path, no control characters, at most {@link MAX_FILENAME_LENGTH} characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are removed from stored file names
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_FILENAME_LENGTH);
  return clean || 'image';
}

/**
 * Adds an upload to a site's library: checks and processes it ({@link processImage}), writes its
 * variants to the storage, then records it. The same bytes already in this site's library are
 * not processed again: the existing image is returned with `created: false`.
 * @throws MediaRejection (413, 415, 422) for a refused file; storage or database errors as is
 */
export async function addMedia(db: Database, storage: MediaStorage, upload: MediaUpload): Promise<{ created: boolean; item: MediaWithVariants }> {
  acceptUpload(upload.bytes);
  const existing = await findMediaByHash(db, upload.siteId, mediaHash(upload.bytes));
  if (existing) return { created: false, item: existing };
  const image = await processImage(upload.bytes);
  // Files first: once the row exists, any instance may be asked for them.
  for (const variant of image.variants) await storage.put(variant.key, variant.bytes, mediaContentType(variant.format));
  return insertMedia(db, {
    siteId: upload.siteId,
    hash: image.hash,
    originalFilename: cleanFilename(upload.filename),
    contentType: image.contentType,
    byteSize: image.byteSize,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    createdBy: upload.createdBy,
    alt: upload.alt,
    variants: image.variants.map((variant) => ({ width: variant.width, height: variant.height, format: variant.format, storageKey: variant.key, byteSize: variant.bytes.byteLength })),
  });
}

/**
 * Removes an image from its site's library, and its files from the storage unless another
 * site's library holds the same upload (same hash, shared files). Does not check uses.
 * @returns false when the site has no such image
 */
export async function removeMedia(db: Database, storage: MediaStorage, item: MediaWithVariants): Promise<boolean> {
  const removed = await deleteMedia(db, item.media.siteId, item.media.id);
  if (!removed) return false;
  if (!(await mediaHashHeld(db, item.media.hash))) {
    for (const variant of item.variants) await storage.delete(variant.storageKey);
  }
  return true;
}
