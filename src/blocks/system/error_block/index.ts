/**
 * `error_block` (spec 000 §2 "Error page", §8; spec 001 §3 "Error block: error_icon, debug_infos"):
 * icon, title, rich-text description, optional call to action and debug details. The renderer's
 * error page renders it with the page-load outcome; it may also be placed in a page.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { colorSchemeName, icon, link, localizedText, richText } from '../../../schema/content';
import { ErrorBlock } from './ErrorBlock';
import { errorBlockDemo } from './demo';

/** `debug_infos` is plain text shown in a collapsed <details> (the error page passes it only with exposeErrors). */
export const errorBlockFields = z.object({
  error_icon: icon,
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
  debug_infos: z.string().optional(),
});
export const errorBlockParams = z.object({ color_scheme: colorSchemeName.optional() });
export type ErrorBlockFields = z.input<typeof errorBlockFields>;

export const errorBlock = defineBlock({
  type: 'error_block',
  family: 'system',
  colorScheme: true,
  label: { fr: 'Bloc d’erreur', en: 'Error block' },
  fields: errorBlockFields,
  params: errorBlockParams,
  component: ErrorBlock,
  demo: errorBlockDemo,
});
