/**
 * `text_block_1` (spec 001 §2 "text blocks", §3 "Text blocks", §5 orientation values): super title,
 * title, rich-text description and one optional call to action; the title column sits left or right.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { TextBlock1 } from './TextBlock1';
import { textBlock1Demo } from './demo';

export const textBlock1Fields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText,
  cta: link.optional(),
});
/** `orientation_x`: side of the title (left default); `text_align`: alignment of the text. */
export const textBlock1Params = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['left', 'right']).optional(),
  text_align: z.enum(['left', 'center', 'right']).optional(),
});

export const textBlock1 = defineBlock({
  type: 'text_block_1',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Bloc de texte 1', en: 'Text block 1' },
  fields: textBlock1Fields,
  params: textBlock1Params,
  component: TextBlock1,
  demo: textBlock1Demo,
});
