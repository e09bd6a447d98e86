/**
 * `map_marker_item` (spec 001 §3 "Map items: coords {lat, lng}, hover_id, popup_repeater, tooltip,
 * main_title, description, cta, markerColor"): one marker of a hand-made map (coordinates map,
 * sold properties), with an optional tooltip text and popup entries (`property_map_item`). Rendered
 * by its parent map block; never placed directly in a page.
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { color, link, localizedText, richText } from '../../../schema/content';
import { defineBlock } from '../../defineBlock';
import { latLng, propertyMapItem } from '../property_map_item/index';
import { mapMarkerItemDemo } from './demo';

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

export const mapMarkerItemBlock = defineBlock({
  type: 'map_marker_item',
  family: 'item',
  item: true,
  label: { fr: 'Marqueur de carte', en: 'Map marker' },
  fields: mapMarkerItemFields,
  params: mapMarkerItemParams,
  demo: mapMarkerItemDemo,
});
