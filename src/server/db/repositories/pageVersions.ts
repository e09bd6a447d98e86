/**
 * Page versions repository: one row per publish, with the content
 * and title that became public; any version can be restored as the page's draft.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../client';
import { pageVersions, type PageVersionRow, type StoredLocalized, type StoredPageContent } from '../schema';

/** Fields of a new version; `createdBy` is the publisher's e-mail (null for a seed baseline). */
export interface NewPageVersion {
  pageId: string;
  revision: number;
  content: StoredPageContent;
  title: StoredLocalized;
  createdBy: string | null;
  createdAt?: Date;
}

/** Inserts a version. */
export async function insertPageVersion(db: Database, input: NewPageVersion): Promise<PageVersionRow> {
  const [row] = await db
    .insert(pageVersions)
    .values({ id: randomUUID(), ...input, ...(input.createdAt ? {} : { createdAt: new Date() }) })
    .returning();
  return row;
}

/** Every version of a page, oldest first. */
export async function listPageVersions(db: Database, pageId: string): Promise<PageVersionRow[]> {
  return db.select().from(pageVersions).where(eq(pageVersions.pageId, pageId)).orderBy(asc(pageVersions.createdAt), asc(pageVersions.revision));
}

/** Number of versions of a page. */
export async function countPageVersions(db: Database, pageId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pageVersions).where(eq(pageVersions.pageId, pageId));
  return Number(row?.n ?? 0);
}

/** The version `versionId` of page `pageId`, or null. */
export async function findPageVersion(db: Database, pageId: string, versionId: string): Promise<PageVersionRow | null> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.id, versionId)))
    .limit(1);
  return row ?? null;
}
