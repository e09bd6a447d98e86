/**
 * Articles as cards of `GET /articles` and of the blog block feeds (spec 001 §3 "Blog article"):
 * texts per locale, the excerpt in the asked language, thumbnails, author, first category,
 * publication date and reading time.
 */
import type { BlogArticle } from '../../../schema/blog';
import type { Database } from '../../db/client';
import { articleBodies, type ArticleCard } from '../../db/repositories/articles';
import { articleReadTime, rememberedReadTime, type ReadTime } from './articleText';

/**
 * Reading times of the cards' articles by id: those worked out before for the same stored
 * version, the others from their bodies, read in one query (lists do not read bodies).
 */
async function readTimesOf(db: Database, siteId: string, items: ArticleCard[]): Promise<Map<number, ReadTime>> {
  const times = new Map<number, ReadTime>();
  for (const { article } of items) {
    const known = rememberedReadTime(article);
    if (known) times.set(article.id, known);
  }
  const missing = items.map(({ article }) => article.id).filter((id) => !times.has(id));
  for (const stored of await articleBodies(db, siteId, missing)) times.set(stored.id, articleReadTime(stored));
  return times;
}

/** The card of `item` for a visitor reading in `language`, given its reading time. */
function toBlogArticle(item: ArticleCard, language: 'fr' | 'en', readTime: ReadTime): BlogArticle {
  const { article, author, categories } = item;
  const first = categories[0];
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt[language] ?? '',
    thumbnails: article.cover ? { url_small: article.cover.url, url_large: article.cover.url } : null,
    ...(article.cover ? { thumbnail_alt: article.cover.alt[language] ?? '' } : {}),
    author: author ? { name: author.name, thumbnail: author.avatarUrl } : null,
    category: first ? { id: first.id, label: first.label } : null,
    published_at: (article.publishedAt ?? article.createdAt).toISOString(),
    read_time: readTime,
    featured: article.featured,
  };
}

/** The cards of the site's articles `items`, in their order, for a visitor reading in `language`. */
export async function toBlogArticles(db: Database, siteId: string, items: ArticleCard[], language: 'fr' | 'en'): Promise<BlogArticle[]> {
  const readTimes = await readTimesOf(db, siteId, items);
  return items.map((item) => toBlogArticle(item, language, readTimes.get(item.article.id) ?? {}));
}
