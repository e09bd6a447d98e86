/**
 * Leads inbox queries: a site's leads filtered by type, status,
 * creation day (inclusive days in America/Toronto) and text (name, e-mail or phone), newest
 * first, with per-status counts; one lead with its notification outbox row; status changes.
 *
 * Writing leads is repositories/leads.ts; this file only reads them and changes their status.
 */
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { LEAD_STATUSES, leadNotifications, leads, type LeadNotificationRow, type LeadRow, type LeadStatus } from '../schema';

/** The time zone whose calendar days the `from`/`to` filters mean. */
export const INBOX_TIME_ZONE = 'America/Toronto';

/** Inbox filters; every one optional. Dates are `YYYY-MM-DD`, inclusive, in {@link INBOX_TIME_ZONE}. */
export interface LeadInboxFilters {
  type?: string;
  status?: LeadStatus;
  from?: string;
  to?: string;
  /** Text found (case-insensitive) in the first/last/full name, e-mail or phone (digits match digits). */
  q?: string;
}

/** One page of leads (`page` from 1) plus the total and the counts per status under the other filters. */
export interface LeadInboxPage {
  leads: LeadRow[];
  total: number;
  counts: Record<LeadStatus, number>;
}

const payloadText = (key: string) => sql`coalesce(${leads.payload} ->> ${key}, '')`;

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The SQL conditions of every filter but `status`. */
function baseConditions(siteId: string, filters: LeadInboxFilters): SQL[] {
  const conditions: SQL[] = [eq(leads.siteId, siteId)];
  if (filters.type) conditions.push(eq(leads.type, filters.type));
  if (filters.from) conditions.push(gte(leads.createdAt, sql`((${filters.from})::date)::timestamp at time zone ${INBOX_TIME_ZONE}`));
  if (filters.to) conditions.push(lt(leads.createdAt, sql`(((${filters.to})::date + 1))::timestamp at time zone ${INBOX_TIME_ZONE}`));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    const texts = [
      sql`${payloadText('first_name')} ilike ${pattern}`,
      sql`${payloadText('last_name')} ilike ${pattern}`,
      sql`${payloadText('full_name')} ilike ${pattern}`,
      sql`(${payloadText('first_name')} || ' ' || ${payloadText('last_name')}) ilike ${pattern}`,
      sql`${payloadText('email')} ilike ${pattern}`,
      sql`${payloadText('phone')} ilike ${pattern}`,
    ];
    const digits = q.replace(/\D/g, '');
    if (digits.length >= 3) texts.push(sql`regexp_replace(${payloadText('phone')}, '\\D', '', 'g') like ${`%${digits}%`}`);
    conditions.push(or(...texts)!);
  }
  return conditions;
}

/**
 * A page of the site's leads matching `filters`, newest first (ties by id).
 * @param page 1-based page number; `limit` rows per page
 */
export async function listInboxLeads(db: Database, siteId: string, filters: LeadInboxFilters, page: number, limit: number): Promise<LeadInboxPage> {
  const base = baseConditions(siteId, filters);
  const where = and(...base, ...(filters.status ? [eq(leads.status, filters.status)] : []));
  const [rows, totals, perStatus] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(leads).where(where),
    db.select({ status: leads.status, n: count() }).from(leads).where(and(...base)).groupBy(leads.status),
  ]);
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const row of perStatus) if (row.status in counts) counts[row.status] = Number(row.n);
  return { leads: rows, total: Number(totals[0]?.n ?? 0), counts };
}

/** Every lead of the site matching `filters`, newest first (the CSV export; capped at `max`). */
export async function allInboxLeads(db: Database, siteId: string, filters: LeadInboxFilters, max = 50_000): Promise<LeadRow[]> {
  const where = and(...baseConditions(siteId, filters), ...(filters.status ? [eq(leads.status, filters.status)] : []));
  return db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(max);
}

/** One lead of the site with its notification outbox row (null when none was written). */
export async function findInboxLead(db: Database, siteId: string, id: string): Promise<{ lead: LeadRow; notification: LeadNotificationRow | null } | null> {
  const [row] = await db
    .select({ lead: leads, notification: leadNotifications })
    .from(leads)
    .leftJoin(leadNotifications, eq(leadNotifications.leadId, leads.id))
    .where(and(eq(leads.siteId, siteId), eq(leads.id, id)))
    .limit(1);
  return row ? { lead: row.lead, notification: row.notification ?? null } : null;
}

/** Sets a lead's status (and `updated_at`); null when the site has no such lead. */
export async function setLeadStatus(db: Database, siteId: string, id: string, status: LeadStatus, at: Date): Promise<LeadRow | null> {
  const [row] = await db
    .update(leads)
    .set({ status, updatedAt: at })
    .where(and(eq(leads.siteId, siteId), eq(leads.id, id)))
    .returning();
  return row ?? null;
}
