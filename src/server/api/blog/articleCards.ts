/**
 * An article as a card of `GET /articles` and of the blog block feeds (spec 001 §3 "Blog
 * article"): texts per locale, the excerpt in the asked language, thumbnails, author, first
 * category, publication date and reading time.
 */
import type { BlogArticle } from '../../../schema/blog';
import type { ArticleWithRelations } from '../../db/repositories/articles';
import { articleReadTime } from './articleText';

/** The card of `item` for a visitor reading in `language`. */
export function toBlogArticle(item: ArticleWithRelations, language: 'fr' | 'en'): BlogArticle {
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
    read_time: articleReadTime(article),
    featured: article.featured,
  };
}
