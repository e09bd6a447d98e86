import type { z } from 'zod';
import { propertyListingItemDemo } from '../property_listing_item/demo';
import type { featuredPropertiesFields, featuredPropertiesParams } from './index';

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
