/**
 * Tolerant reading of a payload against a zod schema (spec 000 §3 "Page data from the server",
 * §7 "Page"): an external content API may send optional data in a shape ours does not expect (a
 * `null`, a list where we expect a map, a number where we expect text). Such a part is dropped and
 * reported; only a wrong required part fails the parse.
 *
 * What "optional" means is read from the schema itself, not listed field by field:
 * - an object key whose schema accepts `undefined` (`.optional()`, `.default()`, `.nullable().default()`)
 *   is removed, so the schema's default applies;
 * - an object key whose schema is an object that accepts `{}` (every field optional or defaulted, e.g.
 *   the theme or the site metadata) is reset to `{}`;
 * - an element of a list is removed from the list (one malformed block envelope, one head element);
 * - an entry of a record is removed;
 * - an unknown key of a strict object is removed.
 * Everything else is required: a wrong `site_id`, or a block list that is not a list, fails.
 *
 * Pure TypeScript, no React: used by the page loader on the server and in the browser (src/api).
 */
import { z } from 'zod';

/** One part of the payload that was dropped, reported once per path. */
export interface TolerantDrop {
  /** Path of the dropped value, e.g. `['metadata', 'elements', 'meta']`. */
  path: PropertyKey[];
  /** The same path written with dots and `[index]`, e.g. `content.fields[2]`. */
  pathText: string;
  /** What happened to it: removed (default applies), reset to `{}`, or removed from its list. */
  action: 'removed' | 'reset';
  /** The first zod issue found at or under the path. */
  issue: z.core.$ZodIssue;
  /** Log line, e.g. `Ignored metadata.elements.meta: expected array, received null`. */
  message: string;
}

export interface ParseTolerantOptions {
  /** Upper bound on parse-and-drop rounds before giving up (default 10). */
  maxRounds?: number;
}

type Action = 'delete' | 'empty' | 'remove-element';
interface Target {
  path: PropertyKey[];
  action: Action;
  issue: z.core.$ZodIssue;
}

type AnySchema = z.core.$ZodType;
const def = (schema: AnySchema) => schema._zod.def as unknown as Record<string, unknown> & { type: string };

/** The schema that gives a value's structure, past wrappers (optional, default, pipe, lazy...). */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let i = 0; i < 32; i++) {
    const d = def(current);
    switch (d.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        current = d.innerType as AnySchema;
        break;
      case 'pipe': {
        // `schema.transform(f)` pipes into a transform; `z.preprocess(f, schema)` pipes out of one.
        const input = d.in as AnySchema;
        current = def(input).type === 'transform' ? (d.out as AnySchema) : input;
        break;
      }
      case 'lazy':
        current = (d.getter as () => AnySchema)();
        break;
      default:
        return current;
    }
  }
  return current;
}

const isPlainObject = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Schema of the child `key` of a value whose schema is `container`, or undefined when unknown. */
function childSchema(container: AnySchema, key: PropertyKey, value: unknown): AnySchema | undefined {
  const schema = unwrap(container);
  const d = def(schema);
  switch (d.type) {
    case 'object': {
      const shape = d.shape as Record<PropertyKey, AnySchema>;
      if (Object.hasOwn(shape, key)) return shape[key];
      return d.catchall as AnySchema | undefined;
    }
    case 'array':
      return typeof key === 'number' ? (d.element as AnySchema) : undefined;
    case 'record':
      return d.valueType as AnySchema;
    case 'tuple': {
      if (typeof key !== 'number') return undefined;
      const items = d.items as AnySchema[];
      return items[key] ?? (d.rest as AnySchema | undefined) ?? undefined;
    }
    case 'union': {
      // The branch that matches the value's shape and knows the key.
      for (const option of d.options as AnySchema[]) {
        const inner = def(unwrap(option)).type;
        if ((inner === 'object' || inner === 'record') && !isPlainObject(value)) continue;
        if ((inner === 'array' || inner === 'tuple') && !Array.isArray(value)) continue;
        const found = childSchema(option, key, value);
        if (found) return found;
      }
      return undefined;
    }
    case 'intersection':
      return childSchema(d.left as AnySchema, key, value) ?? childSchema(d.right as AnySchema, key, value);
    default:
      return undefined;
  }
}

/** How the child `key` of a value whose schema is `container` can be dropped, if it can. */
function dropAction(container: AnySchema, key: PropertyKey, value: unknown): Action | undefined {
  const schema = unwrap(container);
  const type = def(schema).type;
  if (type === 'array') return 'remove-element';
  if (type === 'record') return 'delete';
  const child = childSchema(schema, key, value);
  if (!child) return undefined;
  if (z.safeParse(child, undefined).success) return 'delete';
  if (def(unwrap(child)).type === 'object' && z.safeParse(child, {}).success) return 'empty';
  return undefined;
}

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);

