/**
 * The operations of a document that has a draft and a public version (a page, an article), the
 * same for every kind: save a draft, publish, unpublish, restore a stored version as the draft.
 * A kind describes itself once ({@link DraftDocumentKind}); each operation then runs in one order:
 * load the stored document, check the revision the write started from, read the whole document,
 * check the user may make the change, check it can be stored or published, write it conditionally (only if
 * the stored revision is still the expected one) with its audit entry in one transaction, and
 * announce its public change once committed ({@link commitDocumentWrite}).
 *
 * Refusals are thrown as DocumentErrors (the CMS API answers them in one place): `NotFound`,
 * `StaleRevision`, `InvalidDocument`, `InvalidBlocks`, `Forbidden`.
 */
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import type { ContentChange } from '../pageCache/contentChanges';
import { NotFound, type CurrentRevision } from './documentErrors';
import type { DocumentRefusals } from './documentRefusals';
import { commitDocumentWrite } from './documentWrite';

/** Who writes: the signed-in user (their role decides what they may change). */
export type DocumentAuthor = Pick<UserRow, 'id' | 'email' | 'role'>;

/** What every write of a kind is given besides the document. */
export interface WriteFacts {
  /** Null: write whatever the stored revision (a forced save, a restore). */
  expectedRevision: number | null;
  /** E-mail of the author. */
  by: string;
  at: Date;
}

/**
 * One kind of draft-and-publish document.
 * - `Stored`: what `load` reads (the row with what belongs to it).
 * - `Doc`: the document as the kind stores it, read whole.
 * - `Row`: what a write gives back (its new revision at least).
 * - `PublishOptions`: what a publish request may add (an article's publication date).
 * - `Sent`: what a draft save hands over (the request's body parts, as far as the route parsed them).
 */
export interface DraftDocumentKind<Stored, Doc, Row extends { revision: number }, PublishOptions = undefined, Sent = unknown> {
  /** The audit entry's entity and the prefix of its actions (`page` → `page.draft_save`). */
  entity: 'page' | 'article';
  refusals: DocumentRefusals;
  /** The document of the site, or null (an id that is not one counts as none). */
  load(db: Database, siteId: string, id: string): Promise<Stored | null>;
  /** What a 409 tells of the stored document. */
  revisionOf(stored: Stored): CurrentRevision;
  /** The audit entry's entity id. */
  idOf(stored: Stored): string;
  /** Reads a document sent to be stored as the draft, whole. @throws InvalidDocument */
  read(db: Database, siteId: string, sent: Sent, stored: Stored): Promise<Doc>;
  /** Reads the stored working document (draft, else public) again, to publish it. @throws InvalidDocument */
  readWorking(db: Database, siteId: string, stored: Stored): Promise<Doc>;
  /** A stored version, read as the draft it becomes, with what its audit entry tells of it; null when there is none. @throws InvalidDocument */
  readVersion(db: Database, siteId: string, stored: Stored, versionId: string): Promise<{ document: Doc; summary: Record<string, unknown> } | null>;
  /** @throws Forbidden when `user` may not turn the stored working document into `next` (an editor and a script block). */
  checkChange(user: DocumentAuthor, stored: Stored, next: Doc): void;
  /**
   * What storing a sent draft refuses beyond its shape (keys no block reads), checked after
   * `checkChange` so that a forbidden change is answered as such. @throws InvalidDocument
   */
  checkStorable?(document: Doc): void;
  /** @throws InvalidDocument or InvalidBlocks when `document` cannot be published as it is. */
  checkPublishable(document: Doc): void;
  /** Stores the draft. @returns null when the revision is stale or the document gone */
  writeDraft(tx: Database, stored: Stored, document: Doc, write: WriteFacts): Promise<Row | null>;
  /** Publishes the document. @returns null when the revision is stale or the document gone */
  writePublish(tx: Database, stored: Stored, document: Doc, write: WriteFacts & { expectedRevision: number }, options: PublishOptions): Promise<Row | null>;
  /** Takes the document off the site (kinds that can be unpublished). @returns null when stale or gone */
  writeUnpublish?(tx: Database, stored: Stored, write: WriteFacts & { expectedRevision: number }): Promise<Row | null>;
  /** What publishing or unpublishing it changes on the public site. */
  publicChange(siteId: string, stored: Stored): ContentChange;
  /** What the audit entry of a draft save tells besides its revision. */
  draftSummary(document: Doc): Record<string, unknown>;
  /** The audit action of a publish and what it tells besides the revision. */
  publishAudit(stored: Stored, document: Doc, row: Row): { action: string; summary: Record<string, unknown> };
}

/** Where an operation applies and who runs it. */
export interface DocumentTarget {
  siteId: string;
  /** The document's id as the request names it. */
  id: string;
  user: DocumentAuthor;
  at: Date;
}

/** The stored document. @throws NotFound */
export async function loadDocument<Stored, Doc, Row extends { revision: number }, P, S>(db: Database, kind: DraftDocumentKind<Stored, Doc, Row, P, S>, siteId: string, id: string): Promise<Stored> {
  const stored = await kind.load(db, siteId, id);
  if (!stored) throw kind.refusals.notFound();
  return stored;
}

/** The stored document, refused as stale unless still at `revision` (null: whatever its revision). @throws NotFound, StaleRevision */
async function loadAtRevision<Stored, Doc, Row extends { revision: number }, P, S>(db: Database, kind: DraftDocumentKind<Stored, Doc, Row, P, S>, target: DocumentTarget, revision: number | null) {
  const stored = await loadDocument(db, kind, target.siteId, target.id);
  const current = kind.revisionOf(stored);
  if (revision !== null && revision !== current.revision) throw kind.refusals.stale(current);
  return { stored, current };
}

