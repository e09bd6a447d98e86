/** `article_image_block` in the browser: {@link articleImageBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { ArticleImageBlock } from './ArticleImageBlock';
import { articleImageBlockSchema } from './schema';

export const articleImageBlock = defineBlock(articleImageBlockSchema, ArticleImageBlock);
