/** `menu_item` (a repeater item, rendered by its parent): {@link menuItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { menuItemBlockSchema } from './schema';

export const menuItemBlock = defineBlock(menuItemBlockSchema);
