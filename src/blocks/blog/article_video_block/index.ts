/** `article_video_block` in the browser: {@link articleVideoBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ArticleVideoBlock } from './ArticleVideoBlock';
import { articleVideoBlockSchema } from './schema';

export const articleVideoBlock = defineBlock(articleVideoBlockSchema, ArticleVideoBlock);