/** What a write's audit row tells and what it changes publicly. */
interface WriteRecord {
  action: string;
  summary: Record<string, unknown>;
  change: ContentChange | null;
}

/**
 * Commits one write of `stored` with its audit row (its new revision added to the summary), then
 * announces its change. A write that found nothing to change is stale when the document is still
 * there (read again in the same transaction), else gone.
 */
function commitWrite<Stored, Doc, Row extends { revision: number }, P, S>(
  db: Database,
  kind: DraftDocumentKind<Stored, Doc, Row, P, S>,
  target: DocumentTarget,
  stored: Stored,
  write: (tx: Database, facts: { by: string; at: Date }) => Promise<Row | null>,
  record: (row: Row) => WriteRecord,
): Promise<Row> {
  return commitDocumentWrite(db, async (tx) => {
    const row = await write(tx, { by: target.user.email, at: target.at });
    if (!row) {
      const fresh = await kind.load(tx, target.siteId, target.id);
      throw kind.refusals.staleOrGone(fresh ? kind.revisionOf(fresh) : null);
    }
    const { action, summary, change } = record(row);
    return { result: row, audit: { user: target.user, action, entity: kind.entity, entityId: kind.idOf(stored), summary: { revision: row.revision, ...summary } }, change };
  });
}

/**
 * Saves `document` as the draft. Nothing public changes.
 * @param revision the revision the editor started from; with `force`, saved whatever the stored one
 * @returns the written row (its new revision)
 * @throws NotFound, StaleRevision, InvalidDocument, Forbidden
 */
export async function saveDraft<Stored, Doc, Row extends { revision: number }, P, S>(
  db: Database,
  kind: DraftDocumentKind<Stored, Doc, Row, P, S>,
  target: DocumentTarget & { revision: number; force?: boolean; document: S },
): Promise<Row> {
  const force = target.force === true;
  const { stored, current } = await loadAtRevision(db, kind, target, force ? null : target.revision);
  const document = await kind.read(db, target.siteId, target.document, stored);
  kind.checkChange(target.user, stored, document);
  kind.checkStorable?.(document);
  return commitWrite(
    db,
    kind,
    target,
    stored,
    (tx, facts) => kind.writeDraft(tx, stored, document, { expectedRevision: force ? null : target.revision, ...facts }),
    // A draft changes nothing public.
    () => ({ action: `${kind.entity}.draft_save`, summary: { forced: force && target.revision !== current.revision, ...kind.draftSummary(document) }, change: null }),
  );
}

/**
 * Publishes the working document (the draft, else the public one again).
 * @returns the written row
 * @throws NotFound, StaleRevision, InvalidDocument, InvalidBlocks
 */
export async function publish<Stored, Doc, Row extends { revision: number }, P, S>(
  db: Database,
  kind: DraftDocumentKind<Stored, Doc, Row, P, S>,
  target: DocumentTarget & { revision: number; options: P },
): Promise<Row> {
  const { stored } = await loadAtRevision(db, kind, target, target.revision);
  const document = await kind.readWorking(db, target.siteId, stored);
  kind.checkPublishable(document);
  return commitWrite(
    db,
    kind,
    target,
    stored,
    (tx, facts) => kind.writePublish(tx, stored, document, { expectedRevision: target.revision, ...facts }, target.options),
    (row) => ({ ...kind.publishAudit(stored, document, row), change: kind.publicChange(target.siteId, stored) }),
  );
}

/**
 * Takes the document off the public site (its content is kept).
 * @throws NotFound (also for a kind that cannot be unpublished), StaleRevision
 */
export async function unpublish<Stored, Doc, Row extends { revision: number }, P, S>(
  db: Database,
  kind: DraftDocumentKind<Stored, Doc, Row, P, S>,
  target: DocumentTarget & { revision: number },
): Promise<Row> {
  const writeUnpublish = kind.writeUnpublish;
  if (!writeUnpublish) throw new NotFound(`A ${kind.entity} cannot be unpublished.`);
  const { stored } = await loadAtRevision(db, kind, target, target.revision);
  return commitWrite(
    db,
    kind,
    target,
    stored,
    (tx, facts) => writeUnpublish(tx, stored, { expectedRevision: target.revision, ...facts }),
    () => ({ action: `${kind.entity}.unpublish`, summary: {}, change: kind.publicChange(target.siteId, stored) }),
  );
}

/**
 * Makes a stored version the draft (whatever the draft's revision: restoring is a choice made
 * from the list of versions). Nothing public changes.
 * @throws NotFound (the document or the version), InvalidDocument, Forbidden
 */
export async function restore<Stored, Doc, Row extends { revision: number }, P, S>(
  db: Database,
  kind: DraftDocumentKind<Stored, Doc, Row, P, S>,
  target: DocumentTarget & { versionId: string },
): Promise<Row> {
  const { stored } = await loadAtRevision(db, kind, target, null);
  const version = await kind.readVersion(db, target.siteId, stored, target.versionId);
  if (!version) throw new NotFound('This version does not exist.');
  kind.checkChange(target.user, stored, version.document);
  return commitWrite(
    db,
    kind,
    target,
    stored,
    (tx, facts) => kind.writeDraft(tx, stored, version.document, { expectedRevision: null, ...facts }),
    // Restored as the draft: nothing public changes.
    () => ({ action: `${kind.entity}.restore`, summary: version.summary, change: null }),
  );
}
