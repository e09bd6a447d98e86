/**
 * Blocks nested in a block's fields (ARCHITECTURE "The block contract"): the article body of a blog
 * post (`bodyBlocks` of its schema). Each nested block is parsed with its own schema like a page's
 * blocks; a malformed one, or one that is not an article-body block, is left out with a warning.
 * Server-safe: schemas only.
 */
import type { Block } from '../schema/block';
import type { AnyBlockSchema } from './defineBlockSchema';
import { getBlockSchema } from './schemas';
import { isValidBlock, validateBlock } from './validateBlock';

type SchemaLookup = (type: string) => AnyBlockSchema | undefined;

/** An article's body: only article-body blocks, each parsed; a malformed one is skipped. */
function prepareBody(blocks: Block[], warn: (...args: unknown[]) => void, lookup: SchemaLookup): Block[] {
  return blocks.flatMap((block, position) => {
    const result = block && typeof block.block_type === 'string' && lookup(block.block_type)?.articleBody ? validateBlock(block, lookup) : null;
    if (!result || result.kind !== 'checked' || !isValidBlock(result)) {
      warn(`Article body: block ${position} (${String(block?.block_type)}) skipped`);
      return [];
    }
    return [{ block_type: block.block_type, block_params: result.params as Record<string, unknown>, fields: result.fields as Record<string, unknown> }];
  });
}

/**
 * A block's parsed fields with the blocks it nests parsed too. Fields without nested blocks come
 * back unchanged.
 * @param definition the block's schema (its `bodyBlocks` names the nesting field)
 * @param warn receives a warning per left-out nested block (default `console.warn`)
 */
export function prepareNestedBlocks(
  definition: Pick<AnyBlockSchema, 'bodyBlocks'>,
  parsedFields: unknown,
  warn: (...args: unknown[]) => void = console.warn,
  lookup: SchemaLookup = getBlockSchema,
): Record<string, unknown> {
  const fields = parsedFields as Record<string, unknown>;
  const bodyField = definition.bodyBlocks;
  if (!bodyField || !Array.isArray(fields[bodyField])) return fields;
  return { ...fields, [bodyField]: prepareBody(fields[bodyField] as Block[], warn, lookup) };
}
