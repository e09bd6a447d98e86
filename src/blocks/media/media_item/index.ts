/** `media_item` (a repeater item, rendered by its parent): {@link mediaItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { mediaItemBlockSchema } from './schema';

export const mediaItemBlock = defineBlock(mediaItemBlockSchema);
