/**
 * The colour of a map's markers (spec 001 §4 "Maps": markers in the block's colour, else the
 * theme's primary colour). Returns a ref for the map's box and the colour: `markerColor` when set,
 * otherwise `--color-primary` read from that box once mounted (the default before then, and on
 * the server).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { readThemePrimary } from './markerStyle';

export function useMarkerColor(markerColor: string | undefined | null): { boxRef: RefObject<HTMLDivElement | null>; color: string } {
  const boxRef = useRef<HTMLDivElement>(null);
  const [themeColor, setThemeColor] = useState<string | null>(null);
  useEffect(() => {
    if (!markerColor) setThemeColor(readThemePrimary(boxRef.current));
  }, [markerColor]);
  return { boxRef, color: markerColor || themeColor || readThemePrimary(null) };
}
