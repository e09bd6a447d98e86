/**
 * `cta_block` (spec 001 §2 "CTA", §9 layout "CTA 150"): a title, optional rich text and one call to
 * action over an optional background image.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { colorSchemeName, image, link, localizedText, richText } from '../../../schema/content';
import { CtaBlock } from './CtaBlock';
import { ctaBlockDemo } from './demo';

export const ctaBlockFields = z.object({
  main_title: localizedText,
  description: richText.optional(),
  cta: link,
  image: image.optional(),
});
export const ctaBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

export const ctaBlock = defineBlock({
  type: 'cta_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Appel à l’action', en: 'Call to action' },
  fields: ctaBlockFields,
  params: ctaBlockParams,
  component: CtaBlock,
  demo: ctaBlockDemo,
});
