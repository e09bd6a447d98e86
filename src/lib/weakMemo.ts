/**
 * A result made once per object and kept as long as the object lives (a WeakMap): what a server
 * derives from objects it hands to every render as they are (a frozen payload's JSON, a kept
 * piece's digest, a memo's identity map).
 */

/**
 * `make` kept by its argument's identity: called once per object (an undefined result is kept too).
 * @param make a function of the object alone (it must give the same result for the same object)
 */
export function weakMemo<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const kept = new WeakMap<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = make(key);
    kept.set(key, value);
    return value;
  };
}
