/** `text_block_1` in the browser: {@link textBlock1Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { TextBlock1 } from './TextBlock1';
import { textBlock1Schema } from './schema';

export const textBlock1 = defineBlock(textBlock1Schema, TextBlock1);
