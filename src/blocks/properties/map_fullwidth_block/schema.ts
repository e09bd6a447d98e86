/**
 * `map_fullwidth_block` (spec 001 §2 "fullwidth map", §3 "Map items", §4 "Maps"): a map across the
 * whole width of the page with the block's markers, `map_marker_item` (a place with its popup) or
 * `property_map_item` (a listing with its popup). Loaded once in view; the wheel never zooms it (the
 * page keeps scrolling). Markers take their own `markerColor`, else `map_markers_color`, else the
 * theme's primary colour.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { color, colorSchemeName, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { mapMarkerItem, mapMarkerItemDemo } from '../map_marker_item/schema';
import { propertyMapItem, propertyMapItemDemo } from '../property_map_item/schema';

export const mapFullwidthBlockFields = z.object({
  /** Accessible name of the map (not shown); default "Map". */
  main_title: localizedText.optional(),
  map_markers_color: color.optional(),
  map_markers_repeater: repeater(z.union([mapMarkerItem, propertyMapItem])),
});
export const mapFullwidthBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: the Longueuil office and a listing nearby. */
export const mapFullwidthBlockDemo: { block_params?: z.input<typeof mapFullwidthBlockParams>; fields: z.input<typeof mapFullwidthBlockFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    main_title: { fr: 'Nos secteurs', en: 'Our areas' },
    map_markers_repeater: [
      { block_type: 'map_marker_item', ...mapMarkerItemDemo },
      { block_type: 'property_map_item', ...propertyMapItemDemo },
    ],
  },
};

export const mapFullwidthBlockSchema = defineBlockSchema({
  type: 'map_fullwidth_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Carte pleine largeur', en: 'Full-width map' },
  fields: mapFullwidthBlockFields,
  params: mapFullwidthBlockParams,
  demo: mapFullwidthBlockDemo,
});
