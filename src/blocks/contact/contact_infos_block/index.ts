/** `contact_infos_block` in the browser: {@link contactInfosBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ContactInfosBlock } from './ContactInfosBlock';
import { contactInfosBlockSchema } from './schema';

export const contactInfosBlock = defineBlock(contactInfosBlockSchema, ContactInfosBlock);
