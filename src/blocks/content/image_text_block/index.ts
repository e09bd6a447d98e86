/**
 * `image_text_block` (spec 001 §2 "image+text", §3): an image beside super title, title, rich text
 * and an optional call to action; `orientation_x` is the image side (left by default).
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { colorSchemeName, image, link, localizedText, richText } from '../../../schema/content';
import { ImageTextBlock } from './ImageTextBlock';
import { imageTextBlockDemo } from './demo';

export const imageTextBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText,
  image,
  cta: link.optional(),
});
export const imageTextBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['left', 'right']).optional(),
});

export const imageTextBlock = defineBlock({
  type: 'image_text_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Image et texte', en: 'Image and text' },
  fields: imageTextBlockFields,
  params: imageTextBlockParams,
  component: ImageTextBlock,
  demo: imageTextBlockDemo,
});
