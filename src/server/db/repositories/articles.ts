/**
 * Blog repository (spec 001 §3 "Blog article", §7 `GET /articles`): the visible articles of a site
 * in one language, paged and filtered by category; category counts; one article with its author
 * and categories; inserts for the seed.
 *
 * Visible to visitors: status `scheduled` or `published`, `published_at` passed, and a title and
 * slug in the asked language. Functions take the database or a transaction.
 */
import { and, asc, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { articleCategories, articles, blogAuthors, blogCategories, type ArticleRow, type BlogAuthorRow, type BlogCategoryRow, type NewArticleRow } from '../schema';

type Locale = 'fr' | 'en';

/** Whether an article is public at `now` in `language` (see the module doc). */
export function articleVisible(language: Locale, now: Date): SQL {
  return and(
    inArray(articles.status, ['scheduled', 'published']),
    lte(articles.publishedAt, now),
    sql`coalesce(${articles.title} ->> ${language}, '') <> ''`,
    sql`coalesce(${articles.slug} ->> ${language}, '') <> ''`,
  )!;
}

/** An article with what its card and page show beside it. */
export interface ArticleWithRelations {
  article: ArticleRow;
  author: BlogAuthorRow | null;
  /** Its categories by position. */
  categories: BlogCategoryRow[];
}

/** A page of visible articles. */
export interface ArticleListQuery {
  language: Locale;
  /** 1-based. */
  page: number;
  limit: number;
  /** By `published_at` (ties by id). */
  order: 'asc' | 'desc';
  /** Only articles in at least one of these categories; omitted or empty: every article. */
  categoryIds?: number[];
  /** Only featured (true) or only regular (false) articles; omitted: both. */
  featured?: boolean;
  /** Leaves this article out (the post being read). */
  excludeId?: number;
  now: Date;
}

async function withRelations(db: Database, rows: { article: ArticleRow; author: BlogAuthorRow | null }[]): Promise<ArticleWithRelations[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ articleId: articleCategories.articleId, category: blogCategories })
    .from(articleCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, articleCategories.categoryId))
    .where(
      inArray(
        articleCategories.articleId,
        rows.map((row) => row.article.id),
      ),
    )
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
  return rows.map((row) => ({
    ...row,
    categories: links.filter((link) => link.articleId === row.article.id).map((link) => link.category),
  }));
}

/** One page of the site's visible articles and the number of matches. */
export async function listVisibleArticles(db: Database, siteId: string, query: ArticleListQuery): Promise<{ total: number; items: ArticleWithRelations[] }> {
  const conditions: SQL[] = [eq(articles.siteId, siteId), articleVisible(query.language, query.now)];
  if (query.categoryIds && query.categoryIds.length > 0) {
    conditions.push(inArray(articles.id, db.select({ id: articleCategories.articleId }).from(articleCategories).where(inArray(articleCategories.categoryId, query.categoryIds))));
  }
  if (query.featured !== undefined) conditions.push(eq(articles.featured, query.featured));
  if (query.excludeId !== undefined) conditions.push(ne(articles.id, query.excludeId));
  const where = and(...conditions);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(articles)
    .where(where);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ article: articles, author: blogAuthors })
    .from(articles)
    .leftJoin(blogAuthors, eq(blogAuthors.id, articles.authorId))
    .where(where)
    .orderBy(direction(articles.publishedAt), direction(articles.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { total, items: await withRelations(db, rows) };
}

/** The site's categories by position, each with its number of visible articles in `language`. */
export async function categoriesWithCounts(db: Database, siteId: string, language: Locale, now: Date): Promise<{ category: BlogCategoryRow; count: number }[]> {
  const counts = await db
    .select({ categoryId: articleCategories.categoryId, count: sql<number>`count(*)::int` })
    .from(articleCategories)
    .innerJoin(articles, eq(articles.id, articleCategories.articleId))
    .where(and(eq(articles.siteId, siteId), articleVisible(language, now)))
    .groupBy(articleCategories.categoryId);
  const byId = new Map(counts.map((row) => [row.categoryId, row.count]));
  const categories = await db.select().from(blogCategories).where(eq(blogCategories.siteId, siteId)).orderBy(asc(blogCategories.position), asc(blogCategories.id));
  return categories.map((category) => ({ category, count: byId.get(category.id) ?? 0 }));
}

/** Article `id` of the site with its author and categories, whatever its status; null when unknown. */
export async function findSiteArticle(db: Database, siteId: string, id: number): Promise<ArticleWithRelations | null> {
  const rows = await db
    .select({ article: articles, author: blogAuthors })
    .from(articles)
    .leftJoin(blogAuthors, eq(blogAuthors.id, articles.authorId))
    .where(and(eq(articles.siteId, siteId), eq(articles.id, id)))
    .limit(1);
  const [found] = await withRelations(db, rows);
  return found ?? null;
}

/** Every visible article of the site in `language` with its slug and dates, newest first (sitemap, feeds). */
export async function visibleArticleSummaries(db: Database, siteId: string, language: Locale, now: Date, limit?: number): Promise<ArticleWithRelations[]> {
  const base = db
    .select({ article: articles, author: blogAuthors })
    .from(articles)
    .leftJoin(blogAuthors, eq(blogAuthors.id, articles.authorId))
    .where(and(eq(articles.siteId, siteId), articleVisible(language, now)))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  const rows = limit === undefined ? await base : await base.limit(limit);
  return withRelations(db, rows);
}

/** Inserts an author. */
export async function insertBlogAuthor(db: Database, input: typeof blogAuthors.$inferInsert): Promise<BlogAuthorRow> {
  const [row] = await db.insert(blogAuthors).values(input).returning();
  return row;
}

/** Inserts a category. */
export async function insertBlogCategory(db: Database, input: typeof blogCategories.$inferInsert): Promise<BlogCategoryRow> {
  const [row] = await db.insert(blogCategories).values(input).returning();
  return row;
}

/** Inserts an article and its category links. */
export async function insertArticle(db: Database, input: NewArticleRow, categoryIds: number[] = []): Promise<ArticleRow> {
  const [row] = await db.insert(articles).values(input).returning();
  if (categoryIds.length > 0) await db.insert(articleCategories).values(categoryIds.map((categoryId) => ({ articleId: row.id, categoryId })));
  return row;
}
