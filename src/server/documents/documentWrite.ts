/**
 * How every document write ends: the write and its audit entry in one transaction, then, once it
 * has committed, the content change announced (this process's page cache and listing index, and
 * the other instances through `NOTIFY`). A write that fails leaves no audit entry and announces
 * nothing; a write that commits is always announced, so no instance serves stale pages for it.
 */
import type { Database } from '../db/client';
import { writeAudit, type AuditInput } from '../db/repositories/audit';
import { announceContentChange, type ContentChange } from '../pageCache/contentChanges';

/** What a write gives back: its result, its audit entry and the change it announces. */
export interface DocumentWrite<T> {
  result: T;
  /** Null when the write was refused and wrote nothing (its result says why): nothing is audited or announced. */
  audit: AuditInput | null;
  /** Null: nothing public changed. */
  change: ContentChange | null;
  /** Announces instead of `change` when a kind needs more than a content change (listings: their search indexes). */
  announce?: (db: Database) => Promise<void>;
}

/**
 * Runs `write` in a transaction with its audit entry, then announces its change after the commit.
 * @returns the write's result
 * @throws whatever `write` throws (a DocumentError for a refusal), after rolling everything back
 */
export async function commitDocumentWrite<T>(db: Database, write: (tx: Database) => Promise<DocumentWrite<T>>): Promise<T> {
  const done = await db.transaction(async (tx) => {
    const outcome = await write(tx);
    if (outcome.audit) await writeAudit(tx, outcome.audit);
    return outcome;
  });
  if (!done.audit) return done.result;
  if (done.announce) await done.announce(db);
  else if (done.change) await announceContentChange(db, done.change);
  return done.result;
}

/** What a write already committed elsewhere leaves behind: its audit entry, the change it announces. */
export interface CommittedWrite {
  audit?: AuditInput;
  change?: ContentChange | null;
}

/**
 * Records a write that cannot share one transaction with its audit entry: media files stored beside
 * the database, a feed sync or a content import that commits on its own, a sign-in that writes no
 * document. Call once the write has committed: its audit entry is written, then its change announced.
 */
export async function recordCommittedWrite(db: Database, { audit, change }: CommittedWrite): Promise<void> {
  if (audit) await writeAudit(db, audit);
  if (change) await announceContentChange(db, change);
}
