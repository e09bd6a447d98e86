/**
 * Immutable path helpers for the schema-driven forms: read and write a nested value by a path of
 * object keys and array indexes, returning new objects along the path and sharing the rest (so a
 * memoised subtree whose value kept its identity does not re-render).
 */

/** A location in a value: object keys and array indexes, as in zod issue paths. */
export type FieldPath = readonly (string | number)[];

/** Stable string key of a path (`cta.text.fr`, `menu_repeater.0.fields.menu_link`). */
export function pathKey(path: FieldPath): string {
  return path.join('.');
}

/** The value at `path`, or undefined when any step is missing. */
export function getIn(value: unknown, path: FieldPath): unknown {
  let current: unknown = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/**
 * A copy of `value` with `next` at `path`; missing containers are created (an array when the step
 * is a number). `next === undefined` removes an object key. Returns `value` itself when unchanged.
 */
export function setIn(value: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  const container = value !== null && typeof value === 'object' ? value : typeof step === 'number' ? [] : {};
  const current = (container as Record<string | number, unknown>)[step];
  const updated = setIn(current, rest, next);
  if (updated === current && value === container) return value;
  if (Array.isArray(container)) {
    const copy = container.slice();
    copy[step as number] = updated;
    return copy;
  }
  const copy: Record<string, unknown> = {
    ...(container as Record<string, unknown>),
  };
  if (updated === undefined) delete copy[step as string];
  else copy[step as string] = updated;
  return copy;
}

/** A copy of `list` with the entry at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = list.slice();
  const target = Math.max(0, Math.min(copy.length - 1, to));
  const [entry] = copy.splice(from, 1);
  copy.splice(target, 0, entry);
  return copy;
}
