/** `tag_item` in the browser: {@link tagItemBlockSchema}; its parent renders it. */
import { defineBlock } from '../../defineBlock';
import { tagItemBlockSchema } from './schema';

export const tagItemBlock = defineBlock(tagItemBlockSchema);
