/**
 * Redirects repository: `from_path` → `to_path` with status 301 or 302, per site.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { redirects, type RedirectRow } from '../schema';

/** A redirect as the content CLI reads and writes it. */
export interface RedirectInput {
  from_path: string;
  to_path: string;
  status: 301 | 302;
}

/** The redirect of a site for this normalised path, or null. */
export async function findRedirect(db: Database, siteId: string, path: string): Promise<RedirectRow | null> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(and(eq(redirects.siteId, siteId), eq(redirects.fromPath, path)))
    .limit(1);
  return row ?? null;
}

/** Every redirect of a site, in insertion order. */
export async function listRedirects(db: Database, siteId: string): Promise<RedirectInput[]> {
  const rows = await db.select().from(redirects).where(eq(redirects.siteId, siteId)).orderBy(asc(redirects.id));
  return rows.map((r) => ({ from_path: r.fromPath, to_path: r.toPath, status: r.status === 302 ? 302 : 301 }));
}

/** Replaces every redirect of a site. @throws on two redirects with the same `from_path`. */
export async function replaceRedirects(db: Database, siteId: string, list: RedirectInput[]): Promise<void> {
  await db.delete(redirects).where(eq(redirects.siteId, siteId));
  if (list.length === 0) return;
  await db
    .insert(redirects)
    .values(list.map((r) => ({ siteId, fromPath: r.from_path, toPath: r.to_path, status: r.status })));
}
