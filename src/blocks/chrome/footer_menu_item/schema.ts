/** `footer_menu_item`: one titled column of footer links (`links_repeater` of `link_item`).  *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock, repeater } from '../../../schema/block';
import { localizedText } from '../../../schema/content';
import { linkItem } from '../link_item/schema';

export const footerMenuItemFields = z.object({ main_title: localizedText, links_repeater: repeater(linkItem) });
export const footerMenuItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'footer_menu_item', block_params, fields}`. */
export const footerMenuItem = itemBlock('footer_menu_item', footerMenuItemFields);

export const footerMenuItemBlockSchema = defineBlockSchema({
  type: 'footer_menu_item',
  family: 'chrome',
  item: true,
  label: { fr: 'Colonne de liens', en: 'Link column' },
  fields: footerMenuItemFields,
  params: footerMenuItemParams,
  demo: {
    fields: {
      main_title: { fr: 'Services', en: 'Services' },
      links_repeater: [
        {
          block_type: 'link_item',
          fields: { link: { format: { type: 'text' }, text: { fr: 'Vendre', en: 'Sell' }, url: { fr: '/fr/vendre', en: '/en/sell' } } },
        },
      ],
    },
  },
});
