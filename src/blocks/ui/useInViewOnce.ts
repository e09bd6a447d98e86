/**
 * `useInViewOnce(ref)` — true from the moment the element comes within {@link VIEWPORT_ROOT_MARGIN}
 * of the viewport (IntersectionObserver), and for good; true right after hydration in browsers
 * without IntersectionObserver; false on the server. Lazy maps load their chunk when it turns true.
 */
import { useEffect, useState, type RefObject } from 'react';
import { VIEWPORT_ROOT_MARGIN } from './Image';

export function useInViewOnce(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setVisible(true);
        }
      },
      { rootMargin: VIEWPORT_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, visible]);
  return visible;
}
