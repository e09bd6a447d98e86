/**
 * The CSS unit converter (spec 001 §8 "CSS unit converter accepts only whole pixel values, else
 * warns and returns 0"; spec 000 §8 "a warning for an unsupported pixel format").
 */

/** The warning logged for a value that is not a whole number of pixels. */
export const UNSUPPORTED_PIXEL_FORMAT = 'Unsupported pixel format, expected a whole number of pixels such as "24px".';

/**
 * A length in whole pixels: `24`, `"24"` or `"24px"` → 24. Anything else (`"1.5rem"`, `"12.5px"`,
 * `"auto"`, negative or non-finite numbers) is warned about and gives 0.
 * @param value a CMS length, px
 * @returns the pixel count (integer ≥ 0)
 */
export function toPixels(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const match = /^\s*(\d+)(px)?\s*$/.exec(value);
    if (match) return Number(match[1]);
  }
  console.warn(UNSUPPORTED_PIXEL_FORMAT, value);
  return 0;
}
