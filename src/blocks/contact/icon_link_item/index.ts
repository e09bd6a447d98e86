/**
 * `icon_link_item` (spec 001 §3 "Contact infos block ... item"): one icon beside one link, used in
 * contact infos (phone, e-mail, address) and in the footer's social links.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { itemBlock } from '../../../schema/block';
import { icon, link } from '../../../schema/content';
import { IconLinkItem } from './IconLinkItem';
import { iconLinkItemDemo } from './demo';

/** Fields: `icon` (icon value) and `link` (link value). */
export const iconLinkItemFields = z.object({ icon, link });
export const iconLinkItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'icon_link_item', block_params, fields}`. */
export const iconLinkItem = itemBlock('icon_link_item', iconLinkItemFields);
export type IconLinkItemValue = z.output<typeof iconLinkItem>;

export const iconLinkItemBlock = defineBlock({
  type: 'icon_link_item',
  family: 'item',
  item: true,
  label: { fr: 'Lien avec icône', en: 'Icon link' },
  fields: iconLinkItemFields,
  params: iconLinkItemParams,
  component: IconLinkItem,
  demo: iconLinkItemDemo,
});
