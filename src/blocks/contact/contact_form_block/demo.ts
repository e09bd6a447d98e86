import type { z } from 'zod';
import type { contactFormBlockFields, contactFormBlockParams } from './index';

/** Demo: a Sherbrooke broker's contact form with her card, phone, e-mail and office hours. */
export const contactFormBlockDemo: {
  block_params?: z.input<typeof contactFormBlockParams>;
  fields: z.input<typeof contactFormBlockFields>;
} = {
  block_params: { color_scheme: 'normal-grey', orientation_x: 'full' },
  fields: {
    super_title: { fr: 'Écrivez-moi', en: 'Get in touch' },
    main_title: { fr: 'Parlons de votre projet immobilier', en: 'Let’s talk about your real estate project' },
    description: {
      fr: '<p>Vendre, acheter ou connaître la valeur de votre propriété en Estrie : laissez-moi quelques mots et je vous réponds en moins de 24 heures ouvrables.</p>',
      en: '<p>Selling, buying or curious about what your Eastern Townships property is worth? Leave me a few words and I will get back to you within one business day.</p>',
    },
    recipient_type: 'broker',
    recipient_slug: 'isabelle-tremblay',
    broker_avatar: {
      media: {
        fr: { url: '/placeholders/member.svg', alt: 'Portrait d’Isabelle Tremblay' },
        en: { url: '/placeholders/member.svg', alt: 'Portrait of Isabelle Tremblay' },
      },
    },
    broker_name: 'Isabelle Tremblay',
    broker_subtitle: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' },
    broker_under_subtitle: { fr: 'Agence immobilière Estrie Plus inc.', en: 'Agence immobilière Estrie Plus inc.' },
    contact_infos_repeater: [
      {
        block_type: 'contact_info_item',
        fields: {
          main_title: { fr: 'Me joindre', en: 'Reach me' },
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
          ],
        },
      },
      {
        block_type: 'contact_info_item',
        fields: {
          main_title: { fr: 'Disponibilités', en: 'Availability' },
          description: {
            fr: '<p>Lundi au vendredi : 9 h à 19 h<br>Samedi : 10 h à 16 h</p>',
            en: '<p>Monday to Friday: 9 a.m. to 7 p.m.<br>Saturday: 10 a.m. to 4 p.m.</p>',
          },
          icon_links_repeater: [],
        },
      },
    ],
  },
};
