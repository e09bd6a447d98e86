/** `multi_redirect_horizontal_image_block` in the browser: {@link multiRedirectHorizontalImageBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { MultiRedirectHorizontalImageBlock } from './MultiRedirectHorizontalImageBlock';
import { multiRedirectHorizontalImageBlockSchema } from './schema';

export const multiRedirectHorizontalImageBlock = defineBlock(multiRedirectHorizontalImageBlockSchema, MultiRedirectHorizontalImageBlock);
