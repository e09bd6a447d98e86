/**
 * An article's body blocks rendered in the reading column. The blocks arrive prepared (each parsed
 * with its own schema, a malformed one already left out: src/renderer/page/preparePage.ts), so the
 * body only picks each article block's component; a type it does not draw is skipped.
 */
import type { ComponentType } from 'react';
import type { Block } from '../../../schema/block';
import type { AnyBlockProps } from '../../defineBlock';
import { ArticleImageBlock } from '../article_image_block/ArticleImageBlock';
import { ArticleListBlock } from '../article_list_block/ArticleListBlock';
import { ArticleQuoteBlock } from '../article_quote_block/ArticleQuoteBlock';
import { ArticleTextBlock } from '../article_text_block/ArticleTextBlock';
import { ArticleVideoBlock } from '../article_video_block/ArticleVideoBlock';
import prose from './prose.module.css';

const BODY_COMPONENTS: Record<string, ComponentType<AnyBlockProps>> = {
  article_text_block: ArticleTextBlock,
  article_quote_block: ArticleQuoteBlock,
  article_list_block: ArticleListBlock,
  article_image_block: ArticleImageBlock,
  article_video_block: ArticleVideoBlock,
};

/** Renders prepared article body blocks (`{block_type, block_params, fields}` parsed). */
export function ArticleBody({ blocks, className }: { blocks: Block[]; className?: string }) {
  return (
    <div className={[prose.prose, className].filter(Boolean).join(' ')}>
      {blocks.map((block, i) => {
        const Component = BODY_COMPONENTS[block.block_type];
        return Component ? <Component key={i} fields={block.fields} params={block.block_params ?? {}} index={i + 1} /> : null;
      })}
    </div>
  );
}
