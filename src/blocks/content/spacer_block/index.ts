/** `spacer_block` in the browser: {@link spacerBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { SpacerBlock } from './SpacerBlock';
import { spacerBlockSchema } from './schema';

export const spacerBlock = defineBlock(spacerBlockSchema, SpacerBlock);
