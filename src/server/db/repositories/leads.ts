/**
 * Leads repository: visitors' submissions (contact form, property alert, property valuation),
 * newest first when listed. Functions take the database or a transaction.
 */
import { desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../client';
import { leads, type LeadRow } from '../schema';

/** A new lead: the site, the form type, the submitted fields, the locale and the listing asked about. */
export interface NewLead {
  siteId: string;
  /** The submission's `form_type`: `contact_form`, `property_alert` or `property_valuation`. */
  type: string;
  /** The submitted fields (captcha token and honeypot removed). */
  payload: Record<string, unknown>;
  locale: 'fr' | 'en';
  /** MLS number (`uls`) of the listing the visitor asks about; null/absent when none. */
  listingUls?: string | null;
}

/** Stores a lead with status `new`; `created_at` is set by the database. */
export async function insertLead(db: Database, lead: NewLead): Promise<LeadRow> {
  const [row] = await db
    .insert(leads)
    .values({
      id: randomUUID(),
      siteId: lead.siteId,
      type: lead.type,
      payload: lead.payload,
      locale: lead.locale,
      listingUls: lead.listingUls ?? null,
    })
    .returning();
  return row;
}

/** A site's leads, newest first. */
export async function listLeads(db: Database, siteId: string): Promise<LeadRow[]> {
  return db.select().from(leads).where(eq(leads.siteId, siteId)).orderBy(desc(leads.createdAt));
}
