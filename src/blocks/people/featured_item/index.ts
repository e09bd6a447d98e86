/** `featured_item` (a repeater item, rendered by its parent): {@link featuredItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { featuredItemBlockSchema } from './schema';

export const featuredItemBlock = defineBlock(featuredItemBlockSchema);
