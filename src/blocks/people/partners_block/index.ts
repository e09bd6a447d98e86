/** `partners_block` in the browser: {@link partnersBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { PartnersBlock } from './PartnersBlock';
import { partnersBlockSchema } from './schema';

export const partnersBlock = defineBlock(partnersBlockSchema, PartnersBlock);
