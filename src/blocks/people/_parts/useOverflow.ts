/**
 * `useOverflow(ref)` — whether an element's content is taller than its box (a line clamp or a
 * collapse height cut it), re-measured when the element resizes. False on the server and on the
 * first browser render, so a "read more" control appears only when there is more to read.
 */
import { useEffect, useState, type RefObject } from 'react';

/** True when the content overflows the element's height by more than 1 px. */
export function isOverflowing(element: HTMLElement): boolean {
  return element.scrollHeight > element.clientHeight + 1;
}

/**
 * @param watch re-measures when this value changes (e.g. the text).
 * @param active measures only while true (a collapsible text measures while collapsed and keeps the
 *   answer while expanded).
 */
export function useOverflow(ref: RefObject<HTMLElement | null>, watch: unknown = null, active = true): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !active) return undefined;
    const measure = () => setOverflowing(isOverflowing(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, active]);
  return overflowing;
}
