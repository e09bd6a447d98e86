/**
 * Theme colour presets (spec 000 §9 "Themes": blue and red presets).
 *
 * Calm, premium palettes: a deep brand colour, a soft secondary, near-black text on warm white,
 * a light grey section background and a dark inverted background. Every text/background pair
 * used by the colour schemes reaches WCAG AA contrast (4.5:1) or better.
 */
import type { ThemeColors } from '../../schema/theme';

export type ThemePresetName = 'blue' | 'red';

/** Full colour sets by preset; a site's `themeColors` override individual roles. */
export const THEME_PRESETS: Record<ThemePresetName, Required<ThemeColors>> = {
  blue: {
    primary: '#1d3f72',
    secondary: '#5b7fa6',
    text: '#1b2430',
    background: '#fcfcfa',
    'background-grey': '#f1f3f6',
    'background-inverted': '#0f1f38',
    'text-inverted': '#f4f6fa',
    accent: '#b8894a',
  },
  red: {
    primary: '#9b1c2c',
    secondary: '#b86b5e',
    text: '#231c1b',
    background: '#fdfcfa',
    'background-grey': '#f5f1ee',
    'background-inverted': '#2a1517',
    'text-inverted': '#faf5f2',
    accent: '#1f4e5f',
  },
};
