/**
 * Marker styling of the listings map (spec 001 §9 "Maps": marker radius 4, weight 26, opacity 0.2,
 * 0.4 hovered, hover colour shade 0.85/0.8). Pure functions, no Leaflet import.
 */

/** Circle marker radius in px (spec 001 §9). */
export const MARKER_RADIUS = 4;
/** Stroke width in px: a wide, translucent halo around the dot (spec 001 §9). */
export const MARKER_WEIGHT = 26;
/** Halo opacity at rest and when hovered or highlighted (spec 001 §9). */
export const MARKER_OPACITY = 0.2;
export const MARKER_OPACITY_HOVER = 0.4;
/** Darkening factors of a hovered marker: the dot (fill) and the halo (stroke) (spec 001 §9). */
export const MARKER_SHADE_FILL = 0.85;
export const MARKER_SHADE_STROKE = 0.8;
/** Delay in ms before a popup opens or closes on hover (spec 001 §4, §9). */
export const POPUP_DELAY_MS = 50;
/** Fallback marker colour when the theme gives none. */
export const DEFAULT_MARKER_COLOR = '#1d4ed8';

function parseColor(color: string): [number, number, number] | null {
  const value = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)/i.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/**
 * Darkens a colour by multiplying each RGB channel by `factor` (0–1).
 * @param color `#rgb`, `#rrggbb` or `rgb()/rgba()`; any other CSS colour is returned unchanged
 * @returns `#rrggbb`
 */
export function shadeColor(color: string, factor: number): string {
  const rgb = parseColor(color);
  if (!rgb) return color;
  const f = Math.min(1, Math.max(0, factor));
  return `#${rgb.map((c) => Math.round(Math.min(255, c * f)).toString(16).padStart(2, '0')).join('')}`;
}

/** Leaflet path options of a circle marker (`color` stroke, `fillColor` dot). */
export interface MarkerPathOptions {
  color: string;
  fillColor: string;
  fillOpacity: number;
  opacity: number;
  weight: number;
}

/**
 * Path options of a listing marker at rest, or hovered/highlighted (darker, denser halo).
 * @param color the marker colour (`markerColor` or the theme's primary colour)
 */
export function markerPathOptions(color: string, active: boolean): MarkerPathOptions {
  return active
    ? {
        color: shadeColor(color, MARKER_SHADE_STROKE),
        fillColor: shadeColor(color, MARKER_SHADE_FILL),
        fillOpacity: 1,
        opacity: MARKER_OPACITY_HOVER,
        weight: MARKER_WEIGHT,
      }
    : { color, fillColor: color, fillOpacity: 1, opacity: MARKER_OPACITY, weight: MARKER_WEIGHT };
}

/**
 * The theme's primary colour read from the CSS variable `--color-primary` on `element` (the map
 * box inherits it from the page), or the default when unset or outside a browser.
 */
export function readThemePrimary(element: Element | null): string {
  if (!element || typeof getComputedStyle === 'undefined') return DEFAULT_MARKER_COLOR;
  const value = getComputedStyle(element).getPropertyValue('--color-primary').trim();
  return value || DEFAULT_MARKER_COLOR;
}
