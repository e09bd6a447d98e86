/**
 * The browser half of the block contract (ARCHITECTURE "The block contract"): a block's schema
 * (its folder's `schema.ts`, see {@link BlockSchema}) bound to the React component that renders it.
 * Only blocks/registry.ts collects these; everything that needs no component reads schemas.
 */
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { BlockSchema } from './defineBlockSchema';

export type { AnyBlockSchema, BlockFamily, BlockSchema } from './defineBlockSchema';

/** Props every block component receives. */
export interface BlockProps<F extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType> {
  /** Parsed `fields` (defaults applied). */
  fields: z.output<F>;
  /** Parsed `block_params` (defaults applied). */
  params: z.output<P>;
  /** Position in its block list (0 = first); the first block's images load with high priority. */
  index: number;
}

export interface BlockDefinition<F extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType> extends BlockSchema<F, P> {
  /** The component; item blocks (rendered by their parent) have none. */
  component?: ComponentType<BlockProps<F, P>>;
}

/** Any block's definition (see {@link AnyBlockSchema}): what the registry lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block keeps its own field and parameter types
export type AnyBlockDefinition = BlockDefinition<any, any>;

/** The props of any block's component, as the renderer passes them without knowing the block. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block keeps its own field and parameter types
export type AnyBlockProps = BlockProps<any, any>;

/**
 * Binds a block schema to its component (omitted for repeater items, which their parent renders).
 * @returns a new definition object; the schema is not changed
 */
export function defineBlock<F extends z.ZodType, P extends z.ZodType>(
  schema: BlockSchema<F, P>,
  component?: ComponentType<BlockProps<F, P>>,
): BlockDefinition<F, P> {
  return component ? { ...schema, component } : { ...schema };
}
