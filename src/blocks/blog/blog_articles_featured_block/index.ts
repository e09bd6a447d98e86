/** `blog_articles_featured_block` in the browser: {@link blogArticlesFeaturedBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { BlogArticlesFeaturedBlock } from './BlogArticlesFeaturedBlock';
import { blogArticlesFeaturedBlockSchema } from './schema';

export const blogArticlesFeaturedBlock = defineBlock(blogArticlesFeaturedBlockSchema, BlogArticlesFeaturedBlock);
