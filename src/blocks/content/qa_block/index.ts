/** `qa_block` in the browser: {@link qaBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { QaBlock } from './QaBlock';
import { qaBlockSchema } from './schema';

export const qaBlock = defineBlock(qaBlockSchema, QaBlock);
