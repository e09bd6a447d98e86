/**
 * Audit log repository: who changed what and when. Entries keep the user's e-mail
 * so they stay readable after the user is deleted.
 */
import { desc } from 'drizzle-orm';
import type { Database } from '../client';
import { auditLog, type AuditRow } from '../schema';

/** One audit entry to write. `action` e.g. `page.publish`; `entity` e.g. `page`. */
export interface AuditInput {
  user: { id: string; email: string } | null;
  action: string;
  entity: string;
  entityId?: string | null;
  summary?: Record<string, unknown>;
}

/** Writes an audit entry (time: now). */
export async function writeAudit(db: Database, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.user?.id ?? null,
    userEmail: entry.user?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: entry.summary ?? {},
  });
}

/** The latest `limit` entries, newest first. */
export async function listAudit(db: Database, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
