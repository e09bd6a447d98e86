/** A new block of a type filled with its schema's demo content (a deep copy): what "Add a block" inserts. */
import { getBlockSchema } from '../../../blocks/schemas';
import type { Block } from '../../../schema/block';

/** @throws Error for an unknown block type */
export function demoBlock(type: string): Block {
  const schema = getBlockSchema(type);
  if (!schema) throw new Error(`Unknown block type ${type}`);
  return structuredClone({
    block_type: type,
    block_params: (schema.demo.block_params ?? {}) as Record<string, unknown>,
    fields: schema.demo.fields as Record<string, unknown>,
  });
}
