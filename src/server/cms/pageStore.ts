/**
 * Page writes of the CMS: drafts in `pages.draft_content` /
 * `draft_title`, a revision bumped by every save, publish and restore, and optimistic
 * concurrency (an UPDATE conditioned on the revision the client started from).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countPageVersions, insertPageVersion } from '../db/repositories/pageVersions';
import { pagePaths, pages, type PageRow, type StoredLocalized, type StoredPageContent } from '../db/schema';

/** A page with its first path per locale (`''` when the page has none in that locale). */
export interface CmsPageRecord {
  page: PageRow;
  paths: { fr: string; en: string };
}

async function pathsByPage(db: Database, pageIds: string[]): Promise<Map<string, { fr: string; en: string }>> {
  const map = new Map<string, { fr: string; en: string }>();
  if (pageIds.length === 0) return map;
  const rows = await db.select().from(pagePaths).where(inArray(pagePaths.pageId, pageIds)).orderBy(asc(pagePaths.id));
  for (const row of rows) {
    const entry = map.get(row.pageId) ?? { fr: '', en: '' };
    if (!entry[row.locale]) entry[row.locale] = row.path;
    map.set(row.pageId, entry);
  }
  return map;
}

/** Every page of a site with its paths, in creation order. */
export async function listCmsPages(db: Database, siteId: string): Promise<CmsPageRecord[]> {
  const rows = await db.select().from(pages).where(eq(pages.siteId, siteId)).orderBy(asc(pages.createdAt), asc(pages.key));
  const paths = await pathsByPage(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((page) => ({ page, paths: paths.get(page.id) ?? { fr: '', en: '' } }));
}

/** The page `id` of site `siteId` with its paths, or null (also for another site's page). */
export async function findCmsPage(db: Database, siteId: string, id: string): Promise<CmsPageRecord | null> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.siteId, siteId)))
    .limit(1);
  if (!page) return null;
  const paths = await pathsByPage(db, [page.id]);
  return { page, paths: paths.get(page.id) ?? { fr: '', en: '' } };
}

/** The content the editor works on: the draft when there is one, else the public content. */
export function workingContent(page: PageRow): StoredPageContent {
  return page.draftContent ?? page.content;
}

/**
 * Saves a draft. With `expectedRevision` the write happens only if the stored revision still is
 * that one (null = force).
 * @returns the updated row, or null when the revision was stale
 */
export async function savePageDraft(
  db: Database,
  page: PageRow,
  input: { expectedRevision: number | null; content: StoredPageContent; title?: StoredLocalized; by: string; at: Date },
): Promise<PageRow | null> {
  const where =
    input.expectedRevision === null ? eq(pages.id, page.id) : and(eq(pages.id, page.id), eq(pages.revision, input.expectedRevision));
  const [row] = await db
    .update(pages)
    .set({
      draftContent: input.content,
      ...(input.title ? { draftTitle: input.title } : {}),
      revision: input.expectedRevision === null ? page.revision + 1 : input.expectedRevision + 1,
      updatedAt: input.at,
      updatedBy: input.by,
    })
    .where(where)
    .returning();
  return row ?? null;
}

/**
 * Publishes `content` (already validated): it becomes the public content and title, the draft is
 * cleared, the page is marked published, the revision bumped and a version row stored. Before the
 * first version of a page that was already public, its current content is kept as a baseline
 * version so nothing from the seed or an import is lost.
 * @returns the updated row, or null when `expectedRevision` is stale
 */
export async function publishPage(
  db: Database,
  page: PageRow,
  input: { expectedRevision: number; content: StoredPageContent; title: StoredLocalized; by: string; at: Date },
): Promise<PageRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pages)
      .set({
        content: input.content,
        title: input.title,
        draftContent: null,
        draftTitle: null,
        published: true,
        revision: input.expectedRevision + 1,
        updatedAt: input.at,
        updatedBy: input.by,
      })
      .where(and(eq(pages.id, page.id), eq(pages.revision, input.expectedRevision)))
      .returning();
    if (!row) return null;
    if (page.published && page.content.fields.length > 0 && (await countPageVersions(tx, page.id)) === 0) {
      await insertPageVersion(tx, {
        pageId: page.id,
        revision: page.revision,
        content: page.content,
        title: page.title,
        // Seed or import content: its author is unknown, its date the page's creation.
        createdBy: null,
        createdAt: new Date(Math.min(page.createdAt.getTime(), input.at.getTime() - 1)),
      });
    }
    await insertPageVersion(tx, { pageId: page.id, revision: row.revision, content: input.content, title: input.title, createdBy: input.by, createdAt: input.at });
    return row;
  });
}

/** Marks a freshly created page: empty draft, unpublished, authored by `by`. */
export async function markNewPage(db: Database, pageId: string, by: string): Promise<PageRow> {
  const [row] = await db.update(pages).set({ draftContent: { fields: [] }, published: false, updatedBy: by }).where(eq(pages.id, pageId)).returning();
  return row;
}

/** Deletes a page (its paths and versions go with it). */
export async function deletePage(db: Database, pageId: string): Promise<void> {
  await db.delete(pages).where(eq(pages.id, pageId));
}
