/**
 * Saved searches repository: the structured
 * form of a property alert — municipality codes, property types, price range (CAD), minimum
 * bedrooms and bathrooms — with the visitor's e-mail, first name, locale, an unsubscribe token and
 * its consent record (requested, confirmed, page, wording). A subscription is pending until its
 * confirmation link is followed; only confirmed ones get digests.
 * Functions take the database or a transaction.
 */
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../client';
import { savedSearches, type SavedSearchRow } from '../schema';

/** A new saved search. Empty arrays mean "any"; null bounds mean "none". */
export interface NewSavedSearch {
  siteId: string;
  /** The alert lead it comes from. */
  leadId: string | null;
  email: string;
  firstName: string;
  locale: 'fr' | 'en';
  /** MUN_CODEs of the chosen municipalities. */
  municipalityCodes: string[];
  /** Property type codes (`maison`, `condo`, ...); empty = any. */
  propertyTypes: string[];
  /** Whole CAD; null = no bound. */
  priceMin: number | null;
  priceMax: number | null;
  /** Minimum counts; null = any. */
  bedrooms: number | null;
  bathrooms: number | null;
  /** The site path the visitor subscribed on, or null when the form did not send it. */
  consentPage: string | null;
  /** The consent wording shown to the visitor, in their language. */
  consentText: string;
  /** When the visitor asked (default now). */
  consentRequestedAt?: Date;
}

/** A random unsubscribe token: 24 random bytes, base64url (32 characters). */
export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Stores a saved search, pending (unconfirmed), with a fresh unsubscribe token and its consent record. */
export async function insertSavedSearch(db: Database, search: NewSavedSearch): Promise<SavedSearchRow> {
  const [row] = await db
    .insert(savedSearches)
    .values({ id: randomUUID(), ...search, unsubscribeToken: newUnsubscribeToken() })
    .returning();
  return row;
}

/** A site's saved searches that are confirmed and still subscribed, oldest first (pending ones get no digest). */
export async function listActiveSavedSearches(db: Database, siteId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.siteId, siteId), isNull(savedSearches.unsubscribedAt), isNotNull(savedSearches.confirmedAt)))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** The saved search with this id, or null. */
export async function findSavedSearchById(db: Database, id: string): Promise<SavedSearchRow | null> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
  return row ?? null;
}

/**
 * Confirms a pending saved search (its confirmation link was followed). Idempotent: a confirmed
 * one keeps its first `confirmedAt`; an unsubscribed one is left as is.
 * @returns the saved search after the call, or null for an unknown id
 */
export async function confirmSavedSearch(db: Database, id: string, now: Date = new Date()): Promise<SavedSearchRow | null> {
  const [updated] = await db
    .update(savedSearches)
    .set({ confirmedAt: now })
    .where(and(eq(savedSearches.id, id), isNull(savedSearches.confirmedAt), isNull(savedSearches.unsubscribedAt)))
    .returning();
  return updated ?? findSavedSearchById(db, id);
}

/** Records when the confirmation e-mail of a saved search was accepted by the SMTP server. */
export async function markConfirmationSent(db: Database, id: string, at: Date = new Date()): Promise<void> {
  await db.update(savedSearches).set({ confirmationSentAt: at }).where(eq(savedSearches.id, id));
}

/** Unconfirmed and asked for at or before `requestedBefore`: expired. */
const expiredPending = (requestedBefore: Date) => and(isNull(savedSearches.confirmedAt), lte(savedSearches.consentRequestedAt, requestedBefore));

/**
 * Unconfirmed saved searches asked for at or before `requestedBefore` (the run's time minus 7
 * days): the ones that expired.
 */
export async function listExpiredPendingSavedSearches(db: Database, requestedBefore: Date): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(expiredPending(requestedBefore))
    .orderBy(asc(savedSearches.consentRequestedAt), asc(savedSearches.id));
}

/**
 * Deletes the unconfirmed saved searches asked for at or before `requestedBefore` (their lead,
 * if any, stays in the inbox). @returns how many were deleted
 */
export async function deleteExpiredPendingSavedSearches(db: Database, requestedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(savedSearches)
    .where(expiredPending(requestedBefore))
    .returning({ id: savedSearches.id });
  return deleted.length;
}

/** The saved search of an alert lead, or null. */
export async function findSavedSearchByLead(db: Database, leadId: string): Promise<SavedSearchRow | null> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.leadId, leadId)).limit(1);
  return row ?? null;
}

/**
 * Unsubscribes the saved search holding this token (the link in alert e-mails). Idempotent: a
 * second call keeps the first `unsubscribedAt`.
 * @returns the saved search (with `unsubscribedAt` set), or null for an unknown token
 */
export async function unsubscribeSavedSearch(db: Database, token: string, now: Date = new Date()): Promise<SavedSearchRow | null> {
  if (!token) return null;
  const [updated] = await db
    .update(savedSearches)
    .set({ unsubscribedAt: now })
    .where(and(eq(savedSearches.unsubscribeToken, token), isNull(savedSearches.unsubscribedAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await db.select().from(savedSearches).where(eq(savedSearches.unsubscribeToken, token)).limit(1);
  return existing ?? null;
}

/** Records that a digest was sent for a saved search (matching then only considers newer listings). */
export async function markSavedSearchNotified(db: Database, id: string, at: Date = new Date()): Promise<void> {
  await db.update(savedSearches).set({ lastNotifiedAt: at }).where(eq(savedSearches.id, id));
}
