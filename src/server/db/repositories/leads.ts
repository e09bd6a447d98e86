/**
 * Leads repository: visitors' submissions (contact form, ...), newest first when listed.
 */
import { desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../client';
import { leads, type LeadRow } from '../schema';

/** A new lead: the site, the form type (`contact_form`), the parsed fields and the locale. */
export interface NewLead {
  siteId: string;
  type: string;
  payload: Record<string, unknown>;
  locale: 'fr' | 'en';
}

/** Stores a lead; `created_at` is set by the database. */
export async function insertLead(db: Database, lead: NewLead): Promise<LeadRow> {
  const [row] = await db
    .insert(leads)
    .values({ id: randomUUID(), siteId: lead.siteId, type: lead.type, payload: lead.payload, locale: lead.locale })
    .returning();
  return row;
}

/** A site's leads, newest first. */
export async function listLeads(db: Database, siteId: string): Promise<LeadRow[]> {
  return db.select().from(leads).where(eq(leads.siteId, siteId)).orderBy(desc(leads.createdAt));
}
