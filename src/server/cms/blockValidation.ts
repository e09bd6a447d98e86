/**
 * Validation of a page's blocks before publishing: each block's type must be a registered,
 * non-item block; its `fields` and `block_params` must pass the definition's zod schemas (item
 * blocks inside repeaters are checked by those schemas). Every block list of the document counts:
 * the page body and the footer override.
 *
 * Before any save, whatever the status of the blocks: keys no block schema reads are refused
 * ({@link unknownKeyFields}), so a stored document holds nothing a reader would silently drop.
 */
import { blockIssues, unknownBlockKeys, type BlockIssue } from '../../blocks/validateBlock';
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

/**
 * Field messages for the keys no block schema reads, in every block of `lists` and the blocks
 * nested in them: `{ 'content.fields.2.fields.nested': ['Unknown field “nested”: …'] }`. Empty when
 * there are none.
 * @param lists each block list with the path of the list in the request body
 */
export function unknownKeyFields(lists: { path: string; blocks: readonly unknown[] }[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const { path, blocks } of lists) {
    blocks.forEach((block, index) => {
      for (const issue of unknownBlockKeys(block)) fields[[path, index, ...issue.path].join('.')] = [issue.message];
    });
  }
  return fields;
}

/** {@link unknownKeyFields} of a page document (body, then footer override) under `prefix`. */
export function documentUnknownKeyFields(document: PageDocument, prefix = 'content'): Record<string, string[]> {
  return unknownKeyFields(
    documentBlockLists(document).map(({ area, blocks }) => ({ path: area === 'content' ? `${prefix}.fields` : `${prefix}.override.footer.fields`, blocks })),
  );
}
