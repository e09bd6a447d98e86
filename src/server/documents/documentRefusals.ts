/**
 * The refusals every versioned document kind words the same way, named after the document
 * ("page", "variant", "article", "record"): its 409 when someone saved it since the revision a
 * write started from, its 404 when it does not exist (or was deleted meanwhile).
 */
import { NotFound, StaleRevision } from './documentErrors';

/** What a stale write is told of a stored document: its revision and who saved it, when. */
export interface StoredRevision {
  revision: number;
  updatedAt: Date | null;
  /** E-mail of whoever saved it; absent for kinds that do not keep it. */
  updatedBy?: string | null;
}

export interface DocumentRefusals {
  /** 409: someone else saved `stored` since. */
  stale(stored: StoredRevision): StaleRevision;
  /** 404: no such document on this site. */
  notFound(): NotFound;
  /**
   * After a conditional write (`… where revision = $expected`) changed nothing: stale when the
   * document is still there (`fresh`, read again in the same transaction), else gone.
   */
  staleOrGone(fresh: StoredRevision | null | undefined): StaleRevision | NotFound;
}

/**
 * The refusals of one document kind.
 * @param noun what the messages call the document (`page` → "Someone else changed this page.")
 */
export function documentRefusals(noun: 'page' | 'variant' | 'article' | 'record'): DocumentRefusals {
  const stale = ({ revision, updatedAt, updatedBy }: StoredRevision) =>
    new StaleRevision({ revision, updatedAt, ...(updatedBy !== undefined ? { updatedBy } : {}) }, `Someone else changed this ${noun}.`);
  const notFound = () => new NotFound(`This ${noun} does not exist.`);
  return { stale, notFound, staleOrGone: (fresh) => (fresh ? stale(fresh) : notFound()) };
}
