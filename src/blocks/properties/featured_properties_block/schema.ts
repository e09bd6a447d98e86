/**
 * `featured_properties_block` (spec 001 §2 "Featured properties carousel: title and call to action;
 * autoplay with progress bar and wrap-around arrows"; §9 autoplay 5000 ms, progress 4000 ms; §3
 * server data `{ total, propertiesListing }` in `block_params.core_data`).
 *
 * Slides: the listings fed by the content API (narrowed by `block_params.filters`), then the
 * hand-made `property_listing_item` entries of `listings_repeater`.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { listingsFeed } from '../../../schema/listing';
import { defineBlockSchema } from '../../defineBlockSchema';
import { propertyListingItem } from '../property_listing_item/schema';
import { propertyListingItemDemo } from '../property_listing_item/schema';

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

const text = (fr: string, en: string) => ({ fr, en });

/** Demo: the broker's featured listings, with one hand-made exclusive listing. */
export const featuredPropertiesDemo: {
  block_params?: z.input<typeof featuredPropertiesParams>;
  fields: z.input<typeof featuredPropertiesFields>;
} = {
  block_params: { color_scheme: 'normal-grey' },
  fields: {
    super_title: text('En vedette', 'Featured'),
    main_title: text('Mes coups de cœur du moment', 'My current favourites'),
    cta: {
      format: { type: 'button-outline' },
      text: text('Voir toutes les propriétés', 'See all properties'),
      url: text('/fr/proprietes', '/en/properties'),
    },
    listings_repeater: [{ block_type: 'property_listing_item', fields: propertyListingItemDemo.fields }],
  },
};

export const featuredPropertiesBlockSchema = defineBlockSchema({
  type: 'featured_properties_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Propriétés en vedette', en: 'Featured properties' },
  fields: featuredPropertiesFields,
  params: featuredPropertiesParams,
  demo: featuredPropertiesDemo,
});
