/**
 * Validation of one block against its block schema (ARCHITECTURE "The block contract").
 * One implementation for every reader: the public BlockList (skips and warns), QA mode (error
 * card with the zod issues) and the CMS publish check (422 `invalid_blocks`).
 *
 * Server-safe: it reads blocks/schemas.ts by default; the renderer passes the registry's lookup
 * to get definitions with their components back.
 */
import type { Block } from '../schema/block';
import type { AnyBlockSchema } from './defineBlockSchema';
import { getBlockSchema } from './schemas';
import { unknownKeys, type ValuePath } from './unknownKeys';

/** One zod issue, path relative to the block's `fields` or `block_params`. */
export interface BlockIssue {
  path: (string | number)[];
  message: string;
}

export type BlockValidation<S extends AnyBlockSchema = AnyBlockSchema> =
  | { kind: 'unknown'; type: string }
  | { kind: 'item'; type: string; definition: S }
  | {
      kind: 'checked';
      definition: S;
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

/**
 * Validates a block's `fields` and `block_params` with its schema's zod schemas.
 * @param lookup finds a block type's schema or definition (default: blocks/schemas.ts)
 */
export function validateBlock<S extends AnyBlockSchema = AnyBlockSchema>(
  block: Block,
  lookup: (type: string) => S | undefined = getBlockSchema as (type: string) => S | undefined,
): BlockValidation<S> {
  const definition = lookup(block.block_type);
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

/**
 * The issues of one block with paths from the envelope (`['fields', 'main_title', 'fr']`), an
 * unknown type or a repeater item placed on a page included. Empty when the block is valid.
 */
export function blockIssues(block: Block): BlockIssue[] {
  const result = validateBlock(block);
  if (result.kind === 'unknown') return [{ path: ['block_type'], message: `Unknown block type “${result.type}”.` }];
  if (result.kind === 'item') return [{ path: ['block_type'], message: `“${result.type}” is a repeater item and cannot be placed on a page.` }];
  return [
    ...result.fieldIssues.map((issue) => ({ ...issue, path: ['fields', ...issue.path] })),
    ...result.paramIssues.map((issue) => ({ ...issue, path: ['block_params', ...issue.path] })),
  ];
}

/**
 * The keys of a block, and of every block nested in it, that its schema does not know (paths from
 * the envelope, e.g. `['fields', 'nested']`): what a write path refuses before storing, since a
 * schema would silently drop them when reading. The envelope itself takes only `block_type`,
 * `block_params` and `fields`; an unknown block type has no known keys inside.
 */
export function unknownBlockKeys(block: unknown): BlockIssue[] {
  return blockUnknownPaths(block).map((path) => ({ path, message: `Unknown field “${String(path.at(-1))}”: no block of this type reads it.` }));
}

const ENVELOPE_KEYS = new Set(['block_type', 'block_params', 'fields']);

const isBlock = (value: unknown): value is Block =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { block_type?: unknown }).block_type === 'string';

function blockUnknownPaths(value: unknown): ValuePath[] {
  if (!isBlock(value)) return [];
  const paths: ValuePath[] = Object.keys(value).filter((key) => !ENVELOPE_KEYS.has(key)).map((key) => [key]);
  const definition = getBlockSchema(value.block_type);
  if (!definition) return paths;
  const nested = (inner: unknown) => (inner !== value && isBlock(inner) ? blockUnknownPaths(inner) : undefined);
  for (const [key, schema] of [['fields', definition.fields], ['block_params', definition.params]] as const) {
    for (const path of unknownKeys(schema, value[key] ?? {}, nested)) paths.push([key, ...path]);
  }
  return paths;
}
