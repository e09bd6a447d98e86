/**
 * `contact_form_block` (spec 000 §4–§5 "Contact form", §7 "Contact"; spec 001 §3 "Contact form
 * block: recipient_type, recipient_slug, broker_avatar, broker_name, broker_subtitle,
 * broker_under_subtitle, contact_infos_repeater; orientation_x full or center").
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { repeater } from '../../../schema/block';
import { recipientType } from '../../../schema/contact';
import { colorSchemeName, image, localizedText, richText } from '../../../schema/content';
import { contactInfoItem } from '../contact_info_item/index';
import { ContactFormBlock } from './ContactFormBlock';
import { contactFormBlockDemo } from './demo';

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
 * On a listing page (issue 5 §3) the server adds `listing_uls` (MLS number, sent as `uls` so the
 * lead records it) and `listing_address` (per locale), which prefills the message with
 * `contact-form.listing-message` ("I'd like more information about {address} (MLS {uls}).").
 */
export const contactFormBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['full', 'center']).optional(),
  listing_uls: z.string().regex(/^[A-Za-z0-9-]{1,32}$/).optional(),
  listing_address: localizedText.optional(),
});

export const contactFormBlock = defineBlock({
  type: 'contact_form_block',
  family: 'contact',
  colorScheme: true,
  label: { fr: 'Formulaire de contact', en: 'Contact form' },
  fields: contactFormBlockFields,
  params: contactFormBlockParams,
  component: ContactFormBlock,
  demo: contactFormBlockDemo,
});
