/**
 * `offices_map_block` (spec 001 §2 "Offices with map", §3 "Office item", "Map items", §4 "Offices
 * map: active office set by click or focus on a list item or marker popup; hover tracked
 * separately; the map centres on all markers, then on the active one"): the offices listed beside a
 * lazily loaded map with one marker each. Offices come from the content API in
 * `block_params.core_data.succursales`, unless the block carries hand-written `offices_repeater`
 * items. Markers take `map_markers_color` or the theme's primary colour.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { color, colorSchemeName, localizedText, richText } from '../../../schema/content';
import { officesFeed } from '../../../schema/directory';
import { officeMapItem, officeMapItemDemo } from '../office_map_item/schema';

export const officesMapBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  map_markers_color: color.optional(),
  offices_repeater: repeater(officeMapItem),
});
export const officesMapBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  /** Server data injected by the content API. */
  core_data: officesFeed.optional(),
});

/** Demo: two hand-written offices. */
export const officesMapBlockDemo: { block_params?: z.input<typeof officesMapBlockParams>; fields: z.input<typeof officesMapBlockFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: { fr: 'Nos bureaux', en: 'Our offices' },
    main_title: { fr: 'Trouvez le bureau le plus près', en: 'Find the office nearest you' },
    offices_repeater: [
      { block_type: 'office_map_item', ...officeMapItemDemo },
      {
        block_type: 'office_map_item',
        block_params: { coords: { lat: 45.52834, lng: -73.57878 }, hover_id: 'plateau' },
        fields: {
          main_title: { fr: 'Montréal — Plateau-Mont-Royal', en: 'Montréal — Plateau-Mont-Royal' },
          description: { fr: '<p>1250, avenue du Mont-Royal Est<br>Montréal (Québec) H2J 1Y4</p>', en: '<p>1250 Mont-Royal Avenue East<br>Montréal, Quebec H2J 1Y4</p>' },
        },
      },
    ],
  },
};

export const officesMapBlockSchema = defineBlockSchema({
  type: 'offices_map_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Bureaux et carte', en: 'Offices with map' },
  fields: officesMapBlockFields,
  params: officesMapBlockParams,
  demo: officesMapBlockDemo,
});
