/**
 * Block data read as generously as its schema allows (spec 000 §3 "Block": content from an
 * external content API is rendered, not refused, wherever it can be read): `null` for a field
 * means the field is absent; an image centre above 1 is in percent (`{ x: 50, y: 50 }` is the
 * middle); a field that still cannot be read is dropped, not its block. The data is unreadable
 * only when a field its schema requires cannot be read.
 *
 * Write paths stay strict (they parse with the schema alone): this is for rendering.
 */
import type { z } from 'zod';

/** The result of {@link readGenerously}. */
export type GenerousRead = { ok: true; value: unknown; dropped: PropertyKey[][] } | { ok: false };

/** More repairs than any sane block needs: past this the data is treated as unreadable. */
const MAX_ROUNDS = 40;

const DROPPED = Symbol('dropped');

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Removes the value at `path` (an array item is marked, then filtered out once the round ends). */
function removeAt(root: unknown, path: readonly PropertyKey[]): void {
  const parent = valueAt(root, path.slice(0, -1));
  if (parent === null || typeof parent !== 'object') return;
  const key = path[path.length - 1]!;
  if (Array.isArray(parent)) parent[key as number] = DROPPED;
  else delete (parent as Record<PropertyKey, unknown>)[key];
}

function withoutDropped(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== DROPPED).map(withoutDropped);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutDropped(item)]));
  return value;
}

/** A centre given in percent (`{ x: 50, y: 50 }`) read as a fraction; true when it was one. */
function readPercentCentre(centre: Record<string, unknown>): boolean {
  const inPercent = (n: unknown) => typeof n === 'number' && n > 1 && n <= 100;
  if (!inPercent(centre.x) && !inPercent(centre.y)) return false;
  for (const axis of ['x', 'y'] as const) if (inPercent(centre[axis])) centre[axis] = (centre[axis] as number) / 100;
  return true;
}

/**
 * Within the value a schema issue points at (a union reports at the union, not at the null deep
 * inside it): removes every key whose value is `null` and reads every percent centre.
 * @returns true when anything changed
 */
function repairWithin(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  let changed = false;
  if (Array.isArray(value)) {
    for (const item of value) changed = repairWithin(item) || changed;
    return changed;
  }
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    if (item === null) {
      delete record[key];
      changed = true;
    } else if (key === 'center' && item && typeof item === 'object' && readPercentCentre(item as Record<string, unknown>)) changed = true;
    else changed = repairWithin(item) || changed;
  }
  return changed;
}

/**
 * Reads `value` with `schema`, repairing what can be repaired (see the module docstring).
 * @returns the parsed value and the paths of the fields dropped because they could not be read
 *   (a `null` read as absent is not counted as dropped); `{ ok: false }` when a required field
 *   cannot be read
 */
export function readGenerously(schema: z.ZodType, value: unknown): GenerousRead {
  let current: unknown = structuredClone(value);
  const dropped: PropertyKey[][] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const parsed = schema.safeParse(current);
    if (parsed.success) return { ok: true, value: parsed.data, dropped };
    // What this round changed: a later issue inside it saw the value before the change.
    const changed: (readonly PropertyKey[])[] = [];
    const within = (path: readonly PropertyKey[]) => changed.some((prefix) => prefix.every((key, index) => path[index] === key));
    for (const issue of parsed.error.issues) {
      const path = issue.path;
      if (within(path)) continue;
      const found = valueAt(current, path);
      const parent = valueAt(current, path.slice(0, -1));
      // A null field, or a centre in percent, at or inside what the issue names: read them first.
      if (path.length > 0 && found === null && parent && typeof parent === 'object') {
        removeAt(current, path);
        changed.push(path);
        continue;
      }
      if (path[path.length - 2] === 'center' && parent && typeof parent === 'object' && readPercentCentre(parent as Record<string, unknown>)) {
        changed.push(path.slice(0, -1));
        continue;
      }
      if (repairWithin(found)) {
        changed.push(path);
        continue;
      }
      // Else what it names cannot be read: dropped, unless it is the whole value or a field the
      // data lacks (a required one: nothing to drop).
      if (path.length === 0 || found === undefined) continue;
      removeAt(current, path);
      dropped.push([...path]);
      changed.push(path);
    }
    const repaired = changed.length > 0;
    if (!repaired) return { ok: false };
    current = withoutDropped(current);
  }
  return { ok: false };
}
