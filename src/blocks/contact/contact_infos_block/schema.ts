/**
 * `contact_infos_block` (spec 001 §2 "contact infos", §3, §5: orientation_x left or right): a title,
 * a description and a list of contact info items.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { contactInfoItem } from '../contact_info_item/schema';
import { contactInfoItemDemo } from '../contact_info_item/schema';

export const contactInfosBlockFields = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  contact_infos_repeater: repeater(contactInfoItem),
});
/** `orientation_x`: side of the title column (left by default). */
export const contactInfosBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['left', 'right']).optional(),
});

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

export const contactInfosBlockSchema = defineBlockSchema({
  type: 'contact_infos_block',
  family: 'contact',
  colorScheme: true,
  label: { fr: 'Coordonnées', en: 'Contact information' },
  fields: contactInfosBlockFields,
  params: contactInfosBlockParams,
  demo: contactInfosBlockDemo,
});
