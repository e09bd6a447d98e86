/**
 * `value` and everything it holds, frozen (objects and arrays; an object already frozen is taken
 * as frozen through). For trees of plain data kept by a server and handed to every render as they
 * are: a render that tried to change one would throw (module code is strict).
 * @returns `value`
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
