/** `text_block_2` in the browser: {@link textBlock2Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { TextBlock2 } from './TextBlock2';
import { textBlock2Schema } from './schema';

export const textBlock2 = defineBlock(textBlock2Schema, TextBlock2);
