/** `footer_menu_item` (a repeater item, rendered by its parent): {@link footerMenuItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { footerMenuItemBlockSchema } from './schema';

export const footerMenuItemBlock = defineBlock(footerMenuItemBlockSchema);
