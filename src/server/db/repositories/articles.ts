/**
 * Blog repository (spec 001 §3 "Blog article", §7 `GET /articles`): the visible articles of a site
 * in one language, paged and filtered by category, as cards (without their bodies); the bodies of
 * some articles (for reading times); category counts; one article with its author and categories;
 * inserts for the seed.
 *
 * Visible to visitors: status `scheduled` or `published`, `published_at` passed, and a title and
 * slug in the asked language. Functions take the database or a transaction.
 */
import { and, asc, desc, eq, getTableColumns, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
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
  /** The article; read for visitors, so `draft` (the editor's working document) is null. */
  article: ArticleRow;
  author: BlogAuthorRow | null;
  /** Its categories by position. */
  categories: BlogCategoryRow[];
}

/** An article as lists show it (cards, feeds, sitemap): everything but its body and draft. */
export type ArticleCardRow = Omit<ArticleRow, 'body' | 'draft'>;

/** An article of a list with its author and categories. */
export interface ArticleCard extends Omit<ArticleWithRelations, 'article'> {
  article: ArticleCardRow;
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

/**
 * An article's categories by position, as one JSON column of a query on `articles` (the rows of
 * `blog_categories`, keys as in {@link BlogCategoryRow}, `createdAt` as text).
 */
const categoriesColumn = sql<(Omit<BlogCategoryRow, 'createdAt'> & { createdAt: string })[]>`(select coalesce(json_agg(json_build_object('id', bc.id, 'siteId', bc.site_id, 'label', bc.label, 'position', bc.position, 'createdAt', bc.created_at) order by bc.position, bc.id), '[]'::json) from article_categories ac join blog_categories bc on bc.id = ac.category_id where ac.article_id = "articles"."id")`;

/** The columns of `articles` visitors' pages read: all but the editor's working document (`draft`). */
const { draft: _draft, ...publicArticleColumns } = getTableColumns(articles);

/**
 * The columns lists read: no body. A body is most of an article's row; reading a dozen of them for
 * cards that show a title and an excerpt was most of a blog page's database time.
 */
const { body: _body, ...cardArticleColumns } = publicArticleColumns;

type CategoriesJson = (Omit<BlogCategoryRow, 'createdAt'> & { createdAt: string })[];

const categoriesOf = (json: CategoriesJson): BlogCategoryRow[] => json.map((category) => ({ ...category, createdAt: new Date(category.createdAt) }));

/** A row read with {@link cardArticleColumns} and {@link categoriesColumn} as an {@link ArticleCard}. */
function cardWithCategories<A extends ArticleCardRow>(row: { article: A; author: BlogAuthorRow | null; categories: CategoriesJson }) {
  return { article: row.article, author: row.author, categories: categoriesOf(row.categories) };
}

/** A row read with {@link publicArticleColumns} and {@link categoriesColumn} as an {@link ArticleWithRelations} (`draft` null). */
function withCategories(row: { article: Omit<ArticleRow, 'draft'>; author: BlogAuthorRow | null; categories: CategoriesJson }): ArticleWithRelations {
  return { ...cardWithCategories(row), article: { ...row.article, draft: null } };
}

/**
 * One page of the site's visible articles and the number of matches: one query (the count and
 * each article's categories come with the rows), a second one only for a page past the last.
 */
export async function listVisibleArticles(db: Database, siteId: string, query: ArticleListQuery): Promise<{ total: number; items: ArticleCard[] }> {
  const conditions: SQL[] = [eq(articles.siteId, siteId), articleVisible(query.language, query.now)];
  if (query.categoryIds && query.categoryIds.length > 0) {
    conditions.push(inArray(articles.id, db.select({ id: articleCategories.articleId }).from(articleCategories).where(inArray(articleCategories.categoryId, query.categoryIds))));
  }
  if (query.featured !== undefined) conditions.push(eq(articles.featured, query.featured));
  if (query.excludeId !== undefined) conditions.push(ne(articles.id, query.excludeId));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ article: cardArticleColumns, author: blogAuthors, categories: categoriesColumn, total: sql<number>`(count(*) over ())::int` })
    .from(articles)
    .leftJoin(blogAuthors, eq(blogAuthors.id, articles.authorId))
    .where(where)
    .orderBy(direction(articles.publishedAt), direction(articles.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(articles)
      .where(where);
  }
  return { total, items: rows.map(cardWithCategories) };
}

/** The site's categories by position, each with its number of visible articles in `language` (one query). */
export async function categoriesWithCounts(db: Database, siteId: string, language: Locale, now: Date): Promise<{ category: BlogCategoryRow; count: number }[]> {
  return db
    .select({ category: blogCategories, count: sql<number>`count(${articles.id})::int` })
    .from(blogCategories)
    .leftJoin(articleCategories, eq(articleCategories.categoryId, blogCategories.id))
    .leftJoin(articles, and(eq(articles.id, articleCategories.articleId), eq(articles.siteId, siteId), articleVisible(language, now)))
    .where(eq(blogCategories.siteId, siteId))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
}

/** Article `id` of the site with its author and categories, whatever its status; null when unknown. */
export async function findSiteArticle(db: Database, siteId: string, id: number): Promise<ArticleWithRelations | null> {
  const [row] = await db
    .select({ article: publicArticleColumns, author: blogAuthors, categories: categoriesColumn })
    .from(articles)
    .leftJoin(blogAuthors, eq(blogAuthors.id, articles.authorId))
    .where(and(eq(articles.siteId, siteId), eq(articles.id, id)))
    .limit(1);
  return row ? withCategories(row) : null;
}

/** Every visible article of the site in `language` with its slug and dates, newest first (sitemap, feeds). */
export async function visibleArticleSummaries(db: Database, siteId: string, language: Locale, now: Date, limit?: number): Promise<ArticleCard[]> {
  const base = db
    .select({ article: cardArticleColumns, author: blogAuthors, categories: categoriesColumn })
    .from(articles)
    .leftJoin(blogAuthors, eq(blogAuthors.id, articles.authorId))
    .where(and(eq(articles.siteId, siteId), articleVisible(language, now)))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  const rows = limit === undefined ? await base : await base.limit(limit);
  return rows.map(cardWithCategories);
}

/** The stored title and body of the site's articles `ids` with their version (id, revision, update time), in no order. */
export async function articleBodies(db: Database, siteId: string, ids: number[]): Promise<Pick<ArticleRow, 'id' | 'revision' | 'updatedAt' | 'title' | 'body'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: articles.id, revision: articles.revision, updatedAt: articles.updatedAt, title: articles.title, body: articles.body })
    .from(articles)
    .where(and(eq(articles.siteId, siteId), inArray(articles.id, ids)));
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
