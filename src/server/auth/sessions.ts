/**
 * Login sessions: a 32-byte random token (base64url) in the cookie, its SHA-256 in
 * the database, 7-day sliding expiry, revocation on logout.
 */
import type { Context } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { findLiveSession, insertSession, revokeSession, touchSession } from '../db/repositories/sessions';
import type { UserRow } from '../db/schema';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './sessionCookie';

/** Session lifetime: 7 days (ms), renewed as the user works. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The expiry is slid at most once per this interval (ms), to avoid a write per request. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

/** Hex SHA-256 of a session token (what the database stores). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token: 32 bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opens a session for `user`, stores its hash and sets the cookie. */
export async function startSession(
  c: Context,
  db: Database,
  user: UserRow,
  meta: { ip: string | null; now: Date },
): Promise<void> {
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId: user.id,
    expiresAt: new Date(meta.now.getTime() + SESSION_TTL_MS),
    ip: meta.ip,
    userAgent: c.req.header('user-agent') ?? null,
  });
  writeSessionCookie(c, token, SESSION_TTL_MS / 1000);
}

/**
 * The user of the request's live session, or null (no cookie, unknown, expired or revoked
 * token). Slides the expiry (and refreshes the cookie) when the last slide is over an hour old.
 */
export async function currentUser(c: Context, db: Database, now: Date): Promise<UserRow | null> {
  const token = readSessionCookie(c);
  if (!token || token.length > 100) return null;
  const tokenHash = hashSessionToken(token);
  const found = await findLiveSession(db, tokenHash, now);
  if (!found) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    await touchSession(db, tokenHash, now, new Date(now.getTime() + SESSION_TTL_MS));
    writeSessionCookie(c, token, SESSION_TTL_MS / 1000);
  }
  return found.user;
}

/** Revokes the request's session (if any) and clears the cookie. */
export async function endSession(c: Context, db: Database, now: Date): Promise<void> {
  const token = readSessionCookie(c);
  if (token) await revokeSession(db, hashSessionToken(token), now);
  clearSessionCookie(c);
}
