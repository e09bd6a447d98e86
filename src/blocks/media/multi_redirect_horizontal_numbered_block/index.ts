/** `multi_redirect_horizontal_numbered_block` in the browser: {@link multiRedirectHorizontalNumberedBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { MultiRedirectHorizontalNumberedBlock } from './MultiRedirectHorizontalNumberedBlock';
import { multiRedirectHorizontalNumberedBlockSchema } from './schema';

export const multiRedirectHorizontalNumberedBlock = defineBlock(multiRedirectHorizontalNumberedBlockSchema, MultiRedirectHorizontalNumberedBlock);
