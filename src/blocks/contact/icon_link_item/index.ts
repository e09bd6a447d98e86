/** `icon_link_item` in the browser: {@link iconLinkItemBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { IconLinkItem } from './IconLinkItem';
import { iconLinkItemBlockSchema } from './schema';

export const iconLinkItemBlock = defineBlock(iconLinkItemBlockSchema, IconLinkItem);
