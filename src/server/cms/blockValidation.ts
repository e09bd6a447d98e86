/**
 * Validation of a page's blocks before publishing (issue 3 §2 "publish validates every block"):
 * each block's type must be a registered, non-item block; its `fields` and `block_params` must
 * pass the definition's zod schemas (item blocks inside repeaters are checked by those schemas).
 */
import { getBlockDefinition } from '../../blocks/registry';
import type { Block } from '../../schema/block';

/** One problem of a block: `path` from the block envelope (`['fields', 'main_title', 'fr']`). */
export interface BlockIssue {
  path: (string | number)[];
  message: string;
}

/** An invalid block of the list, as in the 422 `invalid_blocks` body. */
export interface InvalidBlock {
  index: number;
  block_type: string;
  issues: BlockIssue[];
}

/** The issues of one block (empty when it is valid). */
export function blockIssues(block: Block): BlockIssue[] {
  const definition = getBlockDefinition(block.block_type);
  if (!definition) return [{ path: ['block_type'], message: `Unknown block type "${block.block_type}".` }];
  if (definition.item) return [{ path: ['block_type'], message: `"${block.block_type}" is a repeater item and cannot be placed on a page.` }];
  const issues: BlockIssue[] = [];
  const fields = definition.fields.safeParse(block.fields ?? {});
  if (!fields.success) {
    for (const issue of fields.error.issues) issues.push({ path: ['fields', ...issue.path.map(pathKey)], message: issue.message });
  }
  const params = definition.params.safeParse(block.block_params ?? {});
  if (!params.success) {
    for (const issue of params.error.issues) issues.push({ path: ['block_params', ...issue.path.map(pathKey)], message: issue.message });
  }
  return issues;
}

function pathKey(key: PropertyKey): string | number {
  return typeof key === 'number' ? key : String(key);
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
