/** `multi_redirect_horizontal_icon_block` in the browser: {@link multiRedirectHorizontalIconBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { MultiRedirectHorizontalIconBlock } from './MultiRedirectHorizontalIconBlock';
import { multiRedirectHorizontalIconBlockSchema } from './schema';

export const multiRedirectHorizontalIconBlock = defineBlock(multiRedirectHorizontalIconBlockSchema, MultiRedirectHorizontalIconBlock);
