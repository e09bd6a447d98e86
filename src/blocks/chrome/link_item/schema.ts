/** `link_item`: one link of a footer menu column (`footer_menu_item.links_repeater`).  *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock } from '../../../schema/block';
import { link } from '../../../schema/content';

export const linkItemFields = z.object({ link });
export const linkItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'link_item', block_params, fields: {link}}`. */
export const linkItem = itemBlock('link_item', linkItemFields);

export const linkItemBlockSchema = defineBlockSchema({
  type: 'link_item',
  family: 'chrome',
  item: true,
  label: { fr: 'Lien', en: 'Link' },
  fields: linkItemFields,
  params: linkItemParams,
  demo: {
    fields: {
      link: { format: { type: 'text' }, text: { fr: 'Contact', en: 'Contact' }, url: { fr: '/fr/contact', en: '/en/contact' } },
    },
  },
});
