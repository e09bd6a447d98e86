/**
 * `contact_info_item` (spec 001 §3 "item: main_title, description, icon_links_repeater"): one group
 * of contact details (e.g. "Bureau", "Heures d’ouverture") in contact infos and contact form blocks.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock, repeater } from '../../../schema/block';
import { localizedText, richText } from '../../../schema/content';
import { iconLinkItem } from '../icon_link_item/schema';

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

/** Demo: the brokerage office in Sherbrooke with phone, e-mail and address. */
export const contactInfoItemDemo: { fields: z.input<typeof contactInfoItemFields> } = {
  fields: {
    main_title: { fr: 'Bureau de Sherbrooke', en: 'Sherbrooke office' },
    description: {
      fr: '<p>Sur rendez-vous, du lundi au samedi.</p>',
      en: '<p>By appointment, Monday to Saturday.</p>',
    },
    icon_links_repeater: [
      {
        block_type: 'icon_link_item',
        fields: {
          icon: { type: 'phone' },
          link: {
            format: { type: 'text' },
            text: { fr: '819 555-0142', en: '819-555-0142' },
            url: { fr: 'tel:+18195550142', en: 'tel:+18195550142' },
          },
        },
      },
      {
        block_type: 'icon_link_item',
        fields: {
          icon: { type: 'mail' },
          link: {
            format: { type: 'text' },
            text: { fr: 'bonjour@isabelletremblay.ca', en: 'bonjour@isabelletremblay.ca' },
            url: { fr: 'mailto:bonjour@isabelletremblay.ca', en: 'mailto:bonjour@isabelletremblay.ca' },
          },
        },
      },
      {
        block_type: 'icon_link_item',
        fields: {
          icon: { type: 'map-pin' },
          link: {
            format: { type: 'text' },
            text: {
              fr: '2630, rue King Ouest, Sherbrooke (Québec) J1L 1C1',
              en: '2630 King Street West, Sherbrooke, Quebec J1L 1C1',
            },
            url: {
              fr: 'https://www.openstreetmap.org/search?query=2630%20rue%20King%20Ouest%20Sherbrooke',
              en: 'https://www.openstreetmap.org/search?query=2630%20rue%20King%20Ouest%20Sherbrooke',
            },
            target: '_blank',
          },
        },
      },
    ],
  },
};

export const contactInfoItemBlockSchema = defineBlockSchema({
  type: 'contact_info_item',
  family: 'contact',
  item: true,
  label: { fr: 'Information de contact', en: 'Contact information' },
  fields: contactInfoItemFields,
  params: contactInfoItemParams,
  demo: contactInfoItemDemo,
});
