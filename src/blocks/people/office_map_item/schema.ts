/**
 * `office_map_item` (spec 001 §3 "Map items: coords {lat, lng}, hover_id, popup_repeater, tooltip,
 * main_title, description, cta, markerColor"; "Office item: main_title, cta, image,
 * list_items_repeater"): one office of `offices_block` and `offices_map_block` written by hand —
 * name, photo, address and hours (rich text), phone and e-mail links, a call to action, and its
 * marker (`block_params.coords`, `hover_id`). Offices of the site's directory arrive instead in
 * the blocks' `core_data.succursales` and are drawn the same way.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it (no component).
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock, repeater } from '../../../schema/block';
import { color, image, link, localizedText, richText } from '../../../schema/content';
import { iconLinkItem } from '../../contact/icon_link_item/schema';

export const officeMapItemFields = z.object({
  main_title: localizedText,
  image: image.optional(),
  /** Address and opening hours. */
  description: richText.optional(),
  icon_links_repeater: repeater(iconLinkItem),
  cta: link.optional(),
});
export const officeMapItemParams = z.object({
  /** The marker's position, decimal degrees. */
  coords: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  /** Ties the list entry to its marker. */
  hover_id: z.union([z.string(), z.number()]).optional(),
  markerColor: color.optional(),
});
/** The repeater entry envelope `{block_type: 'office_map_item', block_params, fields}`. */
export const officeMapItem = itemBlock('office_map_item', officeMapItemFields, officeMapItemParams);
export type OfficeMapItemValue = z.output<typeof officeMapItem>;

/** Demo: an office in Old Longueuil. */
export const officeMapItemDemo: { block_params?: z.input<typeof officeMapItemParams>; fields: z.input<typeof officeMapItemFields> } = {
  block_params: { coords: { lat: 45.53838, lng: -73.51142 }, hover_id: 'longueuil' },
  fields: {
    main_title: { fr: 'Vieux-Longueuil', en: 'Old Longueuil' },
    description: {
      fr: '<p>150, rue Saint-Charles Ouest<br>Longueuil (Québec) J4H 1C8</p>',
      en: '<p>150 Saint-Charles Street West<br>Longueuil, Quebec J4H 1C8</p>',
    },
    icon_links_repeater: [
      { block_type: 'icon_link_item', fields: { icon: { type: 'phone' }, link: { format: { type: 'text' }, text: { fr: '450 555-0150', en: '450-555-0150' }, url: { fr: 'tel:+14505550150', en: 'tel:+14505550150' } } } },
    ],
  },
};

export const officeMapItemBlockSchema = defineBlockSchema({
  type: 'office_map_item',
  family: 'people',
  item: true,
  label: { fr: 'Bureau (carte)', en: 'Office (map)' },
  fields: officeMapItemFields,
  params: officeMapItemParams,
  demo: officeMapItemDemo,
});
