/**
 * An article's body blocks rendered in the reading column: each `article_*` block checked with its
 * schema and drawn by its component; an unknown or malformed block is skipped (logged), never
 * breaking the post.
 */
import type { ComponentType } from 'react';
import type { Block } from '../../../schema/block';
import type { BlockProps } from '../../defineBlock';
import type { BlockSchema } from '../../defineBlockSchema';
import { ArticleImageBlock } from '../article_image_block/ArticleImageBlock';
import { articleImageBlockSchema } from '../article_image_block/schema';
import { ArticleListBlock } from '../article_list_block/ArticleListBlock';
import { articleListBlockSchema } from '../article_list_block/schema';
import { ArticleQuoteBlock } from '../article_quote_block/ArticleQuoteBlock';
import { articleQuoteBlockSchema } from '../article_quote_block/schema';
import { ArticleTextBlock } from '../article_text_block/ArticleTextBlock';
import { articleTextBlockSchema } from '../article_text_block/schema';
import { ArticleVideoBlock } from '../article_video_block/ArticleVideoBlock';
import { articleVideoBlockSchema } from '../article_video_block/schema';
import prose from './prose.module.css';

type AnyBodyBlock = {
  schema: BlockSchema;
  component: ComponentType<BlockProps>;
};

const BODY_BLOCKS: Record<string, AnyBodyBlock> = Object.fromEntries(
  (
    [
      [articleTextBlockSchema, ArticleTextBlock],
      [articleQuoteBlockSchema, ArticleQuoteBlock],
      [articleListBlockSchema, ArticleListBlock],
      [articleImageBlockSchema, ArticleImageBlock],
      [articleVideoBlockSchema, ArticleVideoBlock],
    ] as unknown as [BlockSchema, ComponentType<BlockProps>][]
  ).map(([schema, component]) => [schema.type, { schema, component }]),
);

/** The block types an article body may hold. */
export const ARTICLE_BODY_TYPES = Object.keys(BODY_BLOCKS);

export function ArticleBody({ blocks, className }: { blocks: Block[]; className?: string }) {
  return (
    <div className={[prose.prose, className].filter(Boolean).join(' ')}>
      {blocks.map((block, i) => {
        const entry = BODY_BLOCKS[block.block_type];
        const fields = entry?.schema.fields.safeParse(block.fields);
        const params = entry?.schema.params.safeParse(block.block_params ?? {});
        if (!entry || !fields?.success || !params?.success) {
          console.warn(`Article body: block ${i} (${block.block_type}) skipped`);
          return null;
        }
        const Component = entry.component;
        return <Component key={i} fields={fields.data} params={params.data} index={i + 1} />;
      })}
    </div>
  );
}
