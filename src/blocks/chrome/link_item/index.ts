/** `link_item`: one link of a footer menu column (`footer_menu_item.links_repeater`). */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { itemBlock } from '../../../schema/block';
import { link } from '../../../schema/content';

export const linkItemFields = z.object({ link });
export const linkItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'link_item', block_params, fields: {link}}`. */
export const linkItem = itemBlock('link_item', linkItemFields);

export const linkItemBlock = defineBlock({
  type: 'link_item',
  family: 'item',
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
