/**
 * `spacer_block` (spec 001 §2 "Spacer: background with a height"): vertical space in px (default 64)
 * with the scheme background or `bg_color_primary`.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { color, colorSchemeName } from '../../../schema/content';
import { SpacerBlock } from './SpacerBlock';
import { spacerBlockDemo } from './demo';

/** `height` in px, 0–600, default 64. */
export const spacerBlockFields = z.object({ height: z.number().min(0).max(600).default(64) });
export const spacerBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  bg_color_primary: color.optional(),
});

export const spacerBlock = defineBlock({
  type: 'spacer_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Espacement', en: 'Spacer' },
  fields: spacerBlockFields,
  params: spacerBlockParams,
  component: SpacerBlock,
  demo: spacerBlockDemo,
});
