/** `link_item` (a repeater item, rendered by its parent): {@link linkItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { linkItemBlockSchema } from './schema';

export const linkItemBlock = defineBlock(linkItemBlockSchema);
