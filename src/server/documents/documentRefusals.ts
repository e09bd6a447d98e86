/**
 * The refusals every versioned document kind words the same way, named after the document: its
 * 409 when someone saved it since the revision a write started from, its 404 when it does not
 * exist (or was deleted meanwhile). A page, variant, article or directory record is "this …"; the
 * site's one header and one set of settings are "the …".
 */
import { NotFound, StaleRevision, type CurrentRevision } from './documentErrors';

export interface DocumentRefusals {
  /** 409: someone else saved `stored` since. */
  stale(stored: CurrentRevision): StaleRevision;
  /** 404: no such document on this site. */
  notFound(): NotFound;
  /**
   * After a conditional write (`… where revision = $expected`) changed nothing: stale when the
   * document is still there (`fresh`, read again in the same transaction), else gone.
   */
  staleOrGone(fresh: CurrentRevision | null | undefined): StaleRevision | NotFound;
}

/**
 * The refusals of one document kind.
 * @param noun what the messages call the document (`page` → "Someone else changed this page.",
 *   `header` → "Someone else changed the header.")
 */
export function documentRefusals(noun: 'page' | 'variant' | 'article' | 'record' | 'header' | 'settings'): DocumentRefusals {
  const named = `${noun === 'header' || noun === 'settings' ? 'the' : 'this'} ${noun}`;
  // Only the facts a 409 tells, not the whole stored row.
  const stale = ({ revision, updatedAt, updatedBy }: CurrentRevision) =>
    new StaleRevision({ revision, ...(updatedAt !== undefined ? { updatedAt } : {}), ...(updatedBy !== undefined ? { updatedBy } : {}) }, `Someone else changed ${named}.`);
  const notFound = () => new NotFound(`${named[0].toUpperCase()}${named.slice(1)} ${noun === 'settings' ? 'do' : 'does'} not exist.`);
  return { stale, notFound, staleOrGone: (fresh) => (fresh ? stale(fresh) : notFound()) };
}
