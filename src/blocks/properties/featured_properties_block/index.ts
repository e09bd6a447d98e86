/**
 * `featured_properties_block` (spec 001 §2 "Featured properties carousel: title and call to action;
 * autoplay with progress bar and wrap-around arrows"; §9 autoplay 5000 ms, progress 4000 ms; §3
 * server data `{ total, propertiesListing }` in `block_params.core_data`).
 *
 * Slides: the listings fed by the content API (narrowed by `block_params.filters`), then the
 * hand-made `property_listing_item` entries of `listings_repeater`.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { listingsFeed } from '../../../schema/listing';
import { defineBlock } from '../../defineBlock';
import { propertyListingItem } from '../property_listing_item/index';
import { featuredPropertiesDemo } from './demo';
import { FeaturedPropertiesBlock } from './FeaturedPropertiesBlock';

export const featuredPropertiesFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
  listings_repeater: repeater(propertyListingItem),
});
export const featuredPropertiesParams = z.object({
  color_scheme: colorSchemeName.optional(),
  /** Editor-set listing filters (read leniently by the content API). */
  filters: z.record(z.string(), z.unknown()).optional(),
  /** Server data injected by the content API. */
  core_data: listingsFeed.optional(),
});

export const featuredPropertiesBlock = defineBlock({
  type: 'featured_properties_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Propriétés en vedette', en: 'Featured properties' },
  fields: featuredPropertiesFields,
  params: featuredPropertiesParams,
  component: FeaturedPropertiesBlock,
  demo: featuredPropertiesDemo,
});
