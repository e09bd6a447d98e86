/** `sub_menu_item` (a repeater item, rendered by its parent): {@link subMenuItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { subMenuItemBlockSchema } from './schema';

export const subMenuItemBlock = defineBlock(subMenuItemBlockSchema);
