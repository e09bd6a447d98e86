/** `script_block` in the browser: {@link scriptBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ScriptBlock } from './ScriptBlock';
import { scriptBlockSchema } from './schema';

export const scriptBlock = defineBlock(scriptBlockSchema, ScriptBlock);
