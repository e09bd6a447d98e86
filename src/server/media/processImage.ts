/**
 * The upload pipeline of the media library (spec 001 §4 "Images": the 300 ms fade-in starts from
 * the blurred placeholder):
 *
 * 1. size limit ({@link MAX_MEDIA_UPLOAD_BYTES}, 413) and type sniffed from the bytes (JPEG, PNG,
 *    WebP, AVIF; SVG and anything else refused, 415);
 * 2. decoded by sharp with a pixel limit ({@link MAX_MEDIA_PIXELS}, 422) and rotated by its EXIF
 *    orientation;
 * 3. variants at {@link variantWidths} in AVIF, WebP and a fallback (JPEG, or PNG for a
 *    transparent image), written without any metadata: EXIF (GPS position, camera serial
 *    numbers), XMP and IPTC never leave the server;
 * 4. a tiny blurred WebP placeholder as a data URI;
 * 5. a content hash naming every file, so its URL is immutable.
 *
 * Focal-point crops (src/lib/mediaCrops.ts) are cut later from the widest fallback variant, one
 * file at a time ({@link renderCropFile}), when first asked for (src/server/media/mediaCrops.ts).
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { cropRect, widestVariantSize, type MediaCropRef } from '../../lib/mediaCrops';
import { mediaFileName, type MediaFormat } from '../../lib/mediaUrls';
import { variantHeight, variantWidths } from '../../lib/mediaWidths';
import { MAX_MEDIA_PIXELS, MAX_MEDIA_UPLOAD_BYTES } from './mediaLimits';
import { MediaRejection } from './mediaRejection';
import { IMAGE_MIME_TYPES, sniffImageType, type AcceptedImageType } from './sniffImageType';

/**
 * Version of the variant settings below, part of the content hash: changing the encoders'
 * settings must change every URL (browsers and CDNs keep the old files forever).
 */
export const PIPELINE_VERSION = 'v1';

/** Width of the blurred placeholder, px (the browser stretches it under the fading image). */
export const PLACEHOLDER_WIDTH = 16;

/** One generated file. */
export interface ProcessedVariant {
  /** px */
  width: number;
  /** px */
  height: number;
  format: MediaFormat;
  /** Storage key and URL file name, `{hash}-{width}.{ext}`. */
  key: string;
  bytes: Uint8Array;
}

/** What an accepted upload becomes. */
export interface ProcessedImage {
  /** Content hash, 32 lower-case hex characters. */
  hash: string;
  sniffedType: AcceptedImageType;
  /** MIME type of the upload (`image/jpeg`…). */
  contentType: string;
  /** Upload size, bytes. */
  byteSize: number;
  /** Size once oriented, px. */
  width: number;
  height: number;
  /** `data:image/webp;base64,…` */
  placeholder: string;
  /** Every width in AVIF, WebP and the fallback, narrowest first. */
  variants: ProcessedVariant[];
}

/** The content hash of an upload: SHA-256 of the pipeline version and the bytes, 32 hex characters. */
export function mediaHash(bytes: Uint8Array): string {
  return createHash('sha256').update(PIPELINE_VERSION).update('\0').update(bytes).digest('hex').slice(0, 32);
}

/**
 * Checks the size and the sniffed type of an upload.
 * @throws MediaRejection 413 `file_too_large`, 415 `svg_refused` or `unsupported_type`
 */
export function acceptUpload(bytes: Uint8Array): AcceptedImageType {
  if (bytes.byteLength > MAX_MEDIA_UPLOAD_BYTES) throw fileTooLarge();
  const type = sniffImageType(bytes);
  if (type === 'svg') {
    throw new MediaRejection('svg_refused', 415, {
      fr: 'Les images SVG sont refusées : elles peuvent contenir du code. Exportez-la en PNG.',
      en: 'SVG images are refused: they can carry code. Export it as PNG.',
    });
  }
  if (type === 'unknown') {
    throw new MediaRejection('unsupported_type', 415, {
      fr: 'Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF.',
      en: 'This file is not a JPEG, PNG, WebP or AVIF image.',
    });
  }
  return type;
}

/** 413 `file_too_large`, the message naming the limit in MB. */
export function fileTooLarge(): MediaRejection {
  const mb = Math.round(MAX_MEDIA_UPLOAD_BYTES / 1024 / 1024);
  return new MediaRejection('file_too_large', 413, {
    fr: `Ce fichier est trop lourd (${mb} Mo au plus).`,
    en: `This file is too large (${mb} MB at most).`,
  });
}

const unreadable = () =>
  new MediaRejection('unreadable_image', 422, {
    fr: 'Cette image est endommagée ou illisible.',
    en: 'This image is damaged or cannot be read.',
  });

