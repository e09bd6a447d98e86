/**
 * Login attempts repository (docs/editors.md "Editors and admins"): a record of every login attempt that
 * reached the password check (e-mail, client IP, success, time), for an administrator looking
 * into a break-in attempt. The lockout itself counts elsewhere (src/server/auth/loginThrottle.ts):
 * attempts refused by it are not recorded here.
 */
import type { Database } from '../client';
import { loginAttempts } from '../schema';

/** Records one attempt. `email` is stored lower-case; `ip` null when unknown. */
export async function recordLoginAttempt(db: Database, attempt: { email: string; ip: string | null; succeeded: boolean; at: Date }): Promise<void> {
  await db.insert(loginAttempts).values({ email: attempt.email.trim().toLowerCase(), ip: attempt.ip, succeeded: attempt.succeeded, at: attempt.at });
}
