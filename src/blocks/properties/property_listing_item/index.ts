/**
 * `property_listing_item` (spec 001 §3 "Property listing item: hover_id, super_title, main_title,
 * sub_title, secondary_title, link, tags_repeater, list_items_repeater, medias_repeater (only the
 * first media shown)"): a listing presented by hand in the editor — a large featured slide of
 * `featured_properties_block` (its `listings_repeater`), drawn like the listings the server feeds.
 * `hover_id` is the MLS number the item stands for (used to match a map marker or a feed card).
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { link, localizedText } from '../../../schema/content';
import { defineBlock } from '../../defineBlock';
import { propertyListingItemDemo } from './demo';
import { iconListItem, mediaItem, tagItem } from './listingItemParts';
import { PropertyListingItem } from './PropertyListingItem';

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

export const propertyListingItemBlock = defineBlock({
  type: 'property_listing_item',
  family: 'item',
  item: true,
  label: { fr: 'Propriété présentée', en: 'Presented property' },
  fields: propertyListingItemFields,
  params: propertyListingItemParams,
  component: PropertyListingItem,
  demo: propertyListingItemDemo,
});
