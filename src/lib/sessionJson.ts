/**
 * JSON values in the browser's session storage (spec 000 §3: the store modules
 * `propertiesSearchFilters` and `userContactInfos` persist there). Both calls are safe on the
 * server (no `sessionStorage`), in private mode and over quota: nothing is thrown, a read answers
 * null and a write is dropped (the page still works, only the memory across pages is lost).
 */

/** The parsed JSON value under `key`, or null (absent, unreadable or no session storage). */
export function readSessionJson(key: string): unknown {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`; failures are ignored (see the module comment). */
export function writeSessionJson(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or quota: see the module comment.
  }
}
