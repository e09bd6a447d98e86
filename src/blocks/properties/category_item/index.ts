/** `category_item` (a repeater item, rendered by its parent): {@link categoryItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { categoryItemBlockSchema } from './schema';

export const categoryItemBlock = defineBlock(categoryItemBlockSchema);
