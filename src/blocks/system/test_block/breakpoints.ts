/**
 * Viewport breakpoints (spec 000 §9 "Breakpoints (px): xs 0, sm 576, md 768, lg 992, xl 1200,
 * xxl 1440, xxxl 1680, xxxxl 1920") and the live breakpoint of the window (spec 001 §5 "Viewport
 * breakpoints are recomputed from the window size").
 */
import { useSyncExternalStore } from 'react';

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

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window's inner width in px, updated on resize; `null` on the server and during hydration
 * (the server cannot know it).
 */
export function useWindowWidth(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => null,
  );
}
