/**
 * The block contract (ARCHITECTURE "The block contract"): a block is a plain definition object.
 *
 * The zod `fields` and `params` schemas validate payloads, type the component props and drive the
 * editor's forms. `demo` is realistic bilingual content used by tests, the gallery and "add block".
 */
import type { ComponentType } from 'react';
import type { z } from 'zod';

export type BlockFamily = 'chrome' | 'content' | 'contact' | 'media' | 'properties' | 'forms' | 'blog' | 'people' | 'item' | 'system';

/** Props every block component receives. */
export interface BlockProps<F extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType> {
  /** Parsed `fields` (defaults applied). */
  fields: z.output<F>;
  /** Parsed `block_params` (defaults applied). */
  params: z.output<P>;
  /** Position in its block list (0 = first); the first block's images load with high priority. */
  index: number;
}

export interface BlockDefinition<F extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType> {
  /** The spec's block_type, exactly. */
  type: string;
  family: BlockFamily;
  label: { fr: string; en: string };
  fields: F;
  params: P;
  /** The component; item blocks (rendered by their parent) may omit it. */
  component?: ComponentType<BlockProps<F, P>>;
  demo: { block_params?: z.input<P>; fields: z.input<F> };
  /** True for repeater item blocks (`contact_info_item`, ...): never placed directly in a page. */
  item?: boolean;
  /** True for blocks the server composes itself (listing pages): never offered in the editor's library. */
  internal?: boolean;
  /** True when the block supports `block_params.color_scheme` (the overlay's scheme toggle). */
  colorScheme?: boolean;
}

/** Identity helper that keeps the generic types of a block definition. */
export function defineBlock<F extends z.ZodType, P extends z.ZodType>(definition: BlockDefinition<F, P>): BlockDefinition<F, P> {
  return definition;
}
