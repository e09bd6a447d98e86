/**
 * How far the landing hero's form card reaches below its media (spec 000 §9 "Landing hero overlap:
 * 64 on small screens, otherwise form height minus infos height, clamped 0 to 128 and ignored if
 * 40 or less").
 */
import { LANDING_OVERLAP_MAX_PX, LANDING_OVERLAP_MIN_PX, LANDING_OVERLAP_SMALL_PX } from './constants';

/**
 * @param small true below the large breakpoint (992 px), where the form sits under the text
 * @param formHeight the form card's height (px)
 * @param infosHeight the text column's height (px)
 * @returns the overlap in px: 64 when small; else `formHeight − infosHeight` clamped to 0–128,
 * and 0 when that is 40 or less
 */
export function landingOverlap(small: boolean, formHeight: number, infosHeight: number): number {
  if (small) return LANDING_OVERLAP_SMALL_PX;
  const overlap = Math.min(LANDING_OVERLAP_MAX_PX, Math.max(0, Math.round(formHeight - infosHeight)));
  return overlap <= LANDING_OVERLAP_MIN_PX ? 0 : overlap;
}
