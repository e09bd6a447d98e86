/**
 * `categories_slider_block` (spec 001 §2 "categories slider (with property counts)", §3 "Category
 * card: property_count, main_title, image, link", §9 category card minimum heights; server data
 * `{ counts: { [type]: n } }` in `block_params.core_data`).
 *
 * Each card (`category_item`) may name the `property_type` it stands for: its count is then the
 * number of active listings of that type fed by the content API, falling back to the card's own
 * `property_count`.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { listingsFeed } from '../../../schema/listing';
import { defineBlockSchema } from '../../defineBlockSchema';
import { categoryItem } from '../category_item/schema';

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

const text = (fr: string, en: string) => ({ fr, en });
const category = (type: 'maison' | 'condo' | 'prop' | 'chalet' | 'terrain', fr: string, en: string, photo: string, count: number) => ({
  block_type: 'category_item' as const,
  fields: {
    property_type: type,
    property_count: count,
    main_title: text(fr, en),
    image: { media: { fr: { url: photo, alt: '' } } },
    link: { format: { type: 'text' as const }, text: text(fr, en), url: text(`/fr/proprietes?type=${type}`, `/en/properties?type=${type}`) },
  },
});

/** Demo: the five main property categories (counts come from the server when fed). */
export const categoriesSliderDemo: {
  block_params?: z.input<typeof categoriesSliderParams>;
  fields: z.input<typeof categoriesSliderFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: text('Explorer', 'Explore'),
    main_title: text('Chercher par type de propriété', 'Browse by property type'),
    categories_repeater: [
      category('maison', 'Maisons', 'Houses', '/listings/maison-1.svg', 0),
      category('condo', 'Condos', 'Condos', '/listings/condo.svg', 0),
      category('prop', 'Plex', 'Plexes', '/listings/plex.svg', 0),
      category('chalet', 'Chalets', 'Cottages', '/listings/chalet.svg', 0),
      category('terrain', 'Terrains', 'Land', '/listings/terrain.svg', 0),
    ],
  },
};

export const categoriesSliderBlockSchema = defineBlockSchema({
  type: 'categories_slider_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Carrousel de catégories', en: 'Categories slider' },
  fields: categoriesSliderFields,
  params: categoriesSliderParams,
  demo: categoriesSliderDemo,
});
