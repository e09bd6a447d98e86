/** `qa_item` in the browser: {@link qaItemBlockSchema}; its parent `qa_block` renders it. */
import { defineBlock } from '../../defineBlock';
import { qaItemBlockSchema } from './schema';

export const qaItemBlock = defineBlock(qaItemBlockSchema);
