/**
 * The block envelope (spec 000 §3 "Block"): `{ block_type, block_params, fields }`.
 *
 * Pages, headers and footers are lists of blocks; repeater entries are item blocks with the same
 * envelope (`contact_info_item`, `icon_link_item`, ...). The envelope is checked loosely here;
 * each block definition's own `fields`/`params` schemas check the inside (src/blocks/registry.ts).
 */
import { z } from 'zod';
import { fieldMeta } from './content';

/** Any block as it travels on the wire, before its own schema is applied. */
export const blockEnvelope = z.object({
  block_type: z.string().min(1),
  block_params: z.record(z.string(), z.unknown()).default({}),
  fields: z.record(z.string(), z.unknown()).default({}),
});
export type Block = z.infer<typeof blockEnvelope>;

/** A list of blocks (`content.fields`, `header.fields`, `footer.fields`). */
export const blockList = z.array(blockEnvelope);

/**
 * A typed item block: the envelope with the item's own `fields` (and optional `params`) schema.
 * @param itemType the spec's item block type, e.g. `contact_info_item`.
 */
export function itemBlock<F extends z.ZodObject, P extends z.ZodObject = z.ZodObject<Record<never, never>>>(
  itemType: string,
  fields: F,
  params?: P,
) {
  return z.object({
    block_type: z.literal(itemType),
    // Typed as `P` (the `??` fallback would widen the params to an empty record).
    block_params: ((params ?? z.object({})) as P).default({} as never),
    fields,
  });
}

/**
 * A repeater: a list of item blocks of one type (spec 000 §3: "repeater entries are item blocks").
 * Registered with `widget: 'repeater'` for the editor.
 */
export function repeater<T extends z.ZodType>(item: T) {
  const schema = z.array(item).default([]);
  fieldMeta.add(schema, { widget: 'repeater' });
  return schema;
}
