/** `contact_info_item` in the browser: {@link contactInfoItemBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ContactInfoItem } from './ContactInfoItem';
import { contactInfoItemBlockSchema } from './schema';

export const contactInfoItemBlock = defineBlock(contactInfoItemBlockSchema, ContactInfoItem);
