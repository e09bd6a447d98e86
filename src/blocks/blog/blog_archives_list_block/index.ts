/** `blog_archives_list_block` in the browser: {@link blogArchivesListBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { BlogArchivesListBlock } from './BlogArchivesListBlock';
import { blogArchivesListBlockSchema } from './schema';

export const blogArchivesListBlock = defineBlock(blogArchivesListBlockSchema, BlogArchivesListBlock);
