/** `text_img_multiple_block_1` in the browser: {@link textImgMultipleBlock1Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { TextImgMultipleBlock1 } from './TextImgMultipleBlock1';
import { textImgMultipleBlock1Schema } from './schema';

export const textImgMultipleBlock1 = defineBlock(textImgMultipleBlock1Schema, TextImgMultipleBlock1);
