/**
 * `coordinates_map_block` (spec 001 §2 "coordinates map", §3 "Coordinates map: map_markers_repeater
 * (each block_params.coords), map_markers_color", §4 "Maps"): a title and text above a map of one or
 * more places (`map_marker_item`s). The map loads once in view, behind a click gateway that blocks
 * map interaction until clicked and re-arms when the map leaves the view. Markers take
 * `map_markers_color` (or their own `markerColor`), else the theme's primary colour.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { color, colorSchemeName, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { mapMarkerItem, mapMarkerItemDemo } from '../map_marker_item/schema';

export const coordinatesMapBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  map_markers_color: color.optional(),
  map_markers_repeater: repeater(mapMarkerItem),
});
export const coordinatesMapBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: the Longueuil office. */
export const coordinatesMapBlockDemo: { block_params?: z.input<typeof coordinatesMapBlockParams>; fields: z.input<typeof coordinatesMapBlockFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    main_title: { fr: 'Où nous trouver', en: 'Where to find us' },
    map_markers_repeater: [{ block_type: 'map_marker_item', ...mapMarkerItemDemo }],
  },
};

export const coordinatesMapBlockSchema = defineBlockSchema({
  type: 'coordinates_map_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Carte des coordonnées', en: 'Coordinates map' },
  fields: coordinatesMapBlockFields,
  params: coordinatesMapBlockParams,
  demo: coordinatesMapBlockDemo,
});
