/**
 * `spacer_block` (spec 001 §2 "Spacer: background with a height"): vertical space in px (default 64)
 * with the scheme background or `bg_color_primary`.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { color, colorSchemeName } from '../../../schema/content';

/** `height` in px, 0–600, default 64. */
export const spacerBlockFields = z.object({ height: z.number().min(0).max(600).default(64) });
export const spacerBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  bg_color_primary: color.optional(),
});

/** Demo: 64 px of breathing room. */
export const spacerBlockDemo: {
  block_params?: z.input<typeof spacerBlockParams>;
  fields: z.input<typeof spacerBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: { height: 64 },
};

export const spacerBlockSchema = defineBlockSchema({
  type: 'spacer_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Espacement', en: 'Spacer' },
  fields: spacerBlockFields,
  params: spacerBlockParams,
  demo: spacerBlockDemo,
});
