/** `article_list_block` in the browser: {@link articleListBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ArticleListBlock } from './ArticleListBlock';
import { articleListBlockSchema } from './schema';

export const articleListBlock = defineBlock(articleListBlockSchema, ArticleListBlock);
