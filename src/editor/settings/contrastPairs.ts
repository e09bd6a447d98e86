/**
 * The theme colour pairs whose contrast matters, checked with the WCAG 2.1 ratio of src/lib/contrast.ts.
 *
 * The pairs follow how the renderer uses the colours (src/blocks/ui/colorSchemes.module.css):
 * each colour scheme's text on its background, the button text (`--color-primary-text`, chosen by
 * the dark-colour test) on the primary colour, the primary colour used as link and accent colour
 * on the light backgrounds, and the accent colour as a non-text UI colour (3:1).
 */
import { readableTextOn } from '../../lib/color';
import { aaThreshold, contrastRatio, meetsAA, type TextSize } from '../../lib/contrast';
import type { Theme } from '../../schema/theme';
import { effectiveThemeColors, type ThemeColorRole } from './themeColorRoles';

/** A colour of a pair: a theme role, or the computed text colour on primary buttons. */
export type PairColor = ThemeColorRole | 'primary-text';

/** One pair to check. */
export interface ContrastPairDefinition {
  /** Stable id, also the message key suffix (`editor.settings.contrast.pair.<id>`). */
  id: string;
  foreground: PairColor;
  background: PairColor;
  size: TextSize;
}

export const CONTRAST_PAIRS: readonly ContrastPairDefinition[] = [
  { id: 'text-on-background', foreground: 'text', background: 'background', size: 'normal' },
  { id: 'text-on-background-grey', foreground: 'text', background: 'background-grey', size: 'normal' },
  { id: 'text-inverted-on-background-inverted', foreground: 'text-inverted', background: 'background-inverted', size: 'normal' },
  { id: 'primary-text-on-primary', foreground: 'primary-text', background: 'primary', size: 'normal' },
  { id: 'primary-on-background', foreground: 'primary', background: 'background', size: 'normal' },
  { id: 'primary-on-background-grey', foreground: 'primary', background: 'background-grey', size: 'normal' },
  { id: 'accent-on-background', foreground: 'accent', background: 'background', size: 'large' },
];

/** The result of checking one pair. */
export interface ContrastCheck extends ContrastPairDefinition {
  foregroundHex: string;
  backgroundHex: string;
  /** WCAG ratio (1–21), or null when a colour is not a hex value. */
  ratio: number | null;
  /** The AA threshold used (4.5 or 3). */
  threshold: number;
  /** False when the pair is below AA (or cannot be measured). */
  passes: boolean;
}

/** Checks every pair of {@link CONTRAST_PAIRS} for a theme (preset merged with overrides). */
export function checkThemeContrast(theme: Pick<Theme, 'preset' | 'themeColors'>): ContrastCheck[] {
  const colors = effectiveThemeColors(theme);
  const resolve = (color: PairColor): string => (color === 'primary-text' ? readableTextOn(colors.primary, colors.text) : colors[color]);
  return CONTRAST_PAIRS.map((pair) => {
    const foregroundHex = resolve(pair.foreground);
    const backgroundHex = resolve(pair.background);
    const ratio = contrastRatio(foregroundHex, backgroundHex);
    return { ...pair, foregroundHex, backgroundHex, ratio, threshold: aaThreshold(pair.size), passes: ratio !== null && meetsAA(ratio, pair.size) };
  });
}
