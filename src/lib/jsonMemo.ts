/**
 * Results computed from input received as JSON, kept by that JSON: a server's memos of the page
 * payloads it parsed and the blocks it prepared, so that what it renders again is computed once.
 * What a memo holds is deeply frozen and handed out as is, to every caller: a caller reads it and
 * never changes it (a change would throw, the module code being strict).
 */
import { deepFreeze } from './deepFreeze';

/** A memo of results by the JSON of their input (an LRU cache fits). */
export interface JsonMemo<T> {
  get(json: string): T | undefined;
  set(json: string, value: T): void;
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

/**
 * `compute`'s result for `input`, through `memo`: the one computed from the same JSON before, else
 * computed from a copy made of that JSON (what an API over HTTP hands over: the result depends on
 * the key alone) and kept when `compute` gave one without calling `warned` (a result that came with
 * warnings gives them again each time). Input without JSON is computed as it is, never kept.
 */
export function throughJsonMemo<T>(memo: JsonMemo<T>, input: unknown, compute: (input: unknown, warned: () => void) => T | null): JsonMemoRead<T> {
  const json = jsonOf(input);
  if (json === undefined) return { value: compute(input, () => undefined), kept: false };
  const known = memo.get(json);
  if (known !== undefined) return { value: known, kept: true };
  let warnings = false;
  const value = compute(JSON.parse(json), () => {
    warnings = true;
  });
  if (value === null || warnings) return { value, kept: false };
  memo.set(json, deepFreeze(value));
  return { value, kept: true };
}
