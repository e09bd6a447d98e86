/**
 * The CMS side of articles: listing, the working document (draft, else the public columns),
 * optimistic draft saves, publishing (public columns, category links and a version row in one
 * transaction), unpublishing, deleting, versions and restores. Every function takes the database
 * or a transaction; revisions guard concurrent editors (a stale one changes nothing).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ArticleDocument } from '../../schema/articleDocument';
import type { Database } from '../db/client';
import { articleCategories, articles, articleVersions, blogAuthors, blogCategories, type ArticleRow, type ArticleVersionRow } from '../db/schema';

/** An article with the ids of its public categories. */
export interface CmsArticleRecord {
  article: ArticleRow;
  categoryIds: number[];
}

async function categoryIdsOf(db: Database, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const links = await db.select().from(articleCategories).where(inArray(articleCategories.articleId, ids)).orderBy(asc(articleCategories.categoryId));
  for (const link of links) map.get(link.articleId)?.push(link.categoryId);
  return map;
}

/** Every article of the site, newest change first. */
export async function listCmsArticles(db: Database, siteId: string): Promise<CmsArticleRecord[]> {
  const rows = await db.select().from(articles).where(eq(articles.siteId, siteId)).orderBy(desc(articles.updatedAt), desc(articles.id));
  const categories = await categoryIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((article) => ({ article, categoryIds: categories.get(article.id) ?? [] }));
}

/** Article `id` of the site, or null. */
export async function findCmsArticle(db: Database, siteId: string, id: number): Promise<CmsArticleRecord | null> {
  const [article] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.siteId, siteId), eq(articles.id, id)))
    .limit(1);
  if (!article) return null;
  return { article, categoryIds: (await categoryIdsOf(db, [id])).get(id) ?? [] };
}

/** The public columns of an article as a document. */
export function publicDocument({ article, categoryIds }: CmsArticleRecord): ArticleDocument {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    body: article.body,
    cover: article.cover ?? null,
    author_id: article.authorId ?? null,
    category_ids: categoryIds,
    tags: article.tags,
    featured: article.featured,
  };
}

/** What the editor works on: the draft, else the public document. */
export function workingDocument(record: CmsArticleRecord): ArticleDocument {
  return record.article.draft ?? publicDocument(record);
}

/** Creates a draft article holding `document`. */
export async function createArticle(db: Database, siteId: string, document: ArticleDocument, by: string, at: Date): Promise<ArticleRow> {
  const [row] = await db
    .insert(articles)
    .values({ siteId, slug: {}, title: document.title, status: 'draft', draft: document, updatedBy: by, createdAt: at, updatedAt: at })
    .returning();
  return row;
}

/**
 * Stores `document` as the draft when the revision still matches (`expectedRevision` null: force).
 * @returns the updated row, or null when the revision is stale
 */
export async function saveArticleDraft(
  db: Database,
  article: ArticleRow,
  input: { expectedRevision: number | null; document: ArticleDocument; by: string; at: Date },
): Promise<ArticleRow | null> {
  const where = input.expectedRevision === null ? eq(articles.id, article.id) : and(eq(articles.id, article.id), eq(articles.revision, input.expectedRevision));
  const [row] = await db
    .update(articles)
    .set({ draft: input.document, revision: (input.expectedRevision ?? article.revision) + 1, updatedAt: input.at, updatedBy: input.by })
    .where(where)
    .returning();
  return row ?? null;
}

/**
 * Publishes `document` (already validated): public columns and category links replaced, draft
 * cleared, status `published` (or `scheduled` when `publishedAt` is in the future), revision bumped
 * and a version row written, in one transaction.
 * @returns the updated row, or null when `expectedRevision` is stale
 */
export async function publishArticle(
  db: Database,
  article: ArticleRow,
  input: { expectedRevision: number; document: ArticleDocument; publishedAt: Date; by: string; at: Date },
): Promise<ArticleRow | null> {
  return db.transaction(async (tx) => {
    const { document } = input;
    const [row] = await tx
      .update(articles)
      .set({
        title: document.title,
        slug: document.slug,
        excerpt: document.excerpt,
        body: document.body,
        cover: document.cover,
        authorId: document.author_id,
        tags: document.tags,
        featured: document.featured,
        draft: null,
        status: input.publishedAt.getTime() > input.at.getTime() ? 'scheduled' : 'published',
        publishedAt: input.publishedAt,
        revision: input.expectedRevision + 1,
        updatedAt: input.at,
        updatedBy: input.by,
      })
      .where(and(eq(articles.id, article.id), eq(articles.revision, input.expectedRevision)))
      .returning();
    if (!row) return null;
    await tx.delete(articleCategories).where(eq(articleCategories.articleId, article.id));
    if (document.category_ids.length > 0) await tx.insert(articleCategories).values(document.category_ids.map((categoryId) => ({ articleId: article.id, categoryId })));
    await tx.insert(articleVersions).values({ id: randomUUID(), articleId: article.id, revision: row.revision, document, createdBy: input.by, createdAt: input.at });
    return row;
  });
}

/** Takes the article off the site (status draft; its content stays). @returns null when stale */
export async function unpublishArticle(db: Database, article: ArticleRow, input: { expectedRevision: number; by: string; at: Date }): Promise<ArticleRow | null> {
  const [row] = await db
    .update(articles)
    .set({ status: 'draft', revision: input.expectedRevision + 1, updatedAt: input.at, updatedBy: input.by })
    .where(and(eq(articles.id, article.id), eq(articles.revision, input.expectedRevision)))
    .returning();
  return row ?? null;
}

/** Deletes an article (its versions and category links go with it). */
export async function deleteArticle(db: Database, id: number): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id));
}

/** The versions of an article, oldest first. */
export async function listArticleVersions(db: Database, articleId: number): Promise<ArticleVersionRow[]> {
  return db.select().from(articleVersions).where(eq(articleVersions.articleId, articleId)).orderBy(asc(articleVersions.createdAt), asc(articleVersions.revision));
}

/** Version `id` of article `articleId`, or null. */
export async function findArticleVersion(db: Database, articleId: number, id: string): Promise<ArticleVersionRow | null> {
  const [row] = await db
    .select()
    .from(articleVersions)
    .where(and(eq(articleVersions.articleId, articleId), eq(articleVersions.id, id)))
    .limit(1);
  return row ?? null;
}

/** The ids among `authorId` and `categoryIds` that are not this site's. */
export async function foreignReferences(
  db: Database,
  siteId: string,
  document: Pick<ArticleDocument, 'author_id' | 'category_ids'>,
): Promise<{ author: boolean; categories: number[] }> {
  let author = false;
  if (document.author_id !== null) {
    const [found] = await db
      .select({ id: blogAuthors.id })
      .from(blogAuthors)
      .where(and(eq(blogAuthors.id, document.author_id), eq(blogAuthors.siteId, siteId)));
    author = !found;
  }
  const own = document.category_ids.length
    ? await db
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(and(eq(blogCategories.siteId, siteId), inArray(blogCategories.id, document.category_ids)))
    : [];
  const ownIds = new Set(own.map((row) => row.id));
  return { author, categories: document.category_ids.filter((id) => !ownIds.has(id)) };
}
