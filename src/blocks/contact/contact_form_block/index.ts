/** `contact_form_block` in the browser: {@link contactFormBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ContactFormBlock } from './ContactFormBlock';
import { contactFormBlockSchema } from './schema';

export const contactFormBlock = defineBlock(contactFormBlockSchema, ContactFormBlock);
