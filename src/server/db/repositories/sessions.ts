/**
 * Sessions repository: server-side login sessions. The cookie holds a random token;
 * only its SHA-256 (hex) is stored, so a database leak gives no usable cookie.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { sessions, users, type SessionRow, type UserRow } from '../schema';

/** Fields of a new session. `expiresAt` is the sliding expiry (now + 7 days at creation). */
export interface NewSession {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  ip?: string | null;
  userAgent?: string | null;
}

/** Inserts a session. */
export async function insertSession(db: Database, input: NewSession): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: input.tokenHash, userId: input.userId, expiresAt: input.expiresAt, ip: input.ip ?? null, userAgent: input.userAgent?.slice(0, 300) ?? null })
    .returning();
  return row;
}

/** The live session (not revoked, not expired at `now`) with this token hash and its user, or null. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date): Promise<{ session: SessionRow; user: UserRow } | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Slides a session's expiry: `lastSeenAt = now`, `expiresAt = newExpiry`. */
export async function touchSession(db: Database, tokenHash: string, now: Date, newExpiry: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt: newExpiry }).where(eq(sessions.tokenHash, tokenHash));
}

/** Revokes one session (logout). */
export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user (password change). */
export async function revokeUserSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
