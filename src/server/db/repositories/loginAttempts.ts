/**
 * Login attempts repository (issue 3 §1): every attempt is recorded so failures can be counted
 * per e-mail and per client IP within the lockout window (see src/server/auth/loginThrottle.ts).
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../client';
import { loginAttempts } from '../schema';

/** Records one attempt. `email` is stored lower-case; `ip` null when unknown. */
export async function recordLoginAttempt(db: Database, attempt: { email: string; ip: string | null; succeeded: boolean; at: Date }): Promise<void> {
  await db.insert(loginAttempts).values({ email: attempt.email.trim().toLowerCase(), ip: attempt.ip, succeeded: attempt.succeeded, at: attempt.at });
}

/**
 * Times of the failed attempts since `since`, newest first, for one e-mail or one IP
 * (at most `limit` rows).
 */
export async function recentFailures(db: Database, key: { email: string } | { ip: string }, since: Date, limit: number): Promise<Date[]> {
  const match = 'email' in key ? eq(loginAttempts.email, key.email.trim().toLowerCase()) : eq(loginAttempts.ip, key.ip);
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(match, eq(loginAttempts.succeeded, false), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .limit(limit);
  return rows.map((r) => r.at);
}

/** Forgets the failures of an e-mail (after a successful login). */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email.trim().toLowerCase()), eq(loginAttempts.succeeded, false)));
}
