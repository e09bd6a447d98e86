import type { z } from 'zod';
import type { contactInfosBlockFields, contactInfosBlockParams } from './index';
import { contactInfoItemDemo } from '../contact_info_item/demo';

/** Demo: office and availability of a Sherbrooke residential broker. */
export const contactInfosBlockDemo: {
  block_params?: z.input<typeof contactInfosBlockParams>;
  fields: z.input<typeof contactInfosBlockFields>;
} = {
  block_params: { color_scheme: 'normal-grey', orientation_x: 'left' },
  fields: {
    main_title: { fr: 'Parlons de votre projet', en: 'Let’s talk about your project' },
    description: {
      fr: '<p>Vendre, acheter ou simplement connaître la valeur de votre propriété en Estrie : je vous réponds en moins de 24 heures.</p>',
      en: '<p>Selling, buying or simply curious about what your Eastern Townships property is worth? I answer within 24 hours.</p>',
    },
    contact_infos_repeater: [
      { block_type: 'contact_info_item', fields: contactInfoItemDemo.fields },
      {
        block_type: 'contact_info_item',
        fields: {
          main_title: { fr: 'Disponibilités', en: 'Availability' },
          description: {
            fr: '<p>Lundi au vendredi : 9 h à 19 h<br>Samedi : 10 h à 16 h</p>',
            en: '<p>Monday to Friday: 9 a.m. to 7 p.m.<br>Saturday: 10 a.m. to 4 p.m.</p>',
          },
          icon_links_repeater: [
            {
              block_type: 'icon_link_item',
              fields: {
                icon: { type: 'sms' },
                link: {
                  format: { type: 'text' },
                  text: { fr: 'Texto : 819 555-0199', en: 'Text: 819-555-0199' },
                  url: { fr: 'sms:+18195550199', en: 'sms:+18195550199' },
                },
              },
            },
          ],
        },
      },
    ],
  },
};
