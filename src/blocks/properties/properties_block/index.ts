/**
 * `properties_block` (spec 001 §2 "Properties", §3 "Server data feeding blocks"; issue 5 §2): a
 * title, a call to action and listing cards beside a map. The listings come from
 * `block_params.core_data` (`{ total, propertiesListing, propertiesMap }`, injected by the content
 * API from the block's `block_params.filters`).
 */
import { z } from 'zod';
import { colorSchemeName, color, link, localizedText } from '../../../schema/content';
import { listingsFeed } from '../../../schema/listing';
import { defineBlock } from '../../defineBlock';
import { propertiesBlockDemo } from './demo';
import { PropertiesBlock } from './PropertiesBlock';

/** Fields: `main_title`, optional `cta` (e.g. "Voir toutes nos propriétés"). */
export const propertiesBlockFields = z.object({
  main_title: localizedText.optional(),
  cta: link.optional(),
});

/**
 * Params: `color_scheme`; `properties_cta_enabled` (default true) shows the CTA; `core_data` the
 * server feed; `filters` a partial search filter state choosing the listings (read by the content
 * API); `map_markers_color` (`#rrggbb`, default the theme's primary colour).
 */
export const propertiesBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  properties_cta_enabled: z.boolean().default(true),
  core_data: listingsFeed.prefault({}),
  filters: z.record(z.string(), z.unknown()).optional(),
  map_markers_color: color.optional(),
});

export const propertiesBlock = defineBlock({
  type: 'properties_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Propriétés avec carte', en: 'Properties with map' },
  fields: propertiesBlockFields,
  params: propertiesBlockParams,
  component: PropertiesBlock,
  demo: propertiesBlockDemo,
});
