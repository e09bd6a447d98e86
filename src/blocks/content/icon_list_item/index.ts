/** `icon_list_item` in the browser: {@link iconListItemBlockSchema}; its parent renders it. */
import { defineBlock } from '../../defineBlock';
import { iconListItemBlockSchema } from './schema';

export const iconListItemBlock = defineBlock(iconListItemBlockSchema);
