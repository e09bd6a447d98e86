/** `list_block` in the browser: {@link listBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ListBlock } from './ListBlock';
import { listBlockSchema } from './schema';

export const listBlock = defineBlock(listBlockSchema, ListBlock);
