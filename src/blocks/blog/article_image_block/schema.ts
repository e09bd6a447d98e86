/**
 * `article_image_block`: an illustration of an article body with its caption per locale (spec
 * 001 §3 "Post": main_content blocks).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { image, localizedText } from '../../../schema/content';

export const articleImageBlockFields = z.object({ image, caption: localizedText.optional() });
export const articleImageBlockParams = z.object({});

/** Demo: a street of the South Shore. */
export const articleImageBlockDemo: { fields: z.input<typeof articleImageBlockFields> } = {
  fields: {
    image: {
      media: {
        fr: { url: '/blog/neighbourhood.svg', alt: 'Une rue bordée d’arbres et de maisons jumelées' },
        en: { url: '/blog/neighbourhood.svg', alt: 'A tree-lined street of semi-detached houses' },
      },
    },
    caption: { fr: 'Le Vieux-Longueuil, à deux pas du fleuve.', en: 'Old Longueuil, steps from the river.' },
  },
};

export const articleImageBlockSchema = defineBlockSchema({
  type: 'article_image_block',
  family: 'blog',
  articleBody: true,
  label: { fr: 'Image d’article', en: 'Article image' },
  fields: articleImageBlockFields,
  params: articleImageBlockParams,
  demo: articleImageBlockDemo,
});
