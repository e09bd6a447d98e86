/**
 * `property_map_item` (spec 001 §3 "Map items", "Property popup"): a listing placed by hand on a
 * map, with its popup content (media, titles, link, list items). Rendered by the map blocks that
 * carry `map_markers_repeater`/`popup_repeater`; never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { blockEnvelope, itemBlock, repeater } from '../../../schema/block';
import { image, link, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';

/** `{lat, lng}` in decimal degrees (spec 001 §3 "Map items: coords {lat, lng}"). */
export const latLng = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** Popup fields: `media` (image), `main_title`, `sub_title`, `secondary_title`, `link`, `list_items_repeater`. */
export const propertyMapItemFields = z.object({
  media: image.optional(),
  main_title: localizedText,
  sub_title: localizedText.optional(),
  secondary_title: localizedText.optional(),
  link: link.optional(),
  /** Spec rows (item blocks such as `icon_list_item`), kept as envelopes. */
  list_items_repeater: repeater(blockEnvelope),
});
/** `coords` of the marker and the `hover_id` linking it to a list entry. */
export const propertyMapItemParams = z.object({ coords: latLng.optional(), hover_id: z.string().optional() });

/** The repeater entry envelope `{block_type: 'property_map_item', block_params, fields}`. */
export const propertyMapItem = itemBlock('property_map_item', propertyMapItemFields, propertyMapItemParams);
export type PropertyMapItemValue = z.output<typeof propertyMapItem>;

/** Demo of `property_map_item`: a Longueuil house with its popup content. */
export const propertyMapItemDemo = {
  block_params: { coords: { lat: 45.5312, lng: -73.5181 }, hover_id: '28451937' },
  fields: {
    media: { media: { fr: { url: '/listings/maison-1.svg', alt: 'Façade de la maison' }, en: { url: '/listings/maison-1.svg', alt: 'Front of the house' } } },
    main_title: { fr: '489 000 $', en: '$489,000' },
    sub_title: { fr: '123, rue Saint-Charles Ouest', en: '123, rue Saint-Charles Ouest' },
    secondary_title: { fr: 'Longueuil', en: 'Longueuil' },
    link: { text: { fr: 'Voir la propriété', en: 'View the property' }, url: { fr: '/fr/proprietes/maison-longueuil-28451937', en: '/en/properties/maison-longueuil-28451937' } },
    list_items_repeater: [],
  },
};

export const propertyMapItemBlockSchema = defineBlockSchema({
  type: 'property_map_item',
  family: 'properties',
  item: true,
  label: { fr: 'Propriété sur la carte', en: 'Property on the map' },
  fields: propertyMapItemFields,
  params: propertyMapItemParams,
  demo: propertyMapItemDemo,
});
