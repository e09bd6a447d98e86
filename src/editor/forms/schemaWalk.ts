/**
 * Zod 4 schema introspection for the schema-driven forms.
 *
 * `describeField(schema)` peels the wrappers (optional, default, nullable, prefault, readonly,
 * catch, pipe) and tells the form which widget renders the value, reading the `fieldMeta` registry
 * (src/schema/content.ts) at every wrapper level (the outer hint wins). `emptyValueFor(schema)`
 * builds the smallest value a new field or item starts from. Pure functions, no React.
 */
import type { z } from 'zod';
import { fieldMeta, type FieldMeta } from '../../schema/content';

/** What renders a value: a widget of the `fieldMeta` vocabulary or a structural kind. */
export type FieldKind = NonNullable<FieldMeta['widget']> | 'object' | 'array' | 'record' | 'hidden' | 'unsupported';

/** The result of `describeField`. */
export interface FieldDescription {
  kind: FieldKind;
  /** The innermost schema, wrappers removed. */
  inner: z.ZodType;
  /** True when the value may be absent (optional or defaulted). */
  optional: boolean;
  nullable: boolean;
  /** The schema's default value when one is declared. */
  defaultValue?: unknown;
  meta: FieldMeta;
  /** True for `{fr, en}` maps (text, textarea, richtext, code widgets render them side by side). */
  localized: boolean;
  /** Enum/literal choices (enum kind). */
  options?: (string | number | boolean)[];
  /** Numeric bounds (number kind). */
  min?: number;
  max?: number;
  /** Integer only (number kind). */
  integer?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod 4's definition objects differ per schema type and are not exported
type AnyDef = { type: string; [key: string]: any };

/** The zod 4 definition object of a schema. */
export function defOf(schema: z.ZodType): AnyDef {
  return (schema as unknown as { _zod: { def: AnyDef } })._zod.def;
}

/** The object shape of a zod object schema (empty for anything else). */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  return def.type === 'object' ? (def.shape as Record<string, z.ZodType>) : {};
}

/** True when `schema` (wrappers removed) is a `{fr, en}` map object. */
export function isLocalizedMap(schema: z.ZodType): boolean {
  const keys = Object.keys(shapeOf(schema));
  return keys.length === 2 && keys.includes('fr') && keys.includes('en');
}

/** Peels optional/default/nullable/... wrappers; returns the inner schema and what was peeled. */
export function unwrap(schema: z.ZodType): Pick<FieldDescription, 'inner' | 'optional' | 'nullable' | 'defaultValue' | 'meta'> {
  let current = schema;
  let optional = false;
  let nullable = false;
  let defaultValue: unknown;
  const metas: FieldMeta[] = [];
  for (let guard = 0; guard < 20; guard += 1) {
    const meta = fieldMeta.get(current);
    if (meta) metas.push(meta);
    const def = defOf(current);
    if (def.type === 'optional') {
      optional = true;
      current = def.innerType;
    } else if (def.type === 'nullable') {
      nullable = true;
      current = def.innerType;
    } else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      if (defaultValue === undefined) {
        const raw = def.defaultValue;
        defaultValue = typeof raw === 'function' ? raw() : raw;
      }
      current = def.innerType;
    } else if (def.type === 'readonly' || def.type === 'catch' || def.type === 'nonoptional') {
      current = def.innerType;
    } else if (def.type === 'pipe') {
      current = def.in;
    } else if (def.type === 'lazy') {
      current = def.getter();
    } else {
      break;
    }
  }
  // Outer hints override inner ones, key by key.
  const meta: FieldMeta = Object.assign({}, ...metas.slice().reverse());
  return { inner: current, optional, nullable, defaultValue, meta };
}

