/**
 * `useInView(ref, rootMargin)` — true once the element has entered the viewport (and stays true):
 * "initial load when the block enters the viewport", "the search bar fetches search filters when
 * first entering the viewport" (spec 001 §4, §7). Without IntersectionObserver (old browsers,
 * jsdom) it answers true at once.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useInView(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (inView) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, ref, rootMargin]);
  return inView;
}
