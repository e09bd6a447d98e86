/**
 * `header_outofnorm` (spec 000 §2 "Header and footer", §3 "Header fields", §4 "Headers", §5
 * "Header orientation_x: center or left (default … left for out-of-norm)", §9 "out-of-norm 138"):
 * the header fields of `header_classic`, the menu beside the logo by default.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import type { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { headerClassicDemo, headerClassicFields, headerClassicParams } from '../header_classic/schema';

export const headerOutofnormFields = headerClassicFields;
export const headerOutofnormParams = headerClassicParams;

/** Demo: the classic demo with the menu on the left. */
export const headerOutofnormDemo: {
  block_params?: z.input<typeof headerOutofnormParams>;
  fields: z.input<typeof headerOutofnormFields>;
} = {
  block_params: { color_scheme: 'normal', orientation_x: 'left' },
  fields: headerClassicDemo.fields,
};

export const headerOutofnormBlockSchema = defineBlockSchema({
  type: 'header_outofnorm',
  family: 'chrome',
  colorScheme: true,
  label: { fr: 'En-tête hors norme', en: 'Out-of-norm header' },
  fields: headerOutofnormFields,
  params: headerOutofnormParams,
  demo: headerOutofnormDemo,
});
