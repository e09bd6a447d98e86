/**
 * Colour maths for themes and colour schemes (spec 000 §5 "The dark-colour test", §9 "Themes").
 */

/** An RGB triple, each channel 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Parses a CSS hex colour (`#rgb`, `#rrggbb`, with or without `#`).
 * @returns the RGB triple, or null when the value is not a hex colour.
 */
export function parseHexColor(hex: string): Rgb | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  let digits = match[1];
  if (digits.length === 3) digits = digits.replace(/./g, (d) => d + d);
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/**
 * The dark-colour test of spec 000 §5: a colour is dark when R + G + B ≤ 382.5 (half of 765).
 * @param hex a CSS hex colour
 * @returns true when dark; false when light or when the value is not a hex colour.
 */
export function isDarkColor(hex: string): boolean {
  const rgb = parseHexColor(hex);
  if (!rgb) return false;
  return rgb.r + rgb.g + rgb.b <= 382.5;
}

/**
 * A readable text colour on a background: white on dark colours, `dark` otherwise.
 * @param background CSS hex colour of the background
 * @param dark the dark text colour to use on light backgrounds (default near-black)
 */
export function readableTextOn(background: string, dark = '#16202c'): string {
  return isDarkColor(background) ? '#ffffff' : dark;
}
