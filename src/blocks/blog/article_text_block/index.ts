/** `article_text_block` in the browser: {@link articleTextBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ArticleTextBlock } from './ArticleTextBlock';
import { articleTextBlockSchema } from './schema';

export const articleTextBlock = defineBlock(articleTextBlockSchema, ArticleTextBlock);
