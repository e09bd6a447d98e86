/**
 * `category_item` (spec 001 §3 "Category card: property_count, main_title, image, link"): one card
 * of the categories slider, rendered by `categories_slider_block`; never placed directly in a page.
 * `property_type` names the listing type the card stands for: its count then comes from the
 * content API's feed, falling back to `property_count`.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { image, link, localizedText } from '../../../schema/content';
import { PROPERTY_TYPES } from '../../../schema/listing';
import { defineBlockSchema } from '../../defineBlockSchema';

export const categoryItemFields = z.object({
  property_type: z.enum(PROPERTY_TYPES).optional(),
  property_count: z.number().int().min(0).optional(),
  main_title: localizedText,
  image: image.optional(),
  link: link.optional(),
});
/** The repeater entry envelope `{block_type: 'category_item', block_params, fields}`. */
export const categoryItem = itemBlock('category_item', categoryItemFields);
export type CategoryItemValue = z.output<typeof categoryItem>;

/** Demo: the houses card. */
export const categoryItemDemo: { fields: z.input<typeof categoryItemFields> } = {
  fields: {
    property_type: 'maison',
    property_count: 0,
    main_title: { fr: 'Maisons', en: 'Houses' },
    image: { media: { fr: { url: '/listings/maison-1.svg', alt: '' } } },
    link: {
      format: { type: 'text' },
      text: { fr: 'Maisons', en: 'Houses' },
      url: { fr: '/fr/proprietes?type=maison', en: '/en/properties?type=maison' },
    },
  },
};

export const categoryItemBlockSchema = defineBlockSchema({
  type: 'category_item',
  family: 'properties',
  item: true,
  label: { fr: 'Carte de catégorie', en: 'Category card' },
  fields: categoryItemFields,
  params: z.object({}),
  demo: categoryItemDemo,
});
