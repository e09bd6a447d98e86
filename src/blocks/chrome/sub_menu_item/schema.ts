/** `sub_menu_item` (spec 000 §3 "Menu item"): one link of a header submenu.  *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock } from '../../../schema/block';
import { link } from '../../../schema/content';

export const subMenuItemFields = z.object({ menu_link: link });
export const subMenuItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'sub_menu_item', block_params, fields: {menu_link}}`. */
export const subMenuItem = itemBlock('sub_menu_item', subMenuItemFields);

export const subMenuItemBlockSchema = defineBlockSchema({
  type: 'sub_menu_item',
  family: 'chrome',
  item: true,
  label: { fr: 'Lien de sous-menu', en: 'Submenu link' },
  fields: subMenuItemFields,
  params: subMenuItemParams,
  demo: {
    fields: {
      menu_link: {
        format: { type: 'text' },
        text: { fr: 'Acheter', en: 'Buy' },
        url: { fr: '/fr/acheter', en: '/en/buy' },
      },
    },
  },
});
