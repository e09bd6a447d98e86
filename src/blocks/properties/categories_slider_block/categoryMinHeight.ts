/**
 * Category card minimum heights (spec 001 §9 "Category card minimum heights by breakpoint: 530,
 * 446, 360, 286, 362, 240, else 346 px"), read against the breakpoints of spec 000 §9 from the
 * widest down: xxxxl ≥ 1920, xxxl ≥ 1680, xxl ≥ 1440, xl ≥ 1200, lg ≥ 992, md ≥ 768, else.
 * categoriesSliderBlock.module.css repeats these values in its media queries.
 */
export const CATEGORY_CARD_MIN_HEIGHTS: ReadonlyArray<{ minWidth: number; height: number }> = [
  { minWidth: 1920, height: 530 },
  { minWidth: 1680, height: 446 },
  { minWidth: 1440, height: 360 },
  { minWidth: 1200, height: 286 },
  { minWidth: 992, height: 362 },
  { minWidth: 768, height: 240 },
  { minWidth: 0, height: 346 },
];

/** Minimum height (px) of a category card at a window width (px). */
export function categoryCardMinHeight(windowWidth: number): number {
  return CATEGORY_CARD_MIN_HEIGHTS.find((entry) => windowWidth >= entry.minWidth)?.height ?? 346;
}
