/**
 * `author_block` (spec 001 §2 "author block"): an article's author — portrait, name, role line and
 * short biography — at the end of a blog post; also placeable on any page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { colorSchemeName, image, localizedText, localizedTextarea } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';

export const authorBlockFields = z.object({
  super_title: localizedText.optional(),
  author_name: z.string(),
  author_avatar: image.optional(),
  author_subtitle: localizedText.optional(),
  description: localizedTextarea.optional(),
});
export const authorBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: the broker as author. */
export const authorBlockDemo: { block_params?: z.input<typeof authorBlockParams>; fields: z.input<typeof authorBlockFields> } = {
  block_params: { color_scheme: 'normal-grey' },
  fields: {
    super_title: { fr: 'À propos de l’auteure', en: 'About the author' },
    author_name: 'Julie Tremblay',
    author_avatar: { media: { fr: { url: '/images/portrait.svg', alt: 'Julie Tremblay' }, en: { url: '/images/portrait.svg', alt: 'Julie Tremblay' } } },
    author_subtitle: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' },
    description: {
      fr: 'Douze ans de courtage résidentiel sur la Rive-Sud : Longueuil, Brossard, Saint-Lambert et Boucherville.',
      en: 'Twelve years of residential brokerage on the South Shore: Longueuil, Brossard, Saint-Lambert and Boucherville.',
    },
  },
};

export const authorBlockSchema = defineBlockSchema({
  type: 'author_block',
  family: 'blog',
  colorScheme: true,
  label: { fr: 'Auteur', en: 'Author' },
  fields: authorBlockFields,
  params: authorBlockParams,
  demo: authorBlockDemo,
});
