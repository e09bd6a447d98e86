/**
 * Focal-point crops made when first asked for (src/lib/mediaCrops.ts): `GET /media/{hash}-{ratio}-
 * {x}-{y}-{width}.{ext}` finds no stored file, so the crop is cut from the image's widest fallback
 * variant, stored (any instance may then serve it, forever: the name holds the focal point) and
 * recorded in `media_variants` (removed with its image).
 *
 * Only the crops the renderer can ask for are made: the hash must be in a library with that focal
 * point (in whole percent), the shape one generated for the image's proportions, the width one of
 * the crop's ladder, the format AVIF, WebP or the image's fallback. Any other name is 404 without
 * any image work, so no visitor can make the server encode arbitrary files. At most
 * {@link MAX_PARALLEL_CROPS} crops are encoded at once; the same file asked twice while it is
 * being made is made once.
 */
import { cropSizes, focalPercent, generatedCropRatios } from '../../lib/mediaCrops';
import { mediaContentType, mediaFileName, type MediaFileRef } from '../../lib/mediaUrls';
import type { Database } from '../db/client';
import { mediaHoldingHash, recordCropVariant } from '../db/repositories/media';
import type { MediaStorage, StoredMediaObject } from './mediaStorage';
import { renderCropFile } from './processImage';

/** Crops encoded at the same time by one process. */
export const MAX_PARALLEL_CROPS = 2;

/** Makes (or finds) the file of a crop; null when no such crop may exist. */
export type CropMaker = (ref: MediaFileRef) => Promise<StoredMediaObject | null>;

/** A crop maker over the library's database and file storage. */
export function createCropMaker(db: Database, storage: MediaStorage): CropMaker {
  const inFlight = new Map<string, Promise<StoredMediaObject | null>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (running >= MAX_PARALLEL_CROPS) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  const make = async (ref: MediaFileRef): Promise<StoredMediaObject | null> => {
    const crop = ref.crop;
    if (!crop) return null;
    const holders = (await mediaHoldingHash(db, ref.hash)).filter((item) => focalPercent(item.media.focalX) === crop.x && focalPercent(item.media.focalY) === crop.y);
    const image = holders[0];
    if (!image) return null;
    const { width, height } = image.media;
    const fallbacks = image.variants.filter((variant) => variant.format === 'jpeg' || variant.format === 'png');
    const widest = fallbacks[fallbacks.length - 1];
    if (!widest) return null;
    if (!generatedCropRatios(width, height).includes(crop.ratio)) return null;
    if (!cropSizes(width, height, crop).some((size) => size.width === ref.width)) return null;
    if (ref.format !== 'avif' && ref.format !== 'webp' && ref.format !== widest.format) return null;
    const key = mediaFileName(ref.hash, ref.width, ref.format, crop);
    const source = await storage.get(widest.storageKey);
    if (!source) return null;
    await slot();
    let file: Awaited<ReturnType<typeof renderCropFile>>;
    try {
      file = await renderCropFile(await source.bytes(), { width, height }, crop, ref.width, ref.format);
    } finally {
      release();
    }
    await storage.put(key, file.bytes, mediaContentType(ref.format));
    await recordCropVariant(
      db,
      holders.map((holder) => holder.media.id),
      { crop: `${crop.ratio}-${crop.x}-${crop.y}`, width: file.width, height: file.height, format: ref.format, storageKey: key, byteSize: file.bytes.byteLength },
    );
    return storage.get(key);
  };

  return (ref) => {
    if (!ref.crop) return Promise.resolve(null);
    const key = mediaFileName(ref.hash, ref.width, ref.format, ref.crop);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const made = make(ref)
      .catch((error: unknown) => {
        console.error(`[media] crop ${key} could not be made`, error);
        return null;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, made);
    return made;
  };
}
