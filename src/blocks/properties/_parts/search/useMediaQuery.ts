/**
 * `useMediaQuery(query)` — whether a CSS media query matches, kept up to date. False on the server
 * and on the first browser render (no hydration mismatch), then the real value.
 */
import { useEffect, useState } from 'react';

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** Desktop layout of the search page: lg (992 px) and up (spec 000 §9 breakpoints). */
export const DESKTOP_QUERY = '(min-width: 992px)';
/** Below the small breakpoint (576 px): the hero bar's dropdown opens the overlay instead. */
export const BELOW_SM_QUERY = '(max-width: 575.98px)';
