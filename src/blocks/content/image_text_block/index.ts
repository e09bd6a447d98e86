/** `image_text_block` in the browser: {@link imageTextBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ImageTextBlock } from './ImageTextBlock';
import { imageTextBlockSchema } from './schema';

export const imageTextBlock = defineBlock(imageTextBlockSchema, ImageTextBlock);
