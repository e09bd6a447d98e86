/**
 * `offices_block` (spec 001 §2 "Offices grid", §3 "Office item", §4 "Offices: show-more reveals
 * all", §9 "Offices initially 9"): the site's offices as cards — photo (or the office placeholder),
 * name, address, hours, phone, e-mail and a directions link — the first 9, then a button reveals
 * all. Offices come from the content API in `block_params.core_data.succursales`, unless the block
 * carries hand-written `offices_repeater` items.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { officesFeed } from '../../../schema/directory';
import { officeMapItem, officeMapItemDemo } from '../office_map_item/schema';
import { OFFICES_INITIAL } from './constants';


export const officesBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  offices_repeater: repeater(officeMapItem),
});
export const officesBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  /** Server data injected by the content API. */
  core_data: officesFeed.optional(),
});

/** Demo: one hand-written office. */
export const officesBlockDemo: { block_params?: z.input<typeof officesBlockParams>; fields: z.input<typeof officesBlockFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: { fr: 'Nos bureaux', en: 'Our offices' },
    main_title: { fr: 'Venez nous rencontrer', en: 'Come and meet us' },
    offices_repeater: [{ block_type: 'office_map_item', ...officeMapItemDemo }],
  },
};

export const officesBlockSchema = defineBlockSchema({
  type: 'offices_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Grille de bureaux', en: 'Offices grid' },
  fields: officesBlockFields,
  params: officesBlockParams,
  demo: officesBlockDemo,
});

export { OFFICES_INITIAL };
