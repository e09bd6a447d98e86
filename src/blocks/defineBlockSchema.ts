/**
 * The server-safe half of the block contract (ARCHITECTURE "The block contract"): what a block is
 * without its component. Each block folder's `schema.ts` declares one with
 * {@link defineBlockSchema}; the server (publish check, content import, seed) and the editor's
 * validation read these through blocks/schemas.ts, never a component.
 *
 * The zod `fields` and `params` schemas validate payloads, type the component props and drive the
 * editor's forms. `demo` is realistic bilingual content used by tests, the gallery and "add block".
 */
import type { z } from 'zod';

/** A block's family: the folder it lives in under src/blocks. */
export type BlockFamily = 'chrome' | 'content' | 'contact' | 'media' | 'properties' | 'forms' | 'blog' | 'people' | 'system';

/**
 * Any block's schema, whatever its own field and parameter types: what the lists of every block
 * (the schema list, the registry, the library) hold. `BlockSchema<z.ZodType>` cannot hold them:
 * a block's functions take its own parsed fields.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block keeps its own field and parameter types
export type AnyBlockSchema = BlockSchema<any, any>;

export interface BlockSchema<F extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType> {
  /** The spec's block_type, exactly. */
  type: string;
  /** The family folder of the block (src/blocks/<family>/<type>). */
  family: BlockFamily;
  label: { fr: string; en: string };
  fields: F;
  params: P;
  demo: { block_params?: z.input<P>; fields: z.input<F> };
  /** True for repeater item blocks (`contact_info_item`, ...): never placed directly in a page. */
  item?: boolean;
  /** True for blocks the server composes itself (listing pages): never offered in the editor's library. */
  internal?: boolean;
  /** True for the blocks of an article's body (text, image, quote, list, video): offered when editing an article, not a page. */
  articleBody?: boolean;
  /** True when the block supports `block_params.color_scheme` (the overlay's scheme toggle). */
  colorScheme?: boolean;
  /**
   * The field holding an article body (a list of `articleBody` blocks): each body block is parsed
   * with its own schema when the page is prepared, a malformed one left out.
   */
  bodyBlocks?: string;
}

/** Identity helper that keeps the generic types of a block schema. */
export function defineBlockSchema<F extends z.ZodType, P extends z.ZodType>(schema: BlockSchema<F, P>): BlockSchema<F, P> {
  return schema;
}
