/**
 * `biography_block` (spec 001 §2 "hero profile page and biography"): a member's biography — super
 * title, title and the text — with an optional aside of facts (licence number, office, languages)
 * as tags. The content API composes it on broker profile pages from the member's bio.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { tagItem } from '../../content/tag_item/schema';

export const biographyBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText,
  /** Facts beside the text (licence, office, designations). */
  tags_repeater: repeater(tagItem),
});
export const biographyBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: a broker's biography. */
export const biographyBlockDemo: { block_params?: z.input<typeof biographyBlockParams>; fields: z.input<typeof biographyBlockFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: { fr: 'Biographie', en: 'Biography' },
    main_title: { fr: 'À propos d’Émilie', en: 'About Émilie' },
    description: {
      fr: '<p>Émilie accompagne acheteurs et vendeurs depuis quatorze ans dans le Vieux-Longueuil, Saint-Lambert et Boucherville.</p>',
      en: '<p>Émilie has been helping buyers and sellers in Old Longueuil, Saint-Lambert and Boucherville for fourteen years.</p>',
    },
    tags_repeater: [{ block_type: 'tag_item', fields: { text: { fr: 'Permis E4100', en: 'Licence E4100' } } }],
  },
};

export const biographyBlockSchema = defineBlockSchema({
  type: 'biography_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Biographie', en: 'Biography' },
  fields: biographyBlockFields,
  params: biographyBlockParams,
  demo: biographyBlockDemo,
});
