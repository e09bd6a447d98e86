/**
 * Results computed from input received as JSON, kept by that JSON: a server's memos of the page
 * payloads it parsed and the blocks it prepared, so that what it renders again is computed once.
 * What a memo holds is deeply frozen and handed out as is, to every caller: a caller reads it and
 * never changes it (a change would throw, the module code being strict).
 *
 * Input assembled from frozen parts (the in-process content API's answer, built from the published
 * rows a server keeps between renders: src/server/pageCache/publishedReads.ts) may be keyed with
 * each frozen part written as a mark of that object instead of its JSON ({@link JsonMemoOptions}):
 * the part cannot change, so its mark stands for its JSON, and a render of a miss writes as JSON
 * only what was assembled for it.
 */
import { deepFreeze } from './deepFreeze';
import { weakMemo } from './weakMemo';

/** A memo of results by the JSON of their input (an LRU cache fits). */
export interface JsonMemo<T> {
  get(key: string): T | undefined;
  /** `options.size`: the length of the input's JSON, characters (what a memo bounded by size counts). */
  set(key: string, value: T, options: { size: number }): void;
}

/** How {@link throughJsonMemo} keys its input. */
export interface JsonMemoOptions {
  /**
   * Each frozen plain object or array of the input (taken as frozen through, lib/deepFreeze.ts) is
   * keyed by its identity, not its JSON: a mark numbered once per object. The same key always
   * stands for the same JSON; the same JSON made of other objects is another key (computed again).
   */
  frozenPartsByIdentity?: boolean;
}

/** What {@link throughJsonMemo} gave: `compute`'s result, and whether the memo holds it (frozen). */
export interface JsonMemoRead<T> {
  value: T | null;
  kept: boolean;
}

/** The JSON of `input`, or undefined when it has none (undefined itself, a cycle, a bigint). */
function jsonOf(input: unknown): string | undefined {
  try {
    return JSON.stringify(input);
  } catch {
    return undefined;
  }
}

/** How many frozen parts were given a mark (a mark's number is never given twice). */
let partsMarked = 0;

/** A frozen part's mark: a control character, which JSON text never holds raw, around the part's number. */
const partMark = weakMemo((_part: object) => `\u0001${(partsMarked += 1)}\u0001`);

/** Deeper than this, a part is written by JSON.stringify (which refuses a cycle). */
const MARKED_DEPTH = 64;

/** Whether `node` is an array or an object straight from `{}` (what JSON.stringify writes member by member). */
function isPlainTree(node: object): boolean {
  if (Array.isArray(node)) return true;
  const prototype = Object.getPrototypeOf(node);
  return (prototype === Object.prototype || prototype === null) && typeof (node as { toJSON?: unknown }).toJSON !== 'function';
}

/** Whether a frozen plain object or array sits in `node` (at any depth up to {@link MARKED_DEPTH}). */
function holdsFrozenPart(node: object, depth: number): boolean {
  if (!isPlainTree(node) || depth > MARKED_DEPTH) return false;
  if (Object.isFrozen(node)) return true;
  if (Array.isArray(node)) {
    for (const item of node) if (item !== null && typeof item === 'object' && holdsFrozenPart(item, depth + 1)) return true;
    return false;
  }
  for (const name in node) {
    const value = (node as Record<string, unknown>)[name];
    if (value !== null && typeof value === 'object' && holdsFrozenPart(value, depth + 1)) return true;
  }
  return false;
}

/**
 * `node`'s JSON with every frozen plain object or array in it written as its mark; undefined where
 * JSON.stringify gives none. A part holding no frozen part is written by JSON.stringify in one go
 * (written member by member, a page's feed made more garbage than its JSON). Throws where
 * JSON.stringify throws (a cycle, a bigint).
 */
function jsonWithMarks(node: unknown, depth: number): string | undefined {
  if (node === null || typeof node !== 'object' || !holdsFrozenPart(node, depth)) return JSON.stringify(node);
  if (Object.isFrozen(node)) return partMark(node);
  let json = '';
  if (Array.isArray(node)) {
    for (const item of node) json += `${json ? ',' : ''}${jsonWithMarks(item, depth + 1) ?? 'null'}`;
    return `[${json}]`;
  }
  for (const name of Object.keys(node)) {
    const value = jsonWithMarks((node as Record<string, unknown>)[name], depth + 1);
    if (value !== undefined) json += `${json ? ',' : ''}${JSON.stringify(name)}:${value}`;
  }
  return `{${json}}`;
}

/** `input`'s key (see {@link JsonMemoOptions}), or undefined when it has no JSON. */
function keyOf(input: unknown, options: JsonMemoOptions): string | undefined {
  if (!options.frozenPartsByIdentity) return jsonOf(input);
  try {
    return jsonWithMarks(input, 0);
  } catch {
    return undefined;
  }
}

/**
 * `compute`'s result for `input`, through `memo`: the one computed from the same JSON before, else
 * computed from a copy made of that JSON (what an API over HTTP hands over: the result depends on
 * the JSON alone) and kept when `compute` gave one without calling `warned` (a result that came with
 * warnings gives them again each time). Input without JSON is computed as it is, never kept.
 * @param options how the input is keyed ({@link JsonMemoOptions}; default: by its JSON)
 */
export function throughJsonMemo<T>(memo: JsonMemo<T>, input: unknown, compute: (input: unknown, warned: () => void) => T | null, options: JsonMemoOptions = {}): JsonMemoRead<T> {
  const key = keyOf(input, options);
  if (key === undefined) return { value: compute(input, () => undefined), kept: false };
  const known = memo.get(key);
  if (known !== undefined) return { value: known, kept: true };
  const json = options.frozenPartsByIdentity ? jsonOf(input) : key;
  if (json === undefined) return { value: compute(input, () => undefined), kept: false };
  let warnings = false;
  const value = compute(JSON.parse(json), () => {
    warnings = true;
  });
  if (value === null || warnings) return { value, kept: false };
  memo.set(key, deepFreeze(value), { size: Math.max(1, json.length) });
  return { value, kept: true };
}
