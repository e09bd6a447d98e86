/**
 * The publish check of a page in QA mode, built on
 * the shared block validation of src/blocks/validateBlock.ts.
 */
import type { Block } from '../../schema/block';
import { blockIssues } from '../../blocks/validateBlock';
import '../editorRuntime';

/** One invalid block of a page, for the publish check (index in the page, 0-based). */
export interface PageBlockProblem {
  index: number;
  id?: string;
  blockType: string;
  issues: { path: (string | number)[]; message: string }[];
}

/** Every invalid block of a page, with issue paths prefixed by `fields` / `block_params`. */
export function validatePage(blocks: readonly { id?: string; block: Block }[]): PageBlockProblem[] {
  return blocks.flatMap(({ id, block }, index) => {
    const issues = blockIssues(block);
    return issues.length > 0 ? [{ index, id, blockType: block.block_type, issues }] : [];
  });
}
