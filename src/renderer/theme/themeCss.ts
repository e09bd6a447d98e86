/**
 * Theme → CSS custom properties (spec 000 §3 "Theme", §9 "Themes").
 *
 * Produces the `:root` declarations the whole site reads: `--color-<role>` for every theme colour
 * (preset merged with the site's `themeColors`), `--color-primary-text` (readable text on the
 * primary colour, by the dark-colour test) and `--radius-1..3` from `themeVariables` (px, defaults
 * 20/40/120). Values that are not safe CSS colours are warned about and ignored, so CMS data can
 * never inject CSS.
 */
import { readableTextOn } from '../../lib/color';
import type { Theme } from '../../schema/theme';
import { THEME_PRESETS } from './presets';

/** A colour value we accept in a `<style>` element: hex, rgb()/hsl() or a CSS colour keyword. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i;

/** Default radii (px) of spec 000 §9. */
export const DEFAULT_RADII = { 'border-radius-1': 20, 'border-radius-2': 40, 'border-radius-3': 120 } as const;

/**
 * The CSS variables of a theme as a name → value map (names include the leading `--`).
 * @param theme the page payload's theme (already parsed; missing parts fall back to the preset)
 */
export function themeVariables(theme: Partial<Theme> | undefined): Record<string, string> {
  const preset = THEME_PRESETS[theme?.preset ?? 'blue'] ?? THEME_PRESETS.blue;
  const colors: Record<string, string> = { ...preset };
  for (const [role, value] of Object.entries(theme?.themeColors ?? {})) {
    if (typeof value !== 'string' || !value) continue;
    if (!SAFE_COLOR.test(value.trim())) {
      console.warn('Ignored theme colour with an unsupported value.', role, value);
      continue;
    }
    colors[role] = value.trim();
  }
  const vars: Record<string, string> = {};
  for (const [role, value] of Object.entries(colors)) {
    if (/^[a-z][a-z0-9-]*$/i.test(role)) vars[`--color-${role}`] = value;
  }
  vars['--color-primary-text'] = readableTextOn(colors.primary, colors.text);
  const radii = { ...DEFAULT_RADII, ...(theme?.themeVariables ?? {}) };
  vars['--radius-1'] = `${safePx(radii['border-radius-1'], DEFAULT_RADII['border-radius-1'])}px`;
  vars['--radius-2'] = `${safePx(radii['border-radius-2'], DEFAULT_RADII['border-radius-2'])}px`;
  vars['--radius-3'] = `${safePx(radii['border-radius-3'], DEFAULT_RADII['border-radius-3'])}px`;
  return vars;
}

function safePx(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * The `:root { ... }` rule for a theme, ready for a `<style>` element in the head.
 * @param theme the page payload's theme
 */
export function themeRootCss(theme: Partial<Theme> | undefined): string {
  const body = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}
