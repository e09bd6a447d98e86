/**
 * `contact_form_block` (spec 000 §4–§5 "Contact form", §7 "Contact"; spec 001 §3 "Contact form
 * block: recipient_type, recipient_slug, broker_avatar, broker_name, broker_subtitle,
 * broker_under_subtitle, contact_infos_repeater; orientation_x full or center").
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { recipientType } from '../../../schema/contact';
import { colorSchemeName, image, localizedText, richText } from '../../../schema/content';
import { contactInfoItem } from '../contact_info_item/schema';

/**
 * Fields: titles and description; who receives the request (`recipient_type`, `recipient_slug`);
 * the broker card (avatar, name, subtitle, under-subtitle); contact info items beside the form.
 */
export const contactFormBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  recipient_type: recipientType.optional(),
  recipient_slug: z.string().optional(),
  broker_avatar: image.optional(),
  broker_name: z.string().optional(),
  broker_subtitle: localizedText.optional(),
  broker_under_subtitle: localizedText.optional(),
  contact_infos_repeater: repeater(contactInfoItem),
});

/**
 * `orientation_x`: `full` (details beside the form, default) or `center` (one centred column).
 * On a listing page the server adds `listing_uls` (MLS number, sent as `uls` so the
 * lead records it) and `listing_address` (per locale), which prefills the message with
 * `contact-form.listing-message` ("I'd like more information about {address} (MLS {uls}).").
 */
export const contactFormBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['full', 'center']).optional(),
  listing_uls: z.string().regex(/^[A-Za-z0-9-]{1,32}$/).optional(),
  listing_address: localizedText.optional(),
});

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

export const contactFormBlockSchema = defineBlockSchema({
  type: 'contact_form_block',
  family: 'contact',
  colorScheme: true,
  label: { fr: 'Formulaire de contact', en: 'Contact form' },
  fields: contactFormBlockFields,
  params: contactFormBlockParams,
  demo: contactFormBlockDemo,
});
