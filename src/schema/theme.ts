/**
 * Theme (spec 000 §3 "Theme", §9 "Themes"): CSS variables (three border radii, px), theme colours,
 * and the list of colour schemes the overlay cycles through.
 */
import { z } from 'zod';
import { colorSchemeName } from './content';

/** Theme colours as CSS hex strings, keyed by role. */
export const themeColors = z.object({
  primary: z.string(),
  secondary: z.string(),
  text: z.string(),
  background: z.string(),
  'background-grey': z.string(),
  'background-inverted': z.string(),
  'text-inverted': z.string(),
  accent: z.string().optional(),
});
export type ThemeColors = z.infer<typeof themeColors>;

/** Theme variables: border radii in px (defaults 20, 40, 120). */
export const themeVariables = z.object({
  'border-radius-1': z.number().min(0).default(20),
  'border-radius-2': z.number().min(0).default(40),
  'border-radius-3': z.number().min(0).default(120),
});

export const theme = z.object({
  preset: z.enum(['blue', 'red']).default('blue'),
  themeVariables: themeVariables.default({ 'border-radius-1': 20, 'border-radius-2': 40, 'border-radius-3': 120 }),
  themeColors: themeColors.partial().default({}),
  colorSchemesList: z.array(colorSchemeName).default(['normal', 'normal-grey', 'inverted']),
});
export type Theme = z.infer<typeof theme>;

/**
 * The theme as an editor saves it (CMS settings API): an unknown colour scheme key is refused
 * with a field message (422) instead of being dropped, so nothing the editor chose is lost silently.
 */
export const themeInput = theme.extend({
  colorSchemesList: z.array(colorSchemeName).default(['normal', 'normal-grey', 'inverted']),
});
