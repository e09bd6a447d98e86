/**
 * `icon_link_item` (spec 001 §3 "Contact infos block ... item"): one icon beside one link, used in
 * contact infos (phone, e-mail, address) and in the footer's social links.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock } from '../../../schema/block';
import { icon, link } from '../../../schema/content';

/** Fields: `icon` (icon value) and `link` (link value). */
export const iconLinkItemFields = z.object({ icon, link });
export const iconLinkItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'icon_link_item', block_params, fields}`. */
export const iconLinkItem = itemBlock('icon_link_item', iconLinkItemFields);
export type IconLinkItemValue = z.output<typeof iconLinkItem>;

/** Demo: the broker's direct line. */
export const iconLinkItemDemo: { fields: z.input<typeof iconLinkItemFields> } = {
  fields: {
    icon: { type: 'phone' },
    link: {
      format: { type: 'text' },
      text: { fr: '819 555-0142', en: '819-555-0142' },
      url: { fr: 'tel:+18195550142', en: 'tel:+18195550142' },
    },
  },
};

export const iconLinkItemBlockSchema = defineBlockSchema({
  type: 'icon_link_item',
  family: 'contact',
  item: true,
  label: { fr: 'Lien avec icône', en: 'Icon link' },
  fields: iconLinkItemFields,
  params: iconLinkItemParams,
  demo: iconLinkItemDemo,
});
