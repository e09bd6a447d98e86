/**
 * `sold_properties_block` (spec 001 §2 "Sold properties", §3 "Server data feeding blocks: sold
 * {mapMarkers}"): a title, a description, a call to action and a map of the broker's sold
 * listings. `orientation_x` places the text: `full` (default, text above a full-width map), `left`
 * or `right` (text beside the map); `map_markers_color` optional (default the theme's primary).
 */
import { z } from 'zod';
import { color, colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { listingsFeed } from '../../../schema/listing';
import { defineBlock } from '../../defineBlock';
import { soldPropertiesBlockDemo } from './demo';
import { SoldPropertiesBlock } from './SoldPropertiesBlock';

export const soldPropertiesBlockFields = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: link.optional(),
  orientation_x: z.enum(['full', 'left', 'right']).default('full'),
});

/** Params: `color_scheme`, `core_data` (`{ mapMarkers }` injected by the content API), `map_markers_color`. */
export const soldPropertiesBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  core_data: listingsFeed.prefault({}),
  map_markers_color: color.optional(),
});

export const soldPropertiesBlock = defineBlock({
  type: 'sold_properties_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Propriétés vendues', en: 'Sold properties' },
  fields: soldPropertiesBlockFields,
  params: soldPropertiesBlockParams,
  component: SoldPropertiesBlock,
  demo: soldPropertiesBlockDemo,
});
