/**
 * Single-use captcha solutions: a solved challenge is accepted once.
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../client';
import { captchaSolutions } from '../schema';

/**
 * Records a solution as used. Atomic (insert … on conflict do nothing).
 * @returns true the first time a hash is seen, false when it was already used.
 */
export async function markCaptchaSolutionUsed(db: Database, hash: string): Promise<boolean> {
  const rows = await db
    .insert(captchaSolutions)
    .values({ hash })
    .onConflictDoNothing({ target: captchaSolutions.hash })
    .returning({ hash: captchaSolutions.hash });
  return rows.length === 1;
}

/** Forgets solutions used before `before` (their challenges have expired anyway). */
export async function pruneCaptchaSolutions(db: Database, before: Date): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.usedAt, before));
}
