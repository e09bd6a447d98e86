/**
 * Theme colour roles and the colours a theme actually uses (spec 000 §3 "Theme", §9 "Themes").
 *
 * A theme stores a preset name (blue or red) and `themeColors` overrides; the effective colour of a
 * role is the override when present, else the preset's colour. Overrides equal to the preset's
 * colour are dropped so the stored theme holds only what differs.
 */
import { THEME_PRESETS, type ThemePresetName } from '../../renderer/theme/presets';
import type { Theme, ThemeColors } from '../../schema/theme';

/** Every theme colour role, in the order the settings page lists them. */
export const THEME_COLOR_ROLES = [
  'primary',
  'secondary',
  'text',
  'background',
  'background-grey',
  'background-inverted',
  'text-inverted',
  'accent',
] as const satisfies readonly (keyof ThemeColors)[];
export type ThemeColorRole = (typeof THEME_COLOR_ROLES)[number];

/** The preset of a theme (blue when missing or unknown). */
export function themePreset(theme: Pick<Theme, 'preset'>): ThemePresetName {
  return theme.preset === 'red' ? 'red' : 'blue';
}

/**
 * The effective colour of every role: the theme's override, else its preset's colour.
 * @returns lower-case hex strings keyed by role
 */
export function effectiveThemeColors(theme: Pick<Theme, 'preset' | 'themeColors'>): Record<ThemeColorRole, string> {
  const preset = THEME_PRESETS[themePreset(theme)];
  const colors = {} as Record<ThemeColorRole, string>;
  for (const role of THEME_COLOR_ROLES) {
    const override = theme.themeColors?.[role];
    colors[role] = (typeof override === 'string' && override ? override : preset[role]).toLowerCase();
  }
  return colors;
}

/**
 * Sets one role's colour on a mutable (immer draft) theme. A value equal to the preset's colour
 * removes the override instead of storing a duplicate.
 * @param hex a CSS hex colour
 */
export function setThemeColor(theme: Theme, role: ThemeColorRole, hex: string): void {
  const value = hex.toLowerCase();
  const presetValue = THEME_PRESETS[themePreset(theme)][role].toLowerCase();
  if (!theme.themeColors) theme.themeColors = {};
  if (value === presetValue) delete theme.themeColors[role];
  else theme.themeColors[role] = value;
}

/** Applies a preset on a mutable (immer draft) theme: its colours replace every override. */
export function applyThemePreset(theme: Theme, preset: ThemePresetName): void {
  theme.preset = preset;
  theme.themeColors = {};
}
