/**
 * Blog wire shapes (spec 001 §3 "Blog article", "Archive category", §7 `GET /articles`, §9
 * archive constants), shared by the content API, its client and the blog blocks.
 */
import { z } from 'zod';
import { fieldMeta } from './content';
import { ARCHIVE_PAGE_SIZE, ARTICLES_MAX_LIMIT, BLOG_PATH, toArticlesSearchParams, articlePath } from './blogValues';
import type { ArticlesQuery } from './blogValues';


const optionalLocalized = z.object({ fr: z.string().optional(), en: z.string().optional() });

/** A card of `GET /articles` and of the blog block feeds. `excerpt` is in the asked language. */
export const blogArticle = z.object({
  id: z.number().int(),
  slug: optionalLocalized,
  title: optionalLocalized,
  excerpt: z.string(),
  thumbnails: z.object({ url_small: z.string(), url_large: z.string() }).nullable(),
  /** Alternative text of the thumbnail in the asked language. */
  thumbnail_alt: z.string().optional(),
  author: z.object({ name: z.string(), thumbnail: z.string().nullable() }).nullable(),
  /** The article's first category; `label` per locale. */
  category: z.object({ id: z.number().int(), label: optionalLocalized }).nullable(),
  /** ISO 8601 date-time. */
  published_at: z.string(),
  /** Minutes per locale the article exists in (rounded, at least 1). */
  read_time: z.object({ fr: z.number().int().optional(), en: z.number().int().optional() }),
  featured: z.boolean().optional(),
});
export type BlogArticle = z.infer<typeof blogArticle>;

/** A category of the archive list with its number of visible articles in the asked language. */
export const archiveCategory = z.object({ id: z.number().int(), label: optionalLocalized, articles_count: z.number().int() });
export type ArchiveCategory = z.infer<typeof archiveCategory>;

/** Body of a `GET /articles` answer. `total` counts every match (paging: more while loaded < total). */
export const articlesResponse = z.object({
  data: z.object({
    articles: z.array(blogArticle),
    categories: z.array(archiveCategory).optional(),
    total: z.number().int(),
  }),
});
export type ArticlesResponse = z.infer<typeof articlesResponse>;




/**
 * Server data of the blog blocks (spec 001 §3 "Server data feeding blocks": articles
 * `{articlesListing}`), in `block_params.core_data`: the cards, and for the archive its first page's
 * total and the categories with their counts.
 */
export const articlesFeed = z.object({
  articlesListing: z.array(blogArticle),
  total: z.number().int().optional(),
  categories: z.array(archiveCategory).optional(),
});
fieldMeta.add(articlesFeed, { serverData: true });
export type ArticlesFeed = z.infer<typeof articlesFeed>;

export { ARCHIVE_PAGE_SIZE, ARTICLES_MAX_LIMIT, BLOG_PATH, toArticlesSearchParams, articlePath };
export type { ArticlesQuery };
