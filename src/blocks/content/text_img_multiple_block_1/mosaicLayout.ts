/**
 * The mosaic layout rules of `text_img_multiple_block_1` (spec 001 §9 "Mosaic layout: remainder 2
 * per 3 makes the last two half width; remainder 1 makes the last four a mosaic; an odd last item
 * is full width").
 *
 * From lg (992 px) the items sit three per row on a 6-track grid:
 * - a count divisible by 3: every item a third (2 tracks);
 * - remainder 2: the last two items share their row, half width each (3 tracks);
 * - remainder 1 (4, 7, 10…): the last four form a mosaic of two rows, wide + narrow then narrow +
 *   wide (4 + 2, 2 + 4 tracks); a single item is full width (6 tracks).
 * From md (768 px) to lg, two per row; when the count is odd the last item is full width.
 * Below md every item is full width.
 */

/** Width of an item on the lg grid. */
export type MosaicSpan = 'third' | 'half' | 'wide' | 'narrow' | 'full';

export interface MosaicCell {
  /** Width from lg up (a row of 6 tracks). */
  lg: MosaicSpan;
  /** Width from md to lg (a row of 2 tracks). */
  md: 'half' | 'full';
}

/** Tracks of each span on the 6-track lg grid. */
export const LG_TRACKS: Record<MosaicSpan, number> = { third: 2, half: 3, wide: 4, narrow: 2, full: 6 };

/**
 * @param count the number of items (0 or more)
 * @returns one cell per item, in order
 */
export function mosaicLayout(count: number): MosaicCell[] {
  const n = Math.max(0, Math.floor(count));
  const lg: MosaicSpan[] = Array.from({ length: n }, () => 'third');
  if (n === 1) lg[0] = 'full';
  else if (n % 3 === 2) lg.splice(n - 2, 2, 'half', 'half');
  else if (n % 3 === 1) lg.splice(n - 4, 4, 'wide', 'narrow', 'narrow', 'wide');
  return lg.map((span, index) => ({ lg: span, md: n % 2 === 1 && index === n - 1 ? 'full' : 'half' }));
}
