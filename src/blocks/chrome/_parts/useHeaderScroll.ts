/**
 * Header visibility and opacity from the page scroll (spec 000 §4 "Headers", §9 "Scroll velocity:
 * sampled every 100 ms, reset after 150 ms, factor 10 divided by window height").
 *
 * - velocity = Δscroll px per 100 ms sample × 10 / window height;
 * - away from the top the header hides at velocity ≥ 0.25 and shows at ≤ −0.25;
 * - near the top (scroll < header height) any downward scroll hides it, any upward scroll shows it;
 *   at 0 it always shows;
 * - `scrolled` (opaque, with shadow) once the page is scrolled past the header's height;
 * - never hidden while `pinned` (mobile menu or submenu open, focus inside).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export const SCROLL_SAMPLE_MS = 100;
export const SCROLL_RESET_MS = 150;
export const SCROLL_VELOCITY_FACTOR = 10;
export const HIDE_VELOCITY = 0.25;

export interface HeaderScrollState {
  hidden: boolean;
  scrolled: boolean;
}

/** Tracks the header's hidden/scrolled state; SSR renders it visible and not scrolled. */
export function useHeaderScroll(headerRef: RefObject<HTMLElement | null>, pinned: boolean): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ hidden: false, scrolled: false });
  const pinnedRef = useRef(pinned);
  pinnedRef.current = pinned;

  useEffect(() => {
    if (pinned) setState((s) => (s.hidden ? { ...s, hidden: false } : s));
  }, [pinned]);

  useEffect(() => {
    let sampleY = window.scrollY;
    let sampleAt = performance.now();
    let previousY = window.scrollY;
    let velocity = 0;
    let resetTimer: ReturnType<typeof setTimeout> | undefined;

    const update = () => {
      const y = Math.max(0, window.scrollY);
      const height = headerRef.current?.offsetHeight || 130;
      const now = performance.now();
      if (now - sampleAt >= SCROLL_SAMPLE_MS) {
        velocity = ((y - sampleY) * SCROLL_VELOCITY_FACTOR) / Math.max(1, window.innerHeight);
        sampleY = y;
        sampleAt = now;
      }
      const goingDown = y > previousY;
      previousY = y;
      setState((current) => {
        let hidden = current.hidden;
        if (pinnedRef.current || y <= 0) hidden = false;
        else if (y < height) hidden = goingDown;
        else if (velocity >= HIDE_VELOCITY) hidden = true;
        else if (velocity <= -HIDE_VELOCITY) hidden = false;
        const scrolled = y > height;
        return hidden === current.hidden && scrolled === current.scrolled ? current : { hidden, scrolled };
      });
      if (resetTimer) clearTimeout(resetTimer);
      resetTimer = setTimeout(() => {
        velocity = 0;
        sampleY = window.scrollY;
        sampleAt = performance.now();
      }, SCROLL_RESET_MS);
    };

    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      if (resetTimer) clearTimeout(resetTimer);
    };
  }, [headerRef]);

  return state;
}
