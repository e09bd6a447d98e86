/** `multi_redirect_vertical_block` in the browser: {@link multiRedirectVerticalBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { MultiRedirectVerticalBlock } from './MultiRedirectVerticalBlock';
import { multiRedirectVerticalBlockSchema } from './schema';

export const multiRedirectVerticalBlock = defineBlock(multiRedirectVerticalBlockSchema, MultiRedirectVerticalBlock);
