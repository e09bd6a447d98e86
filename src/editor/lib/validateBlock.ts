/**
 * Validation of one page block against its registered definition (issue 3 §2: "Field errors from
 * zod show inline as you type and block publishing"; ARCHITECTURE: QA mode shows an error card
 * with the zod issues instead of skipping the block).
 */
import { getBlockDefinition } from '../../blocks/registry';
import type { BlockDefinition } from '../../blocks/defineBlock';
import type { Block } from '../../schema/block';

/** One zod issue, path relative to the block's `fields` or `block_params`. */
export interface BlockIssue {
  path: (string | number)[];
  message: string;
}

export type BlockValidation =
  | { kind: 'unknown'; type: string }
  | { kind: 'item'; type: string; definition: BlockDefinition<any, any> }
  | {
      kind: 'checked';
      definition: BlockDefinition<any, any>;
      fieldIssues: BlockIssue[];
      paramIssues: BlockIssue[];
      /** Parsed values (defaults applied) when valid. */
      fields?: unknown;
      params?: unknown;
    };

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): BlockIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
    message: issue.message,
  }));
}

/** Validates a block's `fields` and `block_params` with its definition's zod schemas. */
export function validateBlock(block: Block): BlockValidation {
  const definition = getBlockDefinition(block.block_type);
  if (!definition) return { kind: 'unknown', type: block.block_type };
  if (definition.item) return { kind: 'item', type: block.block_type, definition };
  const fields = definition.fields.safeParse(block.fields ?? {});
  const params = definition.params.safeParse(block.block_params ?? {});
  return {
    kind: 'checked',
    definition,
    fieldIssues: fields.success ? [] : issuesOf(fields.error),
    paramIssues: params.success ? [] : issuesOf(params.error),
    fields: fields.success ? fields.data : undefined,
    params: params.success ? params.data : undefined,
  };
}

/** True when the block renders (known, not an item, fields and params valid). */
export function isValidBlock(validation: BlockValidation): boolean {
  return validation.kind === 'checked' && validation.fieldIssues.length === 0 && validation.paramIssues.length === 0;
}

/** One invalid block of a page, for the publish check (index in the page, 0-based). */
export interface PageBlockProblem {
  index: number;
  id?: string;
  blockType: string;
  issues: { path: (string | number)[]; message: string }[];
}

/** Every invalid block of a page, with issue paths prefixed by `fields` / `block_params`. */
export function validatePage(blocks: readonly { id?: string; block: Block }[]): PageBlockProblem[] {
  const problems: PageBlockProblem[] = [];
  blocks.forEach(({ id, block }, index) => {
    const result = validateBlock(block);
    if (result.kind === 'unknown') {
      problems.push({ index, id, blockType: result.type, issues: [{ path: ['block_type'], message: `Unknown block type “${result.type}”` }] });
    } else if (result.kind === 'item') {
      problems.push({ index, id, blockType: result.type, issues: [{ path: ['block_type'], message: 'Item blocks cannot be placed directly in a page' }] });
    } else if (!isValidBlock(result)) {
      problems.push({
        index,
        id,
        blockType: block.block_type,
        issues: [
          ...result.fieldIssues.map((issue) => ({ ...issue, path: ['fields', ...issue.path] })),
          ...result.paramIssues.map((issue) => ({ ...issue, path: ['block_params', ...issue.path] })),
        ],
      });
    }
  });
  return problems;
}
