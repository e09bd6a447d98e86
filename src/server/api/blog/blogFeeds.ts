/**
 * Server data fed to the blog blocks (spec 001 §3 "Server data feeding blocks": articles
 * `{articlesListing}`): when the content API serves a page, each blog block among its blocks gets
 * `block_params.core_data` (shape `articlesFeed` of src/schema/blog.ts), in the page's locale:
 *
 * | block                          | core_data                                                  |
 * |--------------------------------|------------------------------------------------------------|
 * | `blog_articles_grid_block`     | `{ articlesListing }`: the latest {@link BLOG_GRID_ARTICLES} |
 * | `blog_articles_featured_block` | `{ articlesListing }`: the featured (≤ 3), then the latest regular ones |
 * | `blog_archives_list_block`     | `{ articlesListing, total, categories }`: page 1 of the archive (newest first) |
 *
 * A page without blog blocks costs nothing (no query).
 */
import type { Block } from '../../../schema/block';
import { ARCHIVE_PAGE_SIZE, type ArticlesFeed } from '../../../schema/blog';
import { BLOG_GRID_ARTICLES } from '../../../blocks/blog/blog_articles_grid_block/schema';
import { FEATURED_REGULAR_ARTICLES } from '../../../blocks/blog/blog_articles_featured_block/schema';
import type { Database } from '../../db/client';
import { categoriesWithCounts, listVisibleArticles, type ArticleCard } from '../../db/repositories/articles';
import { toBlogArticles } from './articleCards';
import { dependencyTag, noteDependency } from '../../pageCache/renderDependencies';
import { readPublished } from '../../pageCache/publishedReads';

type Locale = 'fr' | 'en';

/** Block types that receive an articles feed. */
export const BLOG_FEED_BLOCKS = ['blog_articles_grid_block', 'blog_articles_featured_block', 'blog_archives_list_block'] as const;

/** Options of {@link injectBlogFeeds}. */
export interface BlogFeedOptions {
  /** The article being read (a post page): left out of the feeds. */
  excludeArticleId?: number;
  now?: Date;
}

/**
 * Longest a blog feed is kept between renders, ms: a scheduled article comes out with no write to
 * announce it, so a feed follows the clock within 15 s (then the page cache's own time to live).
 */
export const BLOG_FEED_KEPT_MS = 15_000;

/**
 * The feed of one blog block type; null for another block type. Kept between renders until the
 * site's articles change (src/server/pageCache/publishedReads.ts), at most {@link BLOG_FEED_KEPT_MS},
 * unless `options.now` asks for another moment.
 */
export async function blogFeed(db: Database, siteId: string, locale: Locale, blockType: string, options: BlogFeedOptions = {}): Promise<ArticlesFeed | null> {
  noteDependency(dependencyTag.articles(siteId));
  if (options.now) return readBlogFeed(db, siteId, locale, blockType, options);
  const key = `blog:${siteId}:${locale}:${blockType}:${options.excludeArticleId ?? ''}`;
  const tagsOf = (feed: ArticlesFeed | null) => feed && [dependencyTag.articles(siteId), dependencyTag.site(siteId)];
  return readPublished(db, key, tagsOf, () => readBlogFeed(db, siteId, locale, blockType, options), { ttlMs: BLOG_FEED_KEPT_MS });
}

async function readBlogFeed(db: Database, siteId: string, locale: Locale, blockType: string, options: BlogFeedOptions): Promise<ArticlesFeed | null> {
  const now = options.now ?? new Date();
  const base = { language: locale, page: 1, order: 'desc' as const, now, excludeId: options.excludeArticleId };
  const cards = (items: ArticleCard[]) => toBlogArticles(db, siteId, items, locale);
  switch (blockType) {
    case 'blog_articles_grid_block': {
      const { items } = await listVisibleArticles(db, siteId, { ...base, limit: BLOG_GRID_ARTICLES });
      return { articlesListing: await cards(items) };
    }
    case 'blog_articles_featured_block': {
      const featured = await listVisibleArticles(db, siteId, { ...base, limit: 3, featured: true });
      const regular = await listVisibleArticles(db, siteId, { ...base, limit: FEATURED_REGULAR_ARTICLES, featured: false });
      return { articlesListing: await cards([...featured.items, ...regular.items]) };
    }
    case 'blog_archives_list_block': {
      const { items, total } = await listVisibleArticles(db, siteId, { ...base, limit: ARCHIVE_PAGE_SIZE });
      const categories = await categoriesWithCounts(db, siteId, locale, now);
      return {
        articlesListing: await cards(items),
        total,
        categories: categories.map(({ category, count }) => ({ id: category.id, label: category.label, articles_count: count })),
      };
    }
    default:
      return null;
  }
}

/** `blocks` with `block_params.core_data` set on every blog block (others unchanged). */
export async function injectBlogFeeds(db: Database, siteId: string, locale: Locale, blocks: Block[], options: BlogFeedOptions = {}): Promise<Block[]> {
  if (!blocks.some((block) => (BLOG_FEED_BLOCKS as readonly string[]).includes(block.block_type))) return blocks;
  const feeds = new Map<string, ArticlesFeed | null>();
  const result: Block[] = [];
  for (const block of blocks) {
    if (!(BLOG_FEED_BLOCKS as readonly string[]).includes(block.block_type)) {
      result.push(block);
      continue;
    }
    if (!feeds.has(block.block_type)) feeds.set(block.block_type, await blogFeed(db, siteId, locale, block.block_type, options));
    const feed = feeds.get(block.block_type);
    result.push(feed ? { ...block, block_params: { ...block.block_params, core_data: feed } } : block);
  }
  return result;
}
