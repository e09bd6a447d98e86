/** `txt_img_double_block_1` in the browser: {@link txtImgDoubleBlock1Schema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { TxtImgDoubleBlock1 } from './TxtImgDoubleBlock1';
import { txtImgDoubleBlock1Schema } from './schema';

export const txtImgDoubleBlock1 = defineBlock(txtImgDoubleBlock1Schema, TxtImgDoubleBlock1);
