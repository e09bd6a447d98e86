/** `blog_articles_grid_block` in the browser: {@link blogArticlesGridBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { BlogArticlesGridBlock } from './BlogArticlesGridBlock';
import { blogArticlesGridBlockSchema } from './schema';

export const blogArticlesGridBlock = defineBlock(blogArticlesGridBlockSchema, BlogArticlesGridBlock);
