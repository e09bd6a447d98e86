/**
 * Feed connections and runs repository. A connection's secret goes in and never comes out except
 * to the sync itself ({@link findFeedConnection}); everything shown to a person or an API goes
 * through {@link feedConnectionView}.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FeedConnectionInput } from '../../feed/feedConnectionInput';
import type { Database } from '../client';
import { feedConnections, feedRuns, type FeedConnectionRow, type FeedRunRow, type FeedRunSummary } from '../schema';

/** A connection as it may be shown: no secret, only whether one is set. */
export interface FeedConnectionView {
  serviceRoot: string;
  auth: { kind: 'oauth'; tokenUrl: string | null; clientId: string | null } | { kind: 'bearer' };
  filter: string | null;
  /** The remarks field map and the language of `PublicRemarks` (see feed_connections). */
  remarks: { fields: { fr?: string; en?: string }; language: 'fr' | 'en' | null };
  /** ISO timestamp of the replication checkpoint, null before the first committed page. */
  checkpoint: string | null;
  /** True when a run stopped between pages and the next one resumes there. */
  resumable: boolean;
  updatedAt: string;
}

/** A connection without its secret. */
export function feedConnectionView(row: FeedConnectionRow): FeedConnectionView {
  return {
    serviceRoot: row.serviceRoot,
    auth: row.authKind === 'oauth' ? { kind: 'oauth', tokenUrl: row.tokenUrl, clientId: row.clientId } : { kind: 'bearer' },
    filter: row.filter,
    remarks: { fields: row.remarksFields ?? {}, language: row.remarksLanguage ?? null },
    checkpoint: row.checkpoint?.toISOString() ?? null,
    resumable: row.resumeLink !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The site's connection, secret included (for the sync only), or null. */
export async function findFeedConnection(db: Database, siteId: string): Promise<FeedConnectionRow | null> {
  const [row] = await db.select().from(feedConnections).where(eq(feedConnections.siteId, siteId)).limit(1);
  return row ?? null;
}

/**
 * Stores a site's connection (replacing the previous one). Another service root or filter
 * selects other listings: replication starts over (no checkpoint, nothing to resume).
 */
export async function saveFeedConnection(
  db: Database,
  siteId: string,
  input: Omit<FeedConnectionInput, 'remarks'> & { remarks?: FeedConnectionInput['remarks'] },
): Promise<FeedConnectionRow> {
  const remarks = input.remarks ?? { fields: {}, language: null };
  const previous = await findFeedConnection(db, siteId);
  const sameListings = previous !== null && previous.serviceRoot === input.serviceRoot && previous.filter === input.filter;
  const values = {
    serviceRoot: input.serviceRoot,
    authKind: input.auth.kind,
    tokenUrl: input.auth.kind === 'oauth' ? input.auth.tokenUrl : null,
    clientId: input.auth.kind === 'oauth' ? input.auth.clientId : null,
    secret: input.auth.kind === 'oauth' ? input.auth.clientSecret : input.auth.token,
    filter: input.filter,
    remarksFields: Object.values(remarks.fields).some(Boolean) ? remarks.fields : null,
    remarksLanguage: remarks.language,
    checkpoint: sameListings ? previous.checkpoint : null,
    resumeLink: sameListings ? previous.resumeLink : null,
    reconciledAt: sameListings ? previous.reconciledAt : null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(feedConnections)
    .values({ siteId, ...values })
    .onConflictDoUpdate({ target: feedConnections.siteId, set: values })
    .returning();
  return row;
}

/** The site's last `limit` runs, newest first. */
export async function listFeedRuns(db: Database, siteId: string, limit = 10): Promise<FeedRunRow[]> {
  return db.select().from(feedRuns).where(eq(feedRuns.siteId, siteId)).orderBy(desc(feedRuns.startedAt), desc(feedRuns.id)).limit(limit);
}

/** Records a run's start. @returns the run's id */
export async function startFeedRun(db: Database, siteId: string, full: boolean): Promise<number> {
  const [row] = await db.insert(feedRuns).values({ siteId, full }).returning({ id: feedRuns.id });
  return row.id;
}

/** Records how a run ended: its summary and, when it failed, why. */
export async function finishFeedRun(db: Database, runId: number, outcome: 'completed' | 'failed', summary: FeedRunSummary, error: string | null = null): Promise<void> {
  await db.update(feedRuns).set({ outcome, summary, error, endedAt: new Date() }).where(eq(feedRuns.id, runId));
}

/**
 * Where replication stands after a committed page: the highest `ModificationTimestamp` read (the
 * checkpoint never moves back) and the `@odata.nextLink` to resume at (null once the run has read
 * the last page).
 */
export async function saveFeedProgress(db: Database, siteId: string, progress: { checkpoint: Date | null; resumeLink: string | null }): Promise<void> {
  const checkpoint = progress.checkpoint ? sql`greatest(${feedConnections.checkpoint}, ${progress.checkpoint.toISOString()}::timestamptz)` : feedConnections.checkpoint;
  await db.update(feedConnections).set({ checkpoint, resumeLink: progress.resumeLink }).where(eq(feedConnections.siteId, siteId));
}

/** Notes that a key reconciliation completed at `at`. */
export async function saveFeedReconciled(db: Database, siteId: string, at: Date): Promise<void> {
  await db.update(feedConnections).set({ reconciledAt: at }).where(eq(feedConnections.siteId, siteId));
}

/** Ids of the sites that have a feed connected. */
export async function listFeedConnectedSites(db: Database): Promise<string[]> {
  const rows = await db.select({ siteId: feedConnections.siteId }).from(feedConnections);
  return rows.map((row) => row.siteId);
}
