/**
 * `contact_infos_block` (spec 001 §2 "contact infos", §3, §5: orientation_x left or right): a title,
 * a description and a list of contact info items.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { contactInfoItem } from '../contact_info_item/index';
import { ContactInfosBlock } from './ContactInfosBlock';
import { contactInfosBlockDemo } from './demo';

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

export const contactInfosBlock = defineBlock({
  type: 'contact_infos_block',
  family: 'contact',
  colorScheme: true,
  label: { fr: 'Coordonnées', en: 'Contact information' },
  fields: contactInfosBlockFields,
  params: contactInfosBlockParams,
  component: ContactInfosBlock,
  demo: contactInfosBlockDemo,
});
