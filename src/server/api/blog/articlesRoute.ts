/**
 * `GET /{microsite_id}/articles` of the content API (spec 001 §7), protected by `X-Site-Key`
 * ({@link siteFromKey}: 401/404/403): a page of the site's visible articles in `language`
 * ({@link parseArticlesQuery}; 422 `{ status: 'error', errors: { param: [message] } }` for
 * unknown parameters or bad values) →
 * `{ data: { articles: BlogArticle[], total, categories? } }`, `categories` (id, label per
 * locale, `articles_count` of visible articles in `language`) with `with_categories=1`.
 * Only articles whose status is scheduled or published and whose `published_at` has passed.
 */
import type { Context } from 'hono';
import type { ArticlesResponse } from '../../../schema/blog';
import type { Database } from '../../db/client';
import { categoriesWithCounts, listVisibleArticles } from '../../db/repositories/articles';
import { requestLocale, siteFromKey } from '../siteAccess';
import { toBlogArticles } from './articleCards';
import { parseArticlesQuery } from './articlesQuery';

/** Cache-Control of the article lists: short and private (keyed by the site key). */
export const ARTICLES_CACHE_CONTROL = 'private, max-age=30';

/** `GET /{microsite_id}/articles`. */
export async function articlesHandler(c: Context, db: Database) {
  const access = await siteFromKey(c, db);
  if (!access.ok) return access.response;
  const parsed = parseArticlesQuery(c.req.queries(), requestLocale(c));
  if (!parsed.ok) return c.json({ status: 'error', errors: parsed.errors }, 422);
  const query = parsed.query;
  const now = new Date();
  const siteId = access.site.id;
  const { total, items } = await listVisibleArticles(db, siteId, { ...query, now });
  const data: ArticlesResponse['data'] = { articles: await toBlogArticles(db, siteId, items, query.language), total };
  if (query.withCategories) {
    data.categories = (await categoriesWithCounts(db, siteId, query.language, now)).map(({ category, count }) => ({
      id: category.id,
      label: category.label,
      articles_count: count,
    }));
  }
  c.header('Cache-Control', ARTICLES_CACHE_CONTROL);
  c.header('Vary', 'Content-Language, X-Site-Key');
  return c.json({ data });
}
