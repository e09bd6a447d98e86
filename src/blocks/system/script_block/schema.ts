/**
 * `script_block` (spec 001 §2 "Script block", §9 padding multipliers): admin-authored HTML with
 * scripts, optionally frontend-only, with padding on four sides in px (scaled 0.5 / 0.75 / 1 by
 * breakpoint). Only admins may create or change it (enforced by the CMS API).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { code, colorSchemeName } from '../../../schema/content';

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

/** Demo: a small bilingual notice whose script stamps the year in the browser. */
export const scriptBlockDemo: {
  block_params?: z.input<typeof scriptBlockParams>;
  fields: z.input<typeof scriptBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    content: {
      fr: '<p class="vitrine-script-demo">Contenu intégré par script — © <span data-year>2025</span> Vitrine</p>\n<script>\n  document.querySelectorAll(\'.vitrine-script-demo [data-year]\').forEach((el) => { el.textContent = String(new Date().getFullYear()); });\n</script>',
      en: '<p class="vitrine-script-demo">Script-embedded content — © <span data-year>2025</span> Vitrine</p>\n<script>\n  document.querySelectorAll(\'.vitrine-script-demo [data-year]\').forEach((el) => { el.textContent = String(new Date().getFullYear()); });\n</script>',
    },
    frontend_only: false,
    padding_top: 48,
    padding_right: 24,
    padding_bottom: 48,
    padding_left: 24,
  },
};

export const scriptBlockSchema = defineBlockSchema({
  type: 'script_block',
  family: 'system',
  colorScheme: true,
  label: { fr: 'Bloc de script', en: 'Script block' },
  fields: scriptBlockFields,
  params: scriptBlockParams,
  demo: scriptBlockDemo,
});
