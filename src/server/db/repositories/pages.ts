/**
 * Pages repository: a page and its locale paths (`page_paths`), looked up by site and path.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../client';
import { pagePaths, pages, type PageRow, type StoredLocalized, type StoredPageContent } from '../schema';

/** One locale path of a page, as in the API's `alternate_paths`. */
export interface LocalePath {
  locale: 'fr' | 'en';
  path: string;
}

/** A page with every locale path it answers on. */
export interface PageWithPaths {
  page: PageRow;
  paths: LocalePath[];
}

/** Fields of a new page; `paths` are the page's URLs, one or more per locale. */
export interface NewPage {
  id?: string;
  siteId: string;
  key: string;
  status?: number;
  title: StoredLocalized;
  content: StoredPageContent;
  published?: boolean;
  paths: LocalePath[];
  /** Creation time (default now); listings are in creation order. */
  createdAt?: Date;
}

async function pathsOf(db: Database, pageIds: string[]): Promise<Map<string, LocalePath[]>> {
  const byPage = new Map<string, LocalePath[]>();
  if (pageIds.length === 0) return byPage;
  const rows = await db
    .select({ pageId: pagePaths.pageId, locale: pagePaths.locale, path: pagePaths.path })
    .from(pagePaths)
    .where(inArray(pagePaths.pageId, pageIds))
    .orderBy(asc(pagePaths.id));
  for (const row of rows) {
    const list = byPage.get(row.pageId) ?? [];
    list.push({ locale: row.locale, path: row.path });
    byPage.set(row.pageId, list);
  }
  return byPage;
}

/** What {@link findPageByPath} reads besides the published page. */
export interface FindPageOptions {
  /** Read the draft columns too (default true); false leaves `draftContent` and `draftTitle` null. */
  drafts?: boolean;
}

/**
 * The page of a site answering `path` (already normalised: no query, no trailing slash), with all
 * its locale paths (in one query); null when no page has this path. Unpublished pages are
 * returned too: the caller decides.
 */
export async function findPageByPath(db: Database, siteId: string, path: string, options: FindPageOptions = {}): Promise<PageWithPaths | null> {
  const { draftContent, draftTitle, ...published } = getTableColumns(pages);
  const drafts = options.drafts ?? true;
  const [row] = await db
    .select({
      page: { ...published, ...(drafts ? { draftContent, draftTitle } : {}) },
      // Written out: in a one-table select Drizzle leaves column names unqualified.
      paths: sql<LocalePath[]>`(select coalesce(json_agg(json_build_object('locale', pp.locale, 'path', pp.path) order by pp.id), '[]'::json) from page_paths pp where pp.page_id = "pages"."id")`,
    })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), inArray(pages.id, db.select({ id: pagePaths.pageId }).from(pagePaths).where(and(eq(pagePaths.siteId, siteId), eq(pagePaths.path, path))))))
    .limit(1);
  if (!row) return null;
  const page = row.page as Omit<PageRow, 'draftContent' | 'draftTitle'> & Partial<Pick<PageRow, 'draftContent' | 'draftTitle'>>;
  return { page: { ...page, draftContent: page.draftContent ?? null, draftTitle: page.draftTitle ?? null }, paths: row.paths };
}

/** Every page of a site with its paths, in creation order (content CLI export). */
export async function listSitePages(db: Database, siteId: string): Promise<PageWithPaths[]> {
  const rows = await db.select().from(pages).where(eq(pages.siteId, siteId)).orderBy(asc(pages.createdAt), asc(pages.key));
  const paths = await pathsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((page) => ({ page, paths: paths.get(page.id) ?? [] }));
}

/** Inserts a page and its paths. @throws on a duplicate key or path within the site. */
export async function insertPage(db: Database, input: NewPage): Promise<PageRow> {
  const [page] = await db
    .insert(pages)
    .values({
      id: input.id ?? randomUUID(),
      siteId: input.siteId,
      key: input.key,
      status: input.status ?? 200,
      title: input.title,
      content: input.content,
      published: input.published ?? true,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  if (input.paths.length > 0) {
    await db
      .insert(pagePaths)
      .values(input.paths.map((p) => ({ pageId: page.id, siteId: input.siteId, locale: p.locale, path: p.path })));
  }
  return page;
}

/** Deletes every page (and path) of a site (content CLI import replaces them). */
export async function deleteSitePages(db: Database, siteId: string): Promise<void> {
  await db.delete(pages).where(eq(pages.siteId, siteId));
}
