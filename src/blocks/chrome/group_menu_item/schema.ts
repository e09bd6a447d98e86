/** `group_menu_item`: one titled column of links in a megamenu panel (spec 000 §3 "Menu item: group_menu_repeater").
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock, repeater } from '../../../schema/block';
import { localizedText } from '../../../schema/content';
import { subMenuItem } from '../sub_menu_item/schema';

/** `main_title` (the column's heading) and its links (`sub_menu_repeater` of `sub_menu_item`). */
export const groupMenuItemFields = z.object({ main_title: localizedText, sub_menu_repeater: repeater(subMenuItem) });
export const groupMenuItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'group_menu_item', block_params, fields}`. */
export const groupMenuItem = itemBlock('group_menu_item', groupMenuItemFields);
export type GroupMenuItemValue = z.output<typeof groupMenuItem>;

export const groupMenuItemBlockSchema = defineBlockSchema({
  type: 'group_menu_item',
  family: 'chrome',
  item: true,
  label: { fr: 'Groupe de liens', en: 'Link group' },
  fields: groupMenuItemFields,
  params: groupMenuItemParams,
  demo: {
    fields: {
      main_title: { fr: 'Acheter', en: 'Buy' },
      sub_menu_repeater: [
        { block_type: 'sub_menu_item', fields: { menu_link: { format: { type: 'text' }, text: { fr: 'Propriétés à vendre', en: 'Homes for sale' }, url: { fr: '/fr/proprietes', en: '/en/properties' } } } },
      ],
    },
  },
});
