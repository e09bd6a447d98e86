/** `test_block` in the browser: {@link testBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { TestBlock } from './TestBlock';
import { testBlockSchema } from './schema';

export const testBlock = defineBlock(testBlockSchema, TestBlock);
