/**
 * Blog values without their schemas (spec 001 §2 blog pages, §7 `GET /articles`, §9 archive page
 * size): paths, page sizes and the articles query builder, in a module free of zod so a page does
 * not download the validation library for them. src/schema/blog.ts re-exports them.
 */

/** Articles per archive page (spec 001 §9). */
export const ARCHIVE_PAGE_SIZE = 6;

/** Largest `limit` of `GET /articles`. */
export const ARTICLES_MAX_LIMIT = 50;

/** Blog archive path per locale (spec 000 §2 routes). */
export const BLOG_PATH = { fr: '/fr/blogue', en: '/en/blog' } as const;

/** What an archive asks `GET /articles` for. */
export interface ArticlesQuery {
  language: 'fr' | 'en';
  page: number;
  limit: number;
  order: 'asc' | 'desc';
  /** Selected category ids; omitted when every category is selected. */
  categories?: number[];
  withCategories?: boolean;
}

/** The query string of {@link ArticlesQuery}, parameters in the spec's names. */
export function toArticlesSearchParams(query: ArticlesQuery): URLSearchParams {
  const params = new URLSearchParams({ language: query.language, page: String(query.page), limit: String(query.limit), order: query.order });
  if (query.categories && query.categories.length > 0) params.set('categories', query.categories.join(','));
  if (query.withCategories) params.set('with_categories', '1');
  return params;
}

/** The public path of an article in `locale` (`/fr/blogue/{slug}-{id}`), or null when it has no slug there. */
export function articlePath(locale: 'fr' | 'en', article: { id: number; slug: { fr?: string; en?: string } }): string | null {
  const slug = article.slug[locale];
  return slug ? `${BLOG_PATH[locale]}/${slug}-${article.id}` : null;
}
