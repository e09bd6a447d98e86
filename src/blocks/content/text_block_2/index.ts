/**
 * `text_block_2` (spec 001 §2 "text blocks", §3): super title, title, rich-text description and a
 * row of calls to action (`cta_repeater` of `cta_item`).
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { ctaItem } from '../cta_item/index';
import { TextBlock2 } from './TextBlock2';
import { textBlock2Demo } from './demo';

export const textBlock2Fields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText,
  cta_repeater: repeater(ctaItem),
});
/** `text_align`: alignment of the whole block (center by default). */
export const textBlock2Params = z.object({
  color_scheme: colorSchemeName.optional(),
  text_align: z.enum(['left', 'center', 'right']).optional(),
});

export const textBlock2 = defineBlock({
  type: 'text_block_2',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Bloc de texte 2', en: 'Text block 2' },
  fields: textBlock2Fields,
  params: textBlock2Params,
  component: TextBlock2,
  demo: textBlock2Demo,
});
