/** `menu_item` (spec 000 §3 "Menu item"): a header menu link with an optional submenu.  *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock, repeater } from '../../../schema/block';
import { image, link, localizedText, localizedTextarea } from '../../../schema/content';
import { groupMenuItem } from '../group_menu_item/schema';
import { subMenuItem } from '../sub_menu_item/schema';

/** `menu_link` (its url may be empty when the item only opens its submenu) and `sub_menu_repeater`. */
export const menuItemFields = z.object({
  menu_link: link,
  sub_menu_repeater: repeater(subMenuItem),
  /** Megamenu panel only: the picture, title and text beside the link groups (spec 000 §3). */
  featured_image: image.optional(),
  main_title: localizedText.optional(),
  description: localizedTextarea.optional(),
  /** Megamenu panel only: titled columns of links. */
  group_menu_repeater: repeater(groupMenuItem),
});
export const menuItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'menu_item', block_params, fields}`. */
export const menuItem = itemBlock('menu_item', menuItemFields);
export type MenuItemValue = z.output<typeof menuItem>;

export const menuItemBlockSchema = defineBlockSchema({
  type: 'menu_item',
  family: 'chrome',
  item: true,
  label: { fr: 'Élément de menu', en: 'Menu item' },
  fields: menuItemFields,
  params: menuItemParams,
  demo: {
    fields: {
      menu_link: { format: { type: 'text' }, text: { fr: 'À propos', en: 'About' }, url: { fr: '/fr/a-propos', en: '/en/about' } },
      sub_menu_repeater: [],
    },
  },
});