/** The fallback format: PNG when the image has transparent pixels, else JPEG. */
async function fallbackFormat(bytes: Uint8Array, hasAlpha: boolean): Promise<MediaFormat> {
  if (!hasAlpha) return 'jpeg';
  const { isOpaque } = await sharp(bytes, { limitInputPixels: MAX_MEDIA_PIXELS }).stats();
  return isOpaque ? 'jpeg' : 'png';
}

/** Encodes one format (no metadata is kept: sharp writes none unless asked). */
function encode(image: Sharp, format: MediaFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true });
    case 'png':
      return image.png({ compressionLevel: 9, palette: false });
  }
}

/**
 * The decoded upload, turned by its EXIF orientation: what every variant is cut from.
 * @param bytes an accepted upload (see {@link processImage})
 */
export function orientedImage(bytes: Uint8Array): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_MEDIA_PIXELS, failOn: 'error' }).rotate();
}

/**
 * One whole-image variant: `oriented` ({@link orientedImage}) scaled to `width` × `height` px and
 * encoded as `format`, without metadata. The upload pipeline and the seeded illustrations' files
 * made on demand (src/server/media/illustrationCache.ts) both use it, so a file is the same bytes
 * whichever made it.
 */
export async function encodeVariant(oriented: Sharp, width: number, height: number, format: MediaFormat): Promise<Uint8Array> {
  const resized = oriented.clone().resize({ width, height, fit: 'fill' });
  return new Uint8Array(await encode(resized, format).toBuffer());
}

/**
 * Runs the whole pipeline on an upload.
 * @returns the hash, sizes, placeholder and every variant's bytes (nothing is stored here)
 * @throws MediaRejection 413 (too large a file), 415 (SVG, not an accepted image), 422 (too
 *   many pixels, damaged image)
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const sniffedType = acceptUpload(bytes);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > MAX_MEDIA_PIXELS) {
    throw new MediaRejection('image_too_large', 422, {
      fr: `Cette image a trop de pixels (${MAX_MEDIA_PIXELS / 1_000_000} mégapixels au plus).`,
      en: `This image has too many pixels (${MAX_MEDIA_PIXELS / 1_000_000} megapixels at most).`,
    });
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: width and height swap.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const hash = mediaHash(bytes);
  try {
    const oriented = orientedImage(bytes);
    const fallback = await fallbackFormat(bytes, Boolean(metadata.hasAlpha));
    const variants: ProcessedVariant[] = [];
    for (const variantWidth of variantWidths(width)) {
      const scaledHeight = variantHeight(width, height, variantWidth);
      for (const format of ['avif', 'webp', fallback] as const) {
        const output = await encodeVariant(oriented, variantWidth, scaledHeight, format);
        variants.push({ width: variantWidth, height: scaledHeight, format, key: mediaFileName(hash, variantWidth, format), bytes: output });
      }
    }
    const tiny = await oriented.clone().resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer();
    return {
      hash,
      sniffedType,
      contentType: IMAGE_MIME_TYPES[sniffedType],
      byteSize: bytes.byteLength,
      width,
      height,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      variants,
    };
  } catch (error) {
    if (error instanceof MediaRejection) throw error;
    throw unreadable();
  }
}

/**
 * One file of a focal-point crop: the crop's rectangle cut from `source` (the bytes of the image's
 * widest fallback variant), scaled to `cropWidth` px and encoded as `format`, without metadata.
 * @param image the original image's size, px (the widest variant's size follows from it)
 * @throws Error when `source` cannot be decoded or is not the widest variant's size
 */
export async function renderCropFile(
  source: Uint8Array,
  image: { width: number; height: number },
  crop: MediaCropRef,
  cropWidth: number,
  format: MediaFormat,
): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const widest = widestVariantSize(image.width, image.height);
  const decoded = sharp(source, { limitInputPixels: MAX_MEDIA_PIXELS, failOn: 'error' });
  const metadata = await decoded.metadata();
  if (metadata.width !== widest.width || metadata.height !== widest.height) {
    throw new Error(`renderCropFile: the source is ${metadata.width} × ${metadata.height} px, not the widest variant (${widest.width} × ${widest.height})`);
  }
  const rect = cropRect(widest.width, widest.height, crop);
  const height = variantHeight(rect.width, rect.height, cropWidth);
  const resized = decoded.extract(rect).resize({ width: cropWidth, height, fit: 'fill' });
  const output = await encode(resized, format).toBuffer();
  return { bytes: new Uint8Array(output), width: cropWidth, height };
}
