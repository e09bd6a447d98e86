/** `author_block` in the browser: {@link authorBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { AuthorBlock } from './AuthorBlock';
import { authorBlockSchema } from './schema';

export const authorBlock = defineBlock(authorBlockSchema, AuthorBlock);
