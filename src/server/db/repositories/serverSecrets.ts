/**
 * Server secrets generated once and kept in the database (e.g. the altcha HMAC key when
 * `CAPTCHA_HMAC_KEY` is not set), so they survive restarts with either database driver.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { serverSecrets } from '../schema';

/**
 * The secret named `name`; created with `generate()` when missing. Concurrent callers get the
 * same value (insert … on conflict do nothing, then read back).
 */
export async function getOrCreateSecret(db: Database, name: string, generate: () => string): Promise<string> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  if (existing) return existing.value;
  await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  return row.value;
}
