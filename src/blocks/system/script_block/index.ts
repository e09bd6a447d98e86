/**
 * `script_block` (spec 001 §2 "Script block", §9 padding multipliers): admin-authored HTML with
 * scripts, optionally frontend-only, with padding on four sides in px (scaled 0.5 / 0.75 / 1 by
 * breakpoint). Only admins may create or change it (enforced by the CMS API).
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { code, colorSchemeName } from '../../../schema/content';
import { ScriptBlock } from './ScriptBlock';
import { scriptBlockDemo } from './demo';

/** A padding in px, 0–400, default 0. */
const padding = z.number().min(0).max(400).default(0);

/**
 * `content`: HTML + scripts per locale (monaco `code` widget); `frontend_only`: render nothing on
 * the server (default false); `padding_*`: px before the breakpoint multiplier.
 */
export const scriptBlockFields = z.object({
  content: code,
  frontend_only: z.boolean().default(false),
  padding_top: padding,
  padding_right: padding,
  padding_bottom: padding,
  padding_left: padding,
});
export const scriptBlockParams = z.object({ color_scheme: colorSchemeName.optional() });
export type ScriptBlockFields = z.input<typeof scriptBlockFields>;

export const scriptBlock = defineBlock({
  type: 'script_block',
  family: 'system',
  colorScheme: true,
  label: { fr: 'Bloc de script', en: 'Script block' },
  fields: scriptBlockFields,
  params: scriptBlockParams,
  component: ScriptBlock,
  demo: scriptBlockDemo,
});
