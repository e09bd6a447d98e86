/**
 * WCAG 2.1 contrast maths (success criteria 1.4.3 "Contrast (Minimum)" and 1.4.11 "Non-text
 * Contrast"), used by the general settings page to warn about unreadable theme colour pairs
 *.
 *
 * Pure functions, no UI. Colours are CSS hex strings (`#rgb` or `#rrggbb`).
 */
import { parseHexColor, type Rgb } from './color';

/** AA minimum contrast ratio for normal text (WCAG 2.1 SC 1.4.3). */
export const AA_NORMAL_TEXT = 4.5;
/** AA minimum contrast ratio for large text (≥ 24 px, or ≥ 18.66 px bold) and UI components. */
export const AA_LARGE_TEXT = 3;

/** Linearises one sRGB channel (0–255) as WCAG 2.1 defines it. */
function linearChannel(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * Relative luminance of an sRGB colour (WCAG 2.1 definition), from 0 (black) to 1 (white).
 * @param rgb channels 0–255
 */
export function relativeLuminance(rgb: Rgb): number {
  return 0.2126 * linearChannel(rgb.r) + 0.7152 * linearChannel(rgb.g) + 0.0722 * linearChannel(rgb.b);
}

/**
 * Contrast ratio of two colours, `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter one: from 1
 * (identical) to 21 (black on white). The order of the arguments does not matter.
 * @param foreground CSS hex colour
 * @param background CSS hex colour
 * @returns the ratio, or null when either value is not a hex colour
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = parseHexColor(foreground);
  const b = parseHexColor(background);
  if (!a || !b) return null;
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [light, dark] = la >= lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** Text size class of a WCAG check: normal text needs 4.5:1, large text (and UI parts) 3:1. */
export type TextSize = 'normal' | 'large';

/** The AA threshold for a text size. */
export function aaThreshold(size: TextSize): number {
  return size === 'large' ? AA_LARGE_TEXT : AA_NORMAL_TEXT;
}

/**
 * True when a ratio meets WCAG 2.1 AA for the text size. Ratios are compared unrounded, so
 * 4.49:1 fails for normal text even though it would display as 4.5.
 */
export function meetsAA(ratio: number, size: TextSize = 'normal'): boolean {
  return ratio >= aaThreshold(size);
}

/** A ratio for display, e.g. `4.5:1` or `12.63:1` (at most two decimals, no trailing zeros). */
export function formatContrastRatio(ratio: number): string {
  const floored = Math.floor(ratio * 100) / 100;
  return `${Number(floored.toFixed(2))}:1`;
}
