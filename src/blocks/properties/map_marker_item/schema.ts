/**
 * `map_marker_item` (spec 001 §3 "Map items: coords {lat, lng}, hover_id, popup_repeater, tooltip,
 * main_title, description, cta, markerColor"): one marker of a hand-made map (coordinates map,
 * sold properties), with an optional tooltip text and popup entries (`property_map_item`). Rendered
 * by its parent map block; never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { color, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { latLng, propertyMapItem } from '../property_map_item/schema';

/** Marker content: titles, description, CTA, tooltip text and popup entries. */
export const mapMarkerItemFields = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: link.optional(),
  /** Short text shown on hover (tooltip). */
  tooltip: localizedText.optional(),
  popup_repeater: repeater(propertyMapItem),
});
/** `coords` (required), `hover_id`, and the marker colour (`#rrggbb`; default the theme primary). */
export const mapMarkerItemParams = z.object({
  coords: latLng,
  hover_id: z.string().optional(),
  markerColor: color.optional(),
});

/** The repeater entry envelope `{block_type: 'map_marker_item', block_params, fields}`. */
export const mapMarkerItem = itemBlock('map_marker_item', mapMarkerItemFields, mapMarkerItemParams);
export type MapMarkerItemValue = z.output<typeof mapMarkerItem>;

/** Demo of `map_marker_item`: the brokerage office in Longueuil. */
export const mapMarkerItemDemo = {
  block_params: { coords: { lat: 45.5369, lng: -73.5107 }, hover_id: 'bureau-longueuil' },
  fields: {
    main_title: { fr: 'Bureau de Longueuil', en: 'Longueuil office' },
    description: { fr: '<p>825, rue Saint-Laurent Ouest, Longueuil (Québec)</p>', en: '<p>825 Saint-Laurent Street West, Longueuil, Quebec</p>' },
    tooltip: { fr: 'Notre bureau', en: 'Our office' },
    popup_repeater: [],
  },
};

export const mapMarkerItemBlockSchema = defineBlockSchema({
  type: 'map_marker_item',
  family: 'properties',
  item: true,
  label: { fr: 'Marqueur de carte', en: 'Map marker' },
  fields: mapMarkerItemFields,
  params: mapMarkerItemParams,
  demo: mapMarkerItemDemo,
});
