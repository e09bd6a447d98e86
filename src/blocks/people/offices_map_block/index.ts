/** `offices_map_block` in the browser: {@link officesMapBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { OfficesMapBlock } from './OfficesMapBlock';
import { officesMapBlockSchema } from './schema';

export const officesMapBlock = defineBlock(officesMapBlockSchema, OfficesMapBlock);
