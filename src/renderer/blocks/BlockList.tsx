/**
 * Renders a list of prepared CMS blocks (spec 000 §3 "Block"; ARCHITECTURE "The block contract").
 *
 * The blocks come prepared (src/renderer/page/preparePage.ts: parsed by their schemas on the
 * server, unknown or invalid ones already left out with their warnings, colour scheme resolved);
 * each renders in its {@link BlockFrame} through {@link PageBlock}, which loads the block's
 * component chunk when the browser needs it.
 */
import { Fragment, memo, type ReactNode } from 'react';
import type { Block } from '../../schema/block';
import { PageBlock } from './PageBlock';

export interface BlockListProps {
  /** Prepared blocks (`content.fields`, `header.fields`, `footer.fields` of a prepared payload). */
  blocks: readonly Block[];
  /** Index of the first block in the page (the first block's images load with high priority). */
  startIndex?: number;
  /**
   * How many of these blocks hydrate at once in the browser (the ones a visitor sees first); the
   * others hydrate when they come near the viewport or are touched. Default: all.
   */
  eagerCount?: number;
  /** Rendered right after the first block (a page's marker that its first block is parsed, firstPaint.ts). */
  afterFirst?: ReactNode;
}

/** Renders the blocks of one list; never throws because of block data. */
export const BlockList = memo(function BlockList({ blocks, startIndex = 0, eagerCount = Infinity, afterFirst }: BlockListProps): ReactNode {
  const rendered = blocks.map((block, position) => (
    <PageBlock key={`${position}-${block.block_type}`} block={block} index={startIndex + position} eager={position < eagerCount} />
  ));
  if (afterFirst !== undefined && rendered.length > 0) rendered.splice(1, 0, <Fragment key="after-first">{afterFirst}</Fragment>);
  return <Fragment>{rendered}</Fragment>;
});
