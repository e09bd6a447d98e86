/** `offices_block` in the browser: {@link officesBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { OfficesBlock } from './OfficesBlock';
import { officesBlockSchema } from './schema';

export const officesBlock = defineBlock(officesBlockSchema, OfficesBlock);
