/**
 * Validation of a page's blocks before publishing: each block's type must be a registered,
 * non-item block; its `fields` and `block_params` must pass the definition's zod schemas (item
 * blocks inside repeaters are checked by those schemas). Every block list of the document counts:
 * the page body and the footer override.
 */
import { blockIssues, type BlockIssue } from '../../blocks/validateBlock';
import type { Block } from '../../schema/block';
import { documentBlockLists, type PageDocument } from '../../schema/pageDocument';

export type { BlockIssue };

/** An invalid block of the list, as in the 422 `invalid_blocks` body. */
export interface InvalidBlock {
  /**
   * Which list holds the block: the page body (`content`), the footer override (`footer`) or the
   * site header (`header`, edited at `/api/cms/header`).
   */
  area?: 'content' | 'footer' | 'header';
  index: number;
  block_type: string;
  issues: BlockIssue[];
}

/** Every invalid block of a list, in order (empty when all are valid). */
export function invalidBlocks(blocks: Block[]): InvalidBlock[] {
  const invalid: InvalidBlock[] = [];
  blocks.forEach((block, index) => {
    const issues = blockIssues(block);
    if (issues.length > 0) invalid.push({ index, block_type: block.block_type, issues });
  });
  return invalid;
}

/** Every invalid block of a whole page document: body blocks first, then footer override blocks. */
export function invalidDocumentBlocks(document: PageDocument): InvalidBlock[] {
  return documentBlockLists(document).flatMap(({ area, blocks }) => invalidBlocks(blocks).map((block) => ({ ...block, area })));
}