/** The nearest droppable part at or above `path`, or undefined when the path is required all the way up. */
function nearestDroppable(schema: AnySchema, data: unknown, path: readonly PropertyKey[]): { path: PropertyKey[]; action: Action } | undefined {
  // Schemas of the values along the path: containers[i] is the schema at path[0..i).
  const containers: AnySchema[] = [schema];
  for (let i = 0; i < path.length; i++) {
    const next = childSchema(containers[i], path[i], valueAt(data, path.slice(0, i)));
    if (!next) break;
    containers.push(next);
  }
  for (let length = Math.min(path.length, containers.length); length >= 1; length--) {
    const action = dropAction(containers[length - 1], path[length - 1], valueAt(data, path.slice(0, length - 1)));
    if (action) return { path: path.slice(0, length), action };
  }
  return undefined;
}

/** `['content', 'fields', 2, 'block_type']` → `content.fields[2].block_type`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
  }
  return text || '(root)';
}

function describe(issue: z.core.$ZodIssue, target: Target): string {
  const text = issue.code === 'unrecognized_keys' ? 'unrecognized key' : issue.message.replace(/^Invalid (input|option): /, '');
  const below = issue.path.slice(target.path.length);
  return below.length && issue.code !== 'unrecognized_keys' ? `${formatPath(below)}: ${text}` : text;
}

const REMOVED = Symbol('removed');
const pathKey = (path: readonly PropertyKey[]) => JSON.stringify(path.map(String));
const isPrefix = (prefix: readonly PropertyKey[], path: readonly PropertyKey[]) =>
  prefix.length <= path.length && prefix.every((key, i) => String(key) === String(path[i]));

/** The drops one round makes, or undefined when an issue lies in a required part. */
function roundTargets(schema: AnySchema, data: unknown, issues: readonly z.core.$ZodIssue[]): Target[] | undefined {
  const targets: Target[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      // A strict object met keys it does not know: removing them is exactly what the schema asks.
      for (const key of issue.keys) targets.push({ path: [...issue.path, key], action: 'delete', issue });
      continue;
    }
    const found = nearestDroppable(schema, data, issue.path);
    if (!found) return undefined;
    targets.push({ ...found, issue });
  }
  // Outermost first; a drop inside a part already dropped is redundant.
  targets.sort((a, b) => a.path.length - b.path.length);
  const kept: Target[] = [];
  for (const target of targets) if (!kept.some((k) => isPrefix(k.path, target.path))) kept.push(target);
  return kept;
}

function applyTargets(data: unknown, targets: readonly Target[]): void {
  const compact = new Set<unknown[]>();
  for (const target of targets) {
    const holder = valueAt(data, target.path.slice(0, -1));
    const key = target.path[target.path.length - 1];
    if (holder === null || typeof holder !== 'object') continue;
    if (target.action === 'remove-element' && Array.isArray(holder)) {
      holder[key as number] = REMOVED;
      compact.add(holder);
    } else if (target.action === 'empty') {
      (holder as Record<PropertyKey, unknown>)[key] = {};
    } else {
      delete (holder as Record<PropertyKey, unknown>)[key];
    }
  }
  for (const list of compact) {
    for (let i = list.length - 1; i >= 0; i--) if (list[i] === REMOVED) list.splice(i, 1);
  }
}

/**
 * Parses `data` with `schema`, dropping optional parts whose shape is wrong instead of failing.
 *
 * Runs `safeParse`; for every issue, removes the value at the nearest optional/defaulted part at or
 * above the issue's path (see the module comment for what counts as optional), then parses again,
 * at most `maxRounds` times. Fails only when an issue lies in a required part (or the rounds run
 * out). `data` is never mutated (a copy is edited).
 *
 * @param onDrop called once per dropped path, in order, and only when the parse succeeds
 * @returns zod's safe-parse result: the parsed value, or the error of the last round
 */
export function parseTolerant<T extends z.core.$ZodType>(
  schema: T,
  data: unknown,
  onDrop?: (drop: TolerantDrop) => void,
  options: ParseTolerantOptions = {},
): z.ZodSafeParseResult<z.output<T>> {
  const maxRounds = options.maxRounds ?? 10;
  let result = z.safeParse(schema, data);
  if (result.success) return result;
  let working: unknown;
  try {
    working = structuredClone(data);
  } catch {
    return result;
  }
  const drops: TolerantDrop[] = [];
  const seen = new Set<string>();
  for (let round = 0; round < maxRounds && !result.success; round++) {
    const targets = roundTargets(schema, working, result.error.issues);
    if (!targets) return result;
    const fresh = targets.filter((target) => !seen.has(pathKey(target.path) + target.action));
    // The same drop again would change nothing: give up rather than loop.
    if (!fresh.length) return result;
    for (const target of fresh) {
      seen.add(pathKey(target.path) + target.action);
      const pathText = formatPath(target.path);
      drops.push({
        path: target.path,
        pathText,
        action: target.action === 'empty' ? 'reset' : 'removed',
        issue: target.issue,
        message: `Ignored ${pathText}: ${describe(target.issue, target)}`,
      });
    }
    applyTargets(working, fresh);
    result = z.safeParse(schema, working);
  }
  if (result.success && onDrop) for (const drop of drops) onDrop(drop);
  return result;
}