/** Literal choices of a union of literals / enum, or undefined when the union is anything else. */
function choicesOf(schema: z.ZodType): (string | number | boolean)[] | undefined {
  const def = defOf(schema);
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string | number>);
  if (def.type === 'literal') return def.values as (string | number | boolean)[];
  if (def.type === 'union') {
    const all: (string | number | boolean)[] = [];
    for (const option of def.options as z.ZodType[]) {
      const choices = choicesOf(unwrap(option).inner);
      if (!choices) return undefined;
      all.push(...choices);
    }
    return all;
  }
  return undefined;
}

/** True when an array's element is an item block (`{block_type: literal, block_params, fields}`). */
export function itemBlockTypeOf(element: z.ZodType): string | undefined {
  const shape = shapeOf(unwrap(element).inner);
  if (!shape.block_type || !shape.fields) return undefined;
  const def = defOf(unwrap(shape.block_type).inner);
  return def.type === 'literal' ? String((def.values as unknown[])[0]) : undefined;
}

/**
 * Describes how a field is edited.
 * @param schema any zod 4 schema (fields, params, settings).
 */
export function describeField(schema: z.ZodType): FieldDescription {
  const base = unwrap(schema);
  const { inner, meta } = base;
  const def = defOf(inner);
  const localized = isLocalizedMap(inner);
  const result = (kind: FieldKind, extra: Partial<FieldDescription> = {}): FieldDescription => ({
    ...base,
    kind,
    localized,
    ...extra,
  });
  if (meta.widget) {
    if (meta.widget === 'repeater' && def.type !== 'array') return result('unsupported');
    if (meta.widget === 'enum') return result('enum', { options: choicesOf(inner) ?? [] });
    if (meta.widget === 'number') return result('number', numberBounds(inner));
    return result(meta.widget);
  }
  switch (def.type) {
    case 'string':
      return result('text');
    case 'number':
      return result('number', numberBounds(inner));
    case 'boolean':
      return result('boolean');
    case 'enum':
      return result('enum', { options: choicesOf(inner) });
    case 'literal':
      return result('hidden');
    case 'union': {
      const options = choicesOf(inner);
      return options ? result('enum', { options }) : result('unsupported');
    }
    case 'object':
      return localized ? result('text') : result('object');
    case 'array':
      return itemBlockTypeOf(def.element) ? result('repeater') : result('array');
    case 'record':
      return result('record');
    default:
      return result('unsupported');
  }
}

function numberBounds(schema: z.ZodType): Partial<FieldDescription> {
  // zod 4 keeps a number schema's bounds as properties of its own.
  const s = schema as unknown as { minValue?: unknown; maxValue?: unknown; isInt?: unknown };
  const min = typeof s.minValue === 'number' && Number.isFinite(s.minValue) ? s.minValue : undefined;
  const max = typeof s.maxValue === 'number' && Number.isFinite(s.maxValue) ? s.maxValue : undefined;
  return { min, max, integer: Boolean(s.isInt) };
}

/**
 * The value a new field starts with: its declared default, else '' / 0 (or min) / false / the first
 * choice / [] / {} / an object of its members' start values (optional members left out).
 */
export function emptyValueFor(schema: z.ZodType): unknown {
  const { inner, defaultValue, nullable } = unwrap(schema);
  if (defaultValue !== undefined) return structuredClone(defaultValue);
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return '';
    case 'number': {
      const min = (inner as unknown as { minValue?: unknown }).minValue;
      return typeof min === 'number' && Number.isFinite(min) && min > 0 ? min : 0;
    }
    case 'boolean':
      return false;
    case 'enum':
    case 'literal':
    case 'union': {
      const choices = choicesOf(inner);
      if (choices) return choices[0];
      return emptyValueFor(def.options[0]);
    }
    case 'array':
      return [];
    case 'record':
      return {};
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, member] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const described = unwrap(member);
        if (described.optional && described.defaultValue === undefined) continue;
        out[key] = emptyValueFor(member);
      }
      return out;
    }
    default:
      return nullable ? null : undefined;
  }
}
