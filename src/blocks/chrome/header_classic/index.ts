/** `header_classic` in the browser: {@link headerClassicBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { HeaderClassic } from './HeaderClassic';
import { headerClassicBlockSchema } from './schema';

export const headerClassicBlock = defineBlock(headerClassicBlockSchema, HeaderClassic);
