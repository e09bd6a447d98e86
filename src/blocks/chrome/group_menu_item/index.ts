/** `group_menu_item` (a repeater item, rendered by the megamenu header): {@link groupMenuItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { groupMenuItemBlockSchema } from './schema';

export const groupMenuItemBlock = defineBlock(groupMenuItemBlockSchema);
