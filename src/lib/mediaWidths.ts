/**
 * The width ladder of media-library variants (px): the widths `srcset` offers, from a phone's
 * half-width card to a full-width hero on a large screen.
 */

/** Variant widths, px, ascending. */
export const MEDIA_WIDTH_LADDER = [320, 640, 960, 1280, 1920] as const;

/**
 * Widths to generate for an image `originalWidth` px wide: every ladder step narrower than the
 * original, plus the original width itself when it is below the ladder's top (never enlarged).
 * E.g. 4000 → 320…1920; 1000 → 320, 640, 960, 1000; 200 → 200.
 * @throws RangeError when `originalWidth` is not a positive integer
 */
export function variantWidths(originalWidth: number): number[] {
  if (!Number.isInteger(originalWidth) || originalWidth < 1) throw new RangeError(`An image width is a positive integer, got ${originalWidth}`);
  const top = MEDIA_WIDTH_LADDER[MEDIA_WIDTH_LADDER.length - 1];
  const widths: number[] = MEDIA_WIDTH_LADDER.filter((width) => width < Math.min(originalWidth, top));
  widths.push(Math.min(originalWidth, top));
  return widths;
}

/**
 * Height of a variant `variantWidth` px wide of an image `width` × `height` px: the height scaled
 * in proportion, rounded, at least 1 px. The upload pipeline and the renderer use it alike.
 */
export function variantHeight(width: number, height: number, variantWidth: number): number {
  return Math.max(1, Math.round((height * variantWidth) / width));
}
