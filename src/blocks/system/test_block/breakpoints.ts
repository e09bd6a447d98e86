/**
 * The live breakpoint of the window (spec 001 §5 "Viewport breakpoints are recomputed from the
 * window size"); the breakpoint table itself is src/lib/breakpoints.ts.
 */
import { useSyncExternalStore } from 'react';

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
