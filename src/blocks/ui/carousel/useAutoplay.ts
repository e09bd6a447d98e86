/**
 * Autoplay timer of a carousel (spec 001 §4 "Carousels: autoplay ... progress bar", §9 featured
 * properties autoplay 5000 ms / progress 4000 ms).
 *
 * While `running`, calls `onAdvance()` every `delayMs` ms. The timer restarts from zero whenever
 * `restartKey` changes (the visitor moved to another slide) and whenever it is resumed after a
 * pause, so a visitor always gets the full delay on the slide in front of them. `cycle` increments
 * at every (re)start: key the progress bar on it to restart its animation.
 */
import { useEffect, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';

export interface AutoplayOptions {
  /** False while paused (hover, focus, pause button, reduced motion) or with fewer than 2 slides. */
  running: boolean;
  /** Time on each slide (ms). */
  delayMs: number;
  /** Moves to the next slide. */
  onAdvance: () => void;
  /** Changes when the current slide changes (e.g. the active index). */
  restartKey: unknown;
}

/** Starts/stops the autoplay timer; returns the current cycle number (0 before the first start). */
export function useAutoplay({ running, delayMs, onAdvance, restartKey }: AutoplayOptions): { cycle: number } {
  const [cycle, setCycle] = useState(0);
  const advance = useRef(onAdvance);
  advance.current = onAdvance;

  useEffect(() => {
    if (!running) return undefined;
    setCycle((value) => value + 1);
    const timer = setTimeout(() => advance.current(), delayMs);
    return () => clearTimeout(timer);
  }, [running, delayMs, restartKey]);

  return { cycle };
}

/**
 * Whether the pointer is over `element` and whether the focus is inside it (autoplay pauses on
 * both, spec 001 §4). Spread `handlers` on the element; a blur to another element inside it keeps
 * `focused` true. A visitor may point at or tab into the element before the page's code has run
 * (server-rendered HTML is usable at once): the state they left is read when the element mounts,
 * so autoplay does not start under their pointer or move the slide they are focused on.
 *
 * The pointer is followed with the browser's own `mouseenter` and `mouseleave` on the element:
 * React derives its enter and leave events from the element the pointer leaves, and one the page
 * has not hydrated (a block whose code waits for the visitor) gives none.
 */
export function useHoverFocus(element: RefObject<HTMLElement | null>): {
  hovered: boolean;
  focused: boolean;
  handlers: {
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
} {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    if (node.matches(':hover')) setHovered(true);
    if (node.contains(document.activeElement)) setFocused(true);
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    node.addEventListener('mouseenter', enter);
    node.addEventListener('mouseleave', leave);
    return () => {
      node.removeEventListener('mouseenter', enter);
      node.removeEventListener('mouseleave', leave);
    };
  }, [element]);
  const handlers = useMemo(
    () => ({
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    }),
    [],
  );
  return { hovered, focused, handlers };
}
