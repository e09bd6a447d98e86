/**
 * `featured_item` (spec 001 §2 "Statistics: title and items (statistic_item, featured_item)"): a
 * highlighted fact of `statistics_block` told in words (a distinction, a promise) with an optional
 * link; never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';

export const featuredItemFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
});
/** The repeater entry envelope `{ block_type: 'featured_item', block_params, fields }`. */
export const featuredItem = itemBlock('featured_item', featuredItemFields);
export type FeaturedItemValue = z.output<typeof featuredItem>;

/** Demo: the agency's satisfaction promise. */
export const featuredItemDemo: { fields: z.input<typeof featuredItemFields> } = {
  fields: {
    super_title: { fr: 'Notre engagement', en: 'Our promise' },
    main_title: { fr: 'Un rappel en moins de 24 heures', en: 'A call back within 24 hours' },
    description: { fr: '<p>Chaque demande reçoit une réponse d’un courtier le jour ouvrable même.</p>', en: '<p>Every request is answered by a broker the same business day.</p>' },
  },
};

export const featuredItemBlockSchema = defineBlockSchema({
  type: 'featured_item',
  family: 'people',
  item: true,
  label: { fr: 'Fait saillant', en: 'Featured fact' },
  fields: featuredItemFields,
  params: z.object({}),
  demo: featuredItemDemo,
});
