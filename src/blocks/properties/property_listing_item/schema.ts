/**
 * `property_listing_item` (spec 001 §3 "Property listing item: hover_id, super_title, main_title,
 * sub_title, secondary_title, link, tags_repeater, list_items_repeater, medias_repeater (only the
 * first media shown)"): a listing presented by hand in the editor — a large featured slide of
 * `featured_properties_block` (its `listings_repeater`), drawn like the listings the server feeds.
 * `hover_id` is the MLS number the item stands for (used to match a map marker or a feed card).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { link, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { iconListItem, mediaItem, tagItem } from './listingItemParts';

export const propertyListingItemFields = z.object({
  hover_id: z.string().optional(),
  super_title: localizedText.optional(),
  main_title: localizedText,
  sub_title: localizedText.optional(),
  secondary_title: localizedText.optional(),
  link: link.optional(),
  tags_repeater: repeater(tagItem),
  list_items_repeater: repeater(iconListItem),
  medias_repeater: repeater(mediaItem),
});
export const propertyListingItemParams = z.object({});
/** The repeater entry envelope `{ block_type: 'property_listing_item', block_params, fields }`. */
export const propertyListingItem = itemBlock('property_listing_item', propertyListingItemFields);
export type PropertyListingItemValue = z.output<typeof propertyListingItem>;

const text = (fr: string, en: string) => ({ fr, en });

/** Demo: a lakefront cottage presented by hand. */
export const propertyListingItemDemo: { fields: z.input<typeof propertyListingItemFields> } = {
  fields: {
    hover_id: '25506613',
    super_title: text('Exclusivité', 'Exclusive'),
    main_title: text('649 000 $', '$649,000'),
    sub_title: text('12, chemin des Pins, Magog', '12 Chemin des Pins, Magog'),
    secondary_title: text('Chalet quatre saisons au bord du lac Memphrémagog', 'Four-season cottage on Lake Memphremagog'),
    link: {
      format: { type: 'button' },
      text: text('Voir la propriété', 'View the property'),
      url: text('/fr/proprietes/chalet-magog-25506613', '/en/properties/cottage-magog-25506613'),
    },
    tags_repeater: [
      { block_type: 'tag_item', fields: { main_title: text('Bord de l’eau', 'Waterfront'), bg_color: '#e8f1fb', text_color: '#163a66' } },
      { block_type: 'tag_item', fields: { main_title: text('Visite libre dimanche', 'Open house Sunday') } },
    ],
    list_items_repeater: [
      { block_type: 'icon_list_item', fields: { icon: { type: 'bed' }, description: text('3 chambres', '3 bedrooms') } },
      { block_type: 'icon_list_item', fields: { icon: { type: 'bath' }, description: text('2 salles de bain', '2 bathrooms') } },
      { block_type: 'icon_list_item', fields: { icon: { type: 'house' }, description: text('1 620 pi²', '1,620 ft²') } },
    ],
    medias_repeater: [
      { block_type: 'media_item', fields: { media: { media: { fr: { url: '/listings/chalet.svg', alt: 'Chalet en bois rond au bord du lac', }, en: { url: '/listings/chalet.svg', alt: 'Log cottage by the lake' } } } } },
      { block_type: 'media_item', fields: { media: { media: { fr: { url: '/listings/salon.svg', alt: 'Salon' } } } } },
    ],
  },
};

export const propertyListingItemBlockSchema = defineBlockSchema({
  type: 'property_listing_item',
  family: 'properties',
  item: true,
  label: { fr: 'Propriété présentée', en: 'Presented property' },
  fields: propertyListingItemFields,
  params: propertyListingItemParams,
  demo: propertyListingItemDemo,
});
