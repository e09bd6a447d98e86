/**
 * `sold_properties_block` (spec 001 §2 "Sold properties", §3 "Server data feeding blocks: sold
 * {mapMarkers}"): a title, a description, a call to action and a map of the broker's sold
 * listings. `orientation_x` places the text: `full` (default, text above a full-width map), `left`
 * or `right` (text beside the map); `map_markers_color` optional (default the theme's primary).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { color, colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { listingsFeed } from '../../../schema/listing';
import { defineBlockSchema } from '../../defineBlockSchema';

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

/** Demo of `sold_properties_block`: twelve sales on the South Shore of Montréal. */
const SALES: Array<[string, number, number, number]> = [
  ['24410563', 45.5312, -73.5181, 455000],
  ['19877402', 45.5201, -73.4795, 612000],
  ['27130945', 45.5389, -73.5095, 338500],
  ['15520318', 45.4998, -73.5062, 799000],
  ['22896051', 45.4612, -73.4502, 529000],
  ['18345770', 45.5338, -73.3494, 705000],
  ['26671209', 45.5772, -73.4421, 419900],
  ['13309847', 45.4371, -73.4914, 486000],
  ['29018466', 45.5089, -73.4217, 575500],
  ['21765530', 45.3916, -73.5151, 364000],
  ['16642097', 45.6006, -73.4626, 648000],
  ['25587316', 45.4749, -73.5603, 892000],
];

export const soldPropertiesBlockDemo = {
  block_params: {
    core_data: { mapMarkers: SALES.map(([uls, lat, lng, price]) => ({ uls, coords: [lat, lng] as [number, number], price })) },
  },
  fields: {
    main_title: { fr: 'Nos propriétés vendues', en: 'Our sold properties' },
    description: {
      fr: '<p>Chaque point représente une famille accompagnée jusqu’à la signature chez le notaire. Voyez où nous avons vendu au cours de la dernière année.</p>',
      en: '<p>Every dot is a family we guided all the way to the notary. See where we sold over the past year.</p>',
    },
    cta: {
      text: { fr: 'Obtenir une évaluation gratuite', en: 'Get a free evaluation' },
      url: { fr: '/fr/contact', en: '/en/contact' },
    },
    orientation_x: 'full' as const,
  },
};

export const soldPropertiesBlockSchema = defineBlockSchema({
  type: 'sold_properties_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Propriétés vendues', en: 'Sold properties' },
  fields: soldPropertiesBlockFields,
  params: soldPropertiesBlockParams,
  demo: soldPropertiesBlockDemo,
});
