/** `error_block` in the browser: {@link errorBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ErrorBlock } from './ErrorBlock';
import { errorBlockSchema } from './schema';

export const errorBlock = defineBlock(errorBlockSchema, ErrorBlock);
