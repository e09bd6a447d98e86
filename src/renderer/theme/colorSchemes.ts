/**
 * Colour schemes (spec 000 §9 "Themes": normal, normal-grey, inverted; §5 unknown names warned).
 *
 * Each block wrapper gets `data-color-scheme` and the scheme's CSS-module class, which sets
 * `--scheme-bg`, `--scheme-text`, `--scheme-muted`, `--scheme-border`, `--scheme-accent` and
 * `--scheme-accent-text` from the theme colours (see src/blocks/ui/colorSchemes.module.css).
 */
import type { ColorSchemeName } from '../../schema/content';
import styles from '../../blocks/ui/colorSchemes.module.css';

export const COLOR_SCHEMES: readonly ColorSchemeName[] = ['normal', 'normal-grey', 'inverted'];

const CLASS_BY_SCHEME: Record<ColorSchemeName, string> = {
  normal: styles.normal,
  'normal-grey': styles.normalGrey,
  inverted: styles.inverted,
};

/**
 * Resolves a CMS colour scheme name. Unknown names are warned about ('Color scheme name does not
 * exist !') and ignored: the block falls back to `normal`.
 * @param name the block's `block_params.color_scheme`, if any
 * @param warn where the warning goes (default `console.warn`)
 */
export function resolveColorScheme(name: unknown, warn: (...args: unknown[]) => void = console.warn): ColorSchemeName {
  if (name === undefined || name === null || name === '') return 'normal';
  if (typeof name === 'string' && (COLOR_SCHEMES as readonly string[]).includes(name)) return name as ColorSchemeName;
  warn('Color scheme name does not exist !', name);
  return 'normal';
}

/** The CSS-module class that sets the `--scheme-*` variables of a scheme. */
export function colorSchemeClass(scheme: ColorSchemeName): string {
  return CLASS_BY_SCHEME[scheme];
}

/** True for schemes with a dark background (the header uses it to pick its logo). */
export function isDarkScheme(scheme: ColorSchemeName): boolean {
  return scheme === 'inverted';
}
