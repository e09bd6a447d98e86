/**
 * Viewport breakpoints (spec 000 §9 "Breakpoints (px): xs 0, sm 576, md 768, lg 992, xl 1200,
 * xxl 1440, xxxl 1680, xxxxl 1920"; one reading gives 1921 for xxxxl: we keep 1920, the value the
 * rest of the spec's layout constants use).
 */
export type BreakpointName = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl' | 'xxxxl';

/** Breakpoints in ascending order; `min` is the smallest window width (px) of each. */
export const BREAKPOINTS: ReadonlyArray<{ name: BreakpointName; min: number }> = [
  { name: 'xs', min: 0 },
  { name: 'sm', min: 576 },
  { name: 'md', min: 768 },
  { name: 'lg', min: 992 },
  { name: 'xl', min: 1200 },
  { name: 'xxl', min: 1440 },
  { name: 'xxxl', min: 1680 },
  { name: 'xxxxl', min: 1920 },
];

/** The breakpoint of a window width in px (negative or NaN widths count as xs). */
export function breakpointFor(width: number): BreakpointName {
  let current: BreakpointName = 'xs';
  for (const breakpoint of BREAKPOINTS) if (width >= breakpoint.min) current = breakpoint.name;
  return current;
}

