import type { z } from 'zod';
import type { contactInfoItemFields } from './index';

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
