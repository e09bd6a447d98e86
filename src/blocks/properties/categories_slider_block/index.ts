/**
 * `categories_slider_block` (spec 001 §2 "categories slider (with property counts)", §3 "Category
 * card: property_count, main_title, image, link", §9 category card minimum heights; server data
 * `{ counts: { [type]: n } }` in `block_params.core_data`).
 *
 * Each card may name the `property_type` it stands for: its count is then the number of active
 * listings of that type fed by the content API, falling back to the card's own `property_count`.
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { colorSchemeName, image, link, localizedText, richText } from '../../../schema/content';
import { listingsFeed, PROPERTY_TYPES } from '../../../schema/listing';
import { defineBlock } from '../../defineBlock';
import { CategoriesSliderBlock } from './CategoriesSliderBlock';
import { categoriesSliderDemo } from './demo';

/** A category card (repeater entry `category_item`). */
export const categoryItemFields = z.object({
  property_type: z.enum(PROPERTY_TYPES).optional(),
  property_count: z.number().int().min(0).optional(),
  main_title: localizedText,
  image: image.optional(),
  link: link.optional(),
});
export const categoryItem = itemBlock('category_item', categoryItemFields);
export type CategoryItemValue = z.output<typeof categoryItem>;

/** The registered item definition (editor forms and seed validation; rendered by the slider). */
export const categoryItemBlock = defineBlock({
  type: 'category_item',
  family: 'item',
  item: true,
  label: { fr: 'Carte de catégorie', en: 'Category card' },
  fields: categoryItemFields,
  params: z.object({}),
  demo: { fields: categoriesSliderDemo.fields.categories_repeater![0].fields },
});

export const categoriesSliderFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  categories_repeater: repeater(categoryItem),
});
export const categoriesSliderParams = z.object({
  color_scheme: colorSchemeName.optional(),
  /** Server data injected by the content API (`counts` per property type). */
  core_data: listingsFeed.optional(),
});

export const categoriesSliderBlock = defineBlock({
  type: 'categories_slider_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Carrousel de catégories', en: 'Categories slider' },
  fields: categoriesSliderFields,
  params: categoriesSliderParams,
  component: CategoriesSliderBlock,
  demo: categoriesSliderDemo,
});
