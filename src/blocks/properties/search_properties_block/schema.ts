/**
 * `search_properties_block` (spec 001 §2 "Search properties", §4 "Search", §9): the
 * listing search — filter bar, filters overlay, card list with infinite loading, map beside it
 * (mobile list/map toggle), filters synced to the URL and session storage.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { colorSchemeName, localizedText } from '../../../schema/content';
import { listingsFeed } from '../../../schema/listing';
import { defineBlockSchema } from '../../defineBlockSchema';

export const searchPropertiesFields = z.object({
  /** Page title above the bar (the page's h1 when the block is first). */
  main_title: localizedText.optional(),
});
/**
 * Params: `color_scheme`; `core_data` the first results for a visitor without filters (total, the
 * first 25 cards, `propertiesFilters`: the filters they answer), injected by the content API so
 * the page shows them in its HTML.
 */
export const searchPropertiesParams = z.object({
  color_scheme: colorSchemeName.optional(),
  core_data: listingsFeed.optional(),
});

/** Demo: the broker's search page title. */
export const searchPropertiesDemo: {
  block_params?: z.input<typeof searchPropertiesParams>;
  fields: z.input<typeof searchPropertiesFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    main_title: { fr: 'Propriétés à vendre et à louer', en: 'Properties for sale and for rent' },
  },
};

export const searchPropertiesBlockSchema = defineBlockSchema({
  type: 'search_properties_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Recherche de propriétés', en: 'Property search' },
  fields: searchPropertiesFields,
  params: searchPropertiesParams,
  demo: searchPropertiesDemo,
});
