/**
 * The visitor's motion preferences, read in the browser after mount (the server and the first
 * render agree: no preference known yet), following later changes of the system setting.
 * - {@link usePrefersReducedMotion}: `prefers-reduced-motion: reduce` (carousels stop autoplaying,
 *   videos do not start by themselves);
 * - {@link useAmbientMotion}: whether a background or autoplay video may play (not under reduced
 *   motion nor Save-Data: a poster instead, spec 000 §3 "video").
 */
import { useEffect, useState } from 'react';

/** Calls `listen(reduced)` now and on every change of `prefers-reduced-motion`; returns the unsubscription. */
function watchReducedMotion(listen: (reduced: boolean) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
    listen(false);
    return () => {};
  }
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  const onChange = (event: MediaQueryListEvent) => listen(event.matches);
  listen(query.matches);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** True while the visitor asks for reduced motion (false on the server and before mount). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => watchReducedMotion(setReduced), []);
  return reduced;
}

/** Whether a background or autoplay video may move: null until the browser has said, then false under reduced motion or Save-Data. */
export function useAmbientMotion(): boolean | null {
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => {
    const saveData = Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
    return watchReducedMotion((reduced) => setAllowed(!saveData && !reduced));
  }, []);
  return allowed;
}
