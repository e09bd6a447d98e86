/**
 * Results computed from frozen input, kept by the input's identity: a server's published rows are
 * deeply frozen and handed to every render as they are (src/server/pageCache/publishedReads.ts), so
 * what a render computes from one of them (its settings parsed, its media hashes found) is computed
 * once for as long as the row is kept. A frozen object is taken as frozen through, as
 * lib/deepFreeze.ts takes it: neither it nor the result can change.
 */
import { deepFreeze } from './deepFreeze';
import { weakMemo } from './weakMemo';

/**
 * `compute` kept for frozen objects: called once per frozen object (its result deeply frozen and
 * given to every later caller), and every time for anything else (returned as computed).
 * @param compute a pure function of its input (its result depends on nothing else)
 */
export function frozenMemo<T>(compute: (value: unknown) => T): (value: unknown) => T {
  const kept = weakMemo((value: object) => deepFreeze(compute(value)));
  return (value) => (value !== null && typeof value === 'object' && Object.isFrozen(value) ? kept(value) : compute(value));
}
