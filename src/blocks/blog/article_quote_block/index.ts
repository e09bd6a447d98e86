/** `article_quote_block` in the browser: {@link articleQuoteBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ArticleQuoteBlock } from './ArticleQuoteBlock';
import { articleQuoteBlockSchema } from './schema';

export const articleQuoteBlock = defineBlock(articleQuoteBlockSchema, ArticleQuoteBlock);
