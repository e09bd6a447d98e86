/**
 * The browser half of the block contract (ARCHITECTURE "The block contract"): a block's schema
 * (its folder's `schema.ts`, see {@link BlockSchema}) bound to the React component that renders it.
 * Only blocks/registry.ts collects these; everything that needs no component reads schemas.
 */
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { BlockSchema } from './defineBlockSchema';

export type { BlockFamily, BlockSchema } from './defineBlockSchema';

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
