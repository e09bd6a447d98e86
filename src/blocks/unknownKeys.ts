/**
 * Keys a zod schema would silently drop. Block schemas are plain (stripping) objects, which is
 * right for reading: a block stored before a field was removed still renders. A write must not
 * store what no schema reads, though (it would travel untouched through drafts, versions and
 * exports), so every write path asks for the unknown keys of what it stores and refuses them.
 *
 * Server-safe: zod only.
 */
import type { z } from 'zod';

export type ValuePath = (string | number)[];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const unwrapped = (schema: z.ZodType): Def => {
  const def = defOf(schema);
  return def.innerType && ['optional', 'nullable', 'default', 'prefault'].includes(def.type) ? unwrapped(def.innerType) : def;
};

/** Accepts anything, or is a block envelope whose `fields` are any record (blocks/schema/block.ts). */
const isGeneric = (def: Def) =>
  def.type === 'unknown' || def.type === 'any' || (def.type === 'object' && def.shape?.fields !== undefined && def.shape.block_type !== undefined && unwrapped(def.shape.fields).type === 'record');

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths (relative to `value`) of the object keys `schema` does not know: keys of a plain
 * object schema without a catch-all, followed through optional, nullable, default, pipe, lazy,
 * array, tuple, record, union (a key is known when one option knows it) and intersection.
 * @param nested asked first where the schema is generic (accepts anything, or is the loose block
 *   envelope of a block list): the unknown keys of a value it checks itself (a nested block, with its
 *   own block schema), or `undefined` to follow the schema
 */
export function unknownKeys(schema: z.ZodType, value: unknown, nested: (value: unknown) => ValuePath[] | undefined = () => undefined): ValuePath[] {
  const def = defOf(schema);
  const own = isGeneric(def) ? nested(value) : undefined;
  if (own) return own;
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value)) return [];
      const catchall = def.catchall && defOf(def.catchall).type !== 'never' ? def.catchall : undefined;
      const found: ValuePath[] = [];
      for (const [key, item] of Object.entries(value)) {
        const itemSchema = def.shape?.[key] ?? catchall;
        if (!itemSchema) {
          // A strict object refuses the key itself when parsing; a stripping one would drop it.
          found.push([key]);
          continue;
        }
        for (const path of unknownKeys(itemSchema, item, nested)) found.push([key, ...path]);
      }
      return found;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return value === undefined || value === null ? [] : unknownKeys(def.innerType!, value, nested);
    case 'pipe':
      return unknownKeys(def.in!, value, nested);
    case 'lazy':
      return unknownKeys(def.getter!(), value, nested);
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, index) => unknownKeys(def.element!, item, nested).map((path) => [index, ...path])) : [];
    case 'tuple':
      return Array.isArray(value)
        ? value.flatMap((item, index) => {
            const itemSchema = def.items?.[index] ?? def.rest ?? undefined;
            return itemSchema ? unknownKeys(itemSchema, item, nested).map((path) => [index, ...path]) : [];
          })
        : [];
    case 'record':
      return isPlainObject(value) ? Object.entries(value).flatMap(([key, item]) => unknownKeys(def.valueType!, item, nested).map((path) => [key, ...path])) : [];
    case 'union': {
      // The option that knows the most: the value's unknown keys are those no single option reads.
      let best: ValuePath[] | undefined;
      for (const option of def.options ?? []) {
        const found = unknownKeys(option, value, nested);
        if (!best || found.length < best.length) best = found;
        if (found.length === 0) break;
      }
      return best ?? [];
    }
    case 'intersection': {
      const right = new Set(unknownKeys(def.right!, value, nested).map((path) => JSON.stringify(path)));
      return unknownKeys(def.left!, value, nested).filter((path) => right.has(JSON.stringify(path)));
    }
    case 'unknown':
    case 'any':
      // Nothing to compare with, but blocks inside still answer to their own schemas.
      if (Array.isArray(value)) return value.flatMap((item, index) => unknownKeys(schema, item, nested).map((path) => [index, ...path]));
      if (isPlainObject(value)) return Object.entries(value).flatMap(([key, item]) => unknownKeys(schema, item, nested).map((path) => [key, ...path]));
      return [];
    default:
      return [];
  }
}
