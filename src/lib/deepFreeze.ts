/**
 * `value` and everything it holds, frozen (objects, arrays, a map's values; an object already
 * frozen is taken as frozen through). For trees of plain data kept by a server and handed to every
 * render as they are: a render that tried to change one would throw (module code is strict). What
 * cannot be frozen stays as it is: bytes (a typed array with elements), a date's time, a map's
 * entries.
 * @returns `value`
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const child of value instanceof Map ? value.values() : Object.values(value)) deepFreeze(child);
  }
  return value;
}
