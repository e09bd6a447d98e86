/** `blog_post_block` in the browser: {@link blogPostBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { BlogPostBlock } from './BlogPostBlock';
import { blogPostBlockSchema } from './schema';

export const blogPostBlock = defineBlock(blogPostBlockSchema, BlogPostBlock);
