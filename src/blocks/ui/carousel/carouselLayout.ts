/**
 * Layout constants of every carousel (spec 001 §9 "Carousel grid"): 4, 3, 2, 1, 1 slides per view
 * at window widths ≥ 1680, 1200, 768, 360 px (and below); animation 300 ms; gutter 24 px at
 * medium-and-down (< 992 px), 48 px otherwise, 0 when the cards are not separated; step 1 (3 for
 * carousel cards). Pure data and functions: shared by the static (server-rendered) list and the
 * Swiper instance so both draw the same grid.
 */

/** Slide animation duration (ms). */
export const CAROUSEL_SPEED_MS = 300;

/** Gutter (px) below the large breakpoint (992 px) and from it up. */
export const CAROUSEL_GUTTER_SMALL = 24;
export const CAROUSEL_GUTTER_LARGE = 48;
/** Window width (px) from which the large gutter applies (lg). */
export const CAROUSEL_GUTTER_BREAKPOINT = 992;

/** Slides per view of the grid layout, by minimum window width (px), widest first. */
export const CAROUSEL_GRID_COLUMNS: ReadonlyArray<{ minWidth: number; columns: number }> = [
  { minWidth: 1680, columns: 4 },
  { minWidth: 1200, columns: 3 },
  { minWidth: 768, columns: 2 },
  { minWidth: 360, columns: 1 },
  { minWidth: 0, columns: 1 },
];

/**
 * `grid`: the 4/3/2/1/1 card grid; `triple`: the same grid capped at 3 per view (testimonial cards);
 * `single`: one large slide per view (featured listings).
 */
export type CarouselLayout = 'grid' | 'triple' | 'single';

/** Slides per view of a layout at a window width (px). */
export function columnsAt(layout: CarouselLayout, windowWidth: number): number {
  if (layout === 'single') return 1;
  const columns = CAROUSEL_GRID_COLUMNS.find((entry) => windowWidth >= entry.minWidth)?.columns ?? 1;
  return layout === 'triple' ? Math.min(columns, 3) : columns;
}

/** Gutter (px) between slides at a window width; 0 when the cards are not separated. */
export function gutterAt(windowWidth: number, separated: boolean): number {
  if (!separated) return 0;
  return windowWidth >= CAROUSEL_GUTTER_BREAKPOINT ? CAROUSEL_GUTTER_LARGE : CAROUSEL_GUTTER_SMALL;
}

/** Swiper `breakpoints` option (keys are minimum window widths in px) for a layout. */
export function swiperBreakpoints(
  layout: CarouselLayout,
  separated: boolean,
  step: number,
): Record<number, { slidesPerView: number; spaceBetween: number; slidesPerGroup: number }> {
  const widths = new Set<number>([0, CAROUSEL_GUTTER_BREAKPOINT, ...CAROUSEL_GRID_COLUMNS.map((entry) => entry.minWidth)]);
  const breakpoints: Record<number, { slidesPerView: number; spaceBetween: number; slidesPerGroup: number }> = {};
  for (const width of [...widths].sort((a, b) => a - b)) {
    const columns = columnsAt(layout, width);
    breakpoints[width] = { slidesPerView: columns, spaceBetween: gutterAt(width, separated), slidesPerGroup: Math.min(step, columns) };
  }
  return breakpoints;
}
