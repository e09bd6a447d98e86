/**
 * `contact_info_item` (spec 001 §3 "item: main_title, description, icon_links_repeater"): one group
 * of contact details (e.g. "Bureau", "Heures d’ouverture") in contact infos and contact form blocks.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { itemBlock, repeater } from '../../../schema/block';
import { localizedText, richText } from '../../../schema/content';
import { iconLinkItem } from '../icon_link_item/index';
import { ContactInfoItem } from './ContactInfoItem';
import { contactInfoItemDemo } from './demo';

/** Fields: `main_title`, optional `description` (rich text), `icon_links_repeater` of `icon_link_item`. */
export const contactInfoItemFields = z.object({
  main_title: localizedText,
  description: richText.optional(),
  icon_links_repeater: repeater(iconLinkItem),
});
export const contactInfoItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'contact_info_item', block_params, fields}`. */
export const contactInfoItem = itemBlock('contact_info_item', contactInfoItemFields);
export type ContactInfoItemValue = z.output<typeof contactInfoItem>;

export const contactInfoItemBlock = defineBlock({
  type: 'contact_info_item',
  family: 'item',
  item: true,
  label: { fr: 'Information de contact', en: 'Contact information' },
  fields: contactInfoItemFields,
  params: contactInfoItemParams,
  component: ContactInfoItem,
  demo: contactInfoItemDemo,
});
