/**
 * Lead e-mail outbox (`lead_notifications`): one row per lead, written right after the
 * lead; the mail worker claims due rows one at a time, marks them sent, or records the failure and
 * the next attempt. Rows are never deleted by the outbox: the lead and its history stay.
 *
 * Claiming is atomic and lease-based without an extra column: the claimed row's `next_attempt_at`
 * is pushed `leaseMs` into the future in the same UPDATE that selects it (`FOR UPDATE SKIP
 * LOCKED`), so a second worker never takes it while it is being sent, and a worker that dies
 * mid-send leaves it `pending`: it is picked up again when the lease runs out.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { leadNotifications, leads, sites, type LeadNotificationRow, type LeadRow, type SiteRow } from '../schema';

/** Outbox states: waiting/retrying, delivered to the SMTP server, or not sent (no recipient / SMTP off). */
export type LeadNotificationStatus = LeadNotificationRow['status'];

/**
 * Queues the e-mail of a lead (`pending`, due now) or records that none will be sent (`skipped`).
 * A second call for the same lead keeps the first row.
 * @returns the lead's notification row
 */
export async function insertLeadNotification(db: Database, leadId: string, status: 'pending' | 'skipped'): Promise<LeadNotificationRow> {
  const [row] = await db.insert(leadNotifications).values({ leadId, status }).onConflictDoNothing({ target: leadNotifications.leadId }).returning();
  return row ?? (await findLeadNotification(db, leadId))!;
}

/** The notification row of a lead, or null. */
export async function findLeadNotification(db: Database, leadId: string): Promise<LeadNotificationRow | null> {
  const [row] = await db.select().from(leadNotifications).where(eq(leadNotifications.leadId, leadId)).limit(1);
  return row ?? null;
}

/**
 * Claims the oldest due `pending` row (next attempt at or before now) and leases it for `leaseMs`
 * (its `next_attempt_at` becomes now + leaseMs).
 * @returns the claimed row, or null when nothing is due
 */
export async function claimDueLeadNotification(db: Database, leaseMs: number): Promise<LeadNotificationRow | null> {
  const lease = `${Math.max(0, Math.round(leaseMs))} milliseconds`;
  const [row] = await db
    .update(leadNotifications)
    .set({ nextAttemptAt: sql`now() + ${lease}::interval` })
    .where(
      eq(
        leadNotifications.id,
        sql`(select ${leadNotifications.id} from ${leadNotifications}
              where ${leadNotifications.status} = 'pending' and ${leadNotifications.nextAttemptAt} <= now()
              order by ${leadNotifications.nextAttemptAt}, ${leadNotifications.id}
              limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks a notification sent (attempts counted, error cleared). */
export async function markLeadNotificationSent(db: Database, id: number): Promise<void> {
  await db
    .update(leadNotifications)
    .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${leadNotifications.attempts} + 1`, lastError: null })
    .where(eq(leadNotifications.id, id));
}

/** Marks a notification skipped (the site has no recipient any more). */
export async function markLeadNotificationSkipped(db: Database, id: number, reason: string): Promise<void> {
  await db.update(leadNotifications).set({ status: 'skipped', lastError: reason.slice(0, 1000) }).where(eq(leadNotifications.id, id));
}

/**
 * Records a failed attempt: `attempts` (the count including this one), the error (first 1000
 * characters) and the next attempt `retryInMs` (ms) from now. The row stays `pending`.
 */
export async function markLeadNotificationFailed(
  db: Database,
  id: number,
  failure: { attempts: number; error: string; retryInMs: number },
): Promise<void> {
  const delay = `${Math.max(0, Math.round(failure.retryInMs))} milliseconds`;
  await db
    .update(leadNotifications)
    .set({ attempts: failure.attempts, lastError: failure.error.slice(0, 1000), nextAttemptAt: sql`now() + ${delay}::interval` })
    .where(eq(leadNotifications.id, id));
}

/**
 * Milliseconds until the earliest pending row is due (0 when one is due now), or null when none
 * is pending.
 */
export async function msUntilNextDueLeadNotification(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ ms: sql<string | null>`extract(epoch from (min(${leadNotifications.nextAttemptAt}) - now())) * 1000` })
    .from(leadNotifications)
    .where(eq(leadNotifications.status, 'pending'));
  if (row?.ms === null || row?.ms === undefined) return null;
  return Math.max(0, Math.ceil(Number(row.ms)));
}

/** A lead and its site, for composing its e-mail; null when the lead is gone. */
export async function findLeadWithSite(db: Database, leadId: string): Promise<{ lead: LeadRow; site: SiteRow } | null> {
  const [row] = await db.select({ lead: leads, site: sites }).from(leads).innerJoin(sites, eq(sites.id, leads.siteId)).where(eq(leads.id, leadId)).limit(1);
  return row ?? null;
}

/** Notification rows, all or of one status, oldest first (operators' view and tests). */
export async function listLeadNotifications(db: Database, status?: LeadNotificationStatus): Promise<LeadNotificationRow[]> {
  return db
    .select()
    .from(leadNotifications)
    .where(status ? eq(leadNotifications.status, status) : undefined)
    .orderBy(asc(leadNotifications.createdAt), asc(leadNotifications.id));
}
