/**
 * Focal-point crops of media-library images for the fixed-ratio boxes of the blocks (cards,
 * portraits, thumbnails): instead of sending the whole picture and letting `object-fit: cover`
 * throw part of it away (and, for a picture wider than its box, enlarging a variant chosen for
 * the box's width), the server serves a variant already cut to the box's shape around the
 * image's focal point.
 *
 * The blocks' boxes are 16:9, 16:10, 4:3, 5:4, 1:1, 4:5 and 3:4. Four crop shapes serve them all:
 * a box takes the widest crop that is at most 7 % wider than itself (16:9 → 16:10, 5:4 → 4:3,
 * 3:4 → 4:5), so a crop is never enlarged by more than 7 % and at most 10 % of it is cut by the
 * box. An image already within 7 % of the box's shape needs no crop; a crop shape within 2 % of
 * the image's own shape is never generated (the whole image is that crop).
 *
 * Crops are cut from the widest generated variant (at most 1920 px wide; the uploaded original is
 * not kept), centred on the focal point given in whole percent, and offered at every width of the
 * ladder below the crop's own width. Server (generation) and renderer (URLs) compute them here,
 * so both always agree.
 */
import { variantHeight, variantWidths } from './mediaWidths';

/** Crop shapes: name (as in the file names) → width / height. */
export const MEDIA_CROP_RATIOS = { '16x10': 16 / 10, '4x3': 4 / 3, '1x1': 1, '4x5': 4 / 5 } as const;
export type MediaCropRatio = keyof typeof MEDIA_CROP_RATIOS;
/** The crop shape names, widest first. */
export const MEDIA_CROP_NAMES = Object.keys(MEDIA_CROP_RATIOS) as MediaCropRatio[];

/** How much wider than its box a crop may be (it is then enlarged that much): 7 %. */
const BOX_TOLERANCE = Math.log(1.07);
/** A crop shape this close to the image's own shape is the image itself: 2 %. */
const SAME_SHAPE = Math.log(1.02);

/** A crop of an image: its shape and its focal point in whole percent (0–100). */
export interface MediaCropRef {
  ratio: MediaCropRatio;
  /** Focal point, % of the width (0–100, integer). */
  x: number;
  /** Focal point, % of the height (0–100, integer). */
  y: number;
}

/** A rectangle in px of the widest variant. */
export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A focal fraction (0–1) in whole percent, clamped to 0–100. */
export function focalPercent(fraction: number): number {
  return Math.min(100, Math.max(0, Math.round(fraction * 100)));
}

/**
 * A CSS aspect ratio (`16 / 9`, `4/3`, `1`, `1.5`) as a number; null for anything else
 * (`auto`, an empty string, zero).
 */
export function parseAspectRatio(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value);
  if (!match) return null;
  const ratio = Number(match[1]) / (match[2] === undefined ? 1 : Number(match[2]));
  return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}

/** Size of the widest variant of an image `width` × `height` px (the source of its crops). */
export function widestVariantSize(width: number, height: number): { width: number; height: number } {
  const widths = variantWidths(width);
  const widest = widths[widths.length - 1]!;
  return { width: widest, height: variantHeight(width, height, widest) };
}

/** The crop shapes generated for an image `width` × `height` px: every shape but its own. */
export function generatedCropRatios(width: number, height: number): MediaCropRatio[] {
  const own = width / height;
  return MEDIA_CROP_NAMES.filter((name) => Math.abs(Math.log(own / MEDIA_CROP_RATIOS[name])) > SAME_SHAPE);
}

/**
 * The crop shape to serve an image `width` × `height` px in a box of `boxRatio` (width / height):
 * null when the image itself fits the box within 7 %, or when the shape the box takes is the
 * image's own (see the module comment).
 */
export function cropRatioForBox(width: number, height: number, boxRatio: number): MediaCropRatio | null {
  const own = width / height;
  if (Math.abs(Math.log(own / boxRatio)) <= BOX_TOLERANCE) return null;
  const fitting = MEDIA_CROP_NAMES.filter((name) => Math.log(MEDIA_CROP_RATIOS[name] / boxRatio) <= BOX_TOLERANCE);
  const ratio = fitting[0] ?? MEDIA_CROP_NAMES[MEDIA_CROP_NAMES.length - 1]!;
  return generatedCropRatios(width, height).includes(ratio) ? ratio : null;
}

/**
 * The rectangle of a crop in the widest variant (`sourceWidth` × `sourceHeight` px): the largest
 * of its shape, centred on the focal point, moved inside the picture where the point is near an
 * edge.
 */
export function cropRect(sourceWidth: number, sourceHeight: number, crop: MediaCropRef): CropRect {
  const ratio = MEDIA_CROP_RATIOS[crop.ratio];
  const width = sourceWidth / sourceHeight > ratio ? Math.max(1, Math.round(sourceHeight * ratio)) : sourceWidth;
  const height = sourceWidth / sourceHeight > ratio ? sourceHeight : Math.max(1, Math.round(sourceWidth / ratio));
  const place = (focal: number, total: number, size: number) => Math.min(total - size, Math.max(0, Math.round((focal / 100) * total - size / 2)));
  return { left: place(crop.x, sourceWidth, width), top: place(crop.y, sourceHeight, height), width, height };
}

/** One generated width of a crop. */
export interface CropSize {
  /** px */
  width: number;
  /** px */
  height: number;
}

/** The widths (and heights) generated for a crop of an image `width` × `height` px, narrowest first. */
export function cropSizes(width: number, height: number, crop: MediaCropRef): CropSize[] {
  const source = widestVariantSize(width, height);
  const rect = cropRect(source.width, source.height, crop);
  return variantWidths(rect.width).map((cropWidth) => ({ width: cropWidth, height: variantHeight(rect.width, rect.height, cropWidth) }));
}

/**
 * Where the focal point falls inside a crop, in % of the crop (for `object-position`, so a box
 * slightly off the crop's shape still keeps the point in view).
 */
export function focalInCrop(width: number, height: number, crop: MediaCropRef): { x: number; y: number } {
  const source = widestVariantSize(width, height);
  const rect = cropRect(source.width, source.height, crop);
  const inside = (focal: number, total: number, start: number, size: number) => Math.min(100, Math.max(0, Math.round((((focal / 100) * total - start) / size) * 1000) / 10));
  return { x: inside(crop.x, source.width, rect.left, rect.width), y: inside(crop.y, source.height, rect.top, rect.height) };
}
