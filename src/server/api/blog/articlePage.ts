/**
 * Blog post pages of the content API's page resolver (spec 000 §2 routes, spec 001 §4 "Blog
 * post"): `/fr/blogue/{slug}-{id}` and `/en/blog/{slug}-{id}`, assembled from blocks.
 *
 * - A visible article (status scheduled or published, `published_at` passed) in the path's
 *   language → 200: `blog_post_block` (header, cover, body, tags, share list), `author_block`
 *   and a `blog_articles_grid_block` of the latest other articles; SEO per language the article
 *   exists in (title, description, cover image, canonical, `og:type=article` with its dates,
 *   `BlogPosting` JSON-LD, the RSS feed link); `alternate_paths` only for those languages.
 * - Right id, wrong slug (or the slug of the other language) → 301 to the canonical path.
 * - Unknown id, unpublished or future article, or an article without this language → null: the
 *   caller goes on with CMS pages and redirects, then answers 404.
 */
import { articlePath, BLOG_PATH } from '../../../schema/blog';
import type { Block } from '../../../schema/block';
import type { PagePayload } from '../../../schema/page';
import type { Database } from '../../db/client';
import { findSiteArticle, type ArticleWithRelations } from '../../db/repositories/articles';
import type { SiteRow } from '../../db/schema';
import { buildPagePayload } from '../pagePayload';
import { articleBodyText, articleReadTime } from './articleText';
import { blogFeed } from './blogFeeds';
import { readPublished } from '../../pageCache/publishedReads';
import { dependencyTag, noteDependency } from '../../pageCache/renderDependencies';

type Locale = 'fr' | 'en';
const LOCALES: Locale[] = ['fr', 'en'];

/** The RSS feed path per locale. */
export const BLOG_RSS_PATH = { fr: `${BLOG_PATH.fr}/rss.xml`, en: `${BLOG_PATH.en}/rss.xml` } as const;

/** What the page resolver answers for a post path. */
export type ArticlePageAnswer = { status: 200; payload: PagePayload } | { status: 301; location: string; payload: PagePayload };

/** The locale, slug and id of a post path, or null when the path is not one. */
export function parseArticlePath(path: string): { locale: Locale; slug: string; id: number } | null {
  for (const locale of LOCALES) {
    const prefix = `${BLOG_PATH[locale]}/`;
    if (!path.startsWith(prefix)) continue;
    const match = /^([a-z0-9-]*?)-?(\d{1,9})$/.exec(path.slice(prefix.length));
    return match ? { locale, slug: match[1], id: Number(match[2]) } : null;
  }
  return null;
}

/** Whether an article is public in `locale` at `now`. */
export function articleVisibleIn(article: ArticleWithRelations['article'], locale: Locale, now: Date): boolean {
  return (
    article.status !== 'draft' && article.publishedAt !== null && article.publishedAt.getTime() <= now.getTime() && Boolean(article.title[locale]) && Boolean(article.slug[locale])
  );
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : text);

/** The `BlogPosting` JSON-LD of an article in `locale` (Google's article properties). */
export function blogPostingJsonLd(item: ArticleWithRelations, locale: Locale): Record<string, unknown> {
  const { article, author } = item;
  const path = articlePath(locale, article)!;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: truncate(article.title[locale] ?? '', 110),
    ...(article.excerpt[locale] ? { description: article.excerpt[locale] } : {}),
    ...(article.cover ? { image: [article.cover.url] } : {}),
    datePublished: article.publishedAt!.toISOString(),
    dateModified: article.updatedAt.toISOString(),
    ...(author ? { author: [{ '@type': 'Person', name: author.name }] } : {}),
    inLanguage: locale === 'fr' ? 'fr-CA' : 'en-CA',
    ...(item.categories[0]?.label[locale] ? { articleSection: item.categories[0].label[locale] } : {}),
    ...(article.tags[locale]?.length ? { keywords: article.tags[locale]!.join(', ') } : {}),
    wordCount: articleBodyText(article, locale).split(' ').filter(Boolean).length,
    url: path,
    mainEntityOfPage: { '@type': 'WebPage', '@id': path },
  };
}

function postBlocks(item: ArticleWithRelations, locale: Locale): Block[] {
  const { article, author, categories } = item;
  const image = (url: string, alt: { fr?: string; en?: string }) => ({ media: { fr: { url, alt: alt.fr ?? alt.en ?? '' }, en: { url, alt: alt.en ?? alt.fr ?? '' } } });
  const blocks: Block[] = [
    {
      block_type: 'blog_post_block',
      block_params: {
        article: {
          id: article.id,
          published_at: article.publishedAt!.toISOString(),
          updated_at: article.updatedAt.toISOString(),
          read_time: articleReadTime(article),
          ...(categories[0] ? { category: categories[0].label } : {}),
          archive_path: { ...BLOG_PATH },
        },
      },
      fields: {
        main_title: article.title,
        ...(article.cover ? { main_image: { ...image(article.cover.url, article.cover.alt), fetch_priority: 'high' } } : {}),
        ...(author ? { author_name: author.name } : {}),
        ...(author?.avatarUrl ? { author_avatar: image(author.avatarUrl, { fr: author.name, en: author.name }) } : {}),
        main_content: article.body.fields,
        tags_repeater: (article.tags[locale] ?? []).map((tag) => ({ block_type: 'tag_item', block_params: {}, fields: { text: { [locale]: tag } } })),
      },
    },
  ];
  if (author) {
    blocks.push({
      block_type: 'author_block',
      block_params: { color_scheme: 'normal-grey' },
      fields: {
        super_title: { fr: 'À propos de l’auteur', en: 'About the author' },
        author_name: author.name,
        ...(author.avatarUrl ? { author_avatar: image(author.avatarUrl, { fr: author.name, en: author.name }) } : {}),
        description: author.bio,
      },
    });
  }
  return blocks;
}

/**
 * Answers a post path for a site, or null when the path is not a visible post of this site in
 * the path's language (see the module doc).
 * @param at the moment the post is read at (tests); by default now, with the "keep reading" feed
 *   kept between renders like the article (src/server/pageCache/publishedReads.ts)
 */
export async function answerArticlePage(db: Database, site: SiteRow, path: string, production: boolean, at?: Date): Promise<ArticlePageAnswer | null> {
  const parsed = parseArticlePath(path);
  if (!parsed) return null;
  const tag = dependencyTag.article(site.id, parsed.id);
  noteDependency(tag);
  const now = at ?? new Date();
  // The row is kept, not its visibility: a scheduled article comes out by the clock, checked on each render.
  const item = await readPublished(db, tag, (row) => row && [tag], () => findSiteArticle(db, site.id, parsed.id));
  if (!item || !articleVisibleIn(item.article, parsed.locale, now)) return null;
  const { article } = item;
  const locale = parsed.locale;
  const canonical = articlePath(locale, article)!;
  const base = buildPagePayload(site, null, { production });
  if (path !== canonical) return { status: 301, location: canonical, payload: { ...base, location: canonical } };

  const locales = LOCALES.filter((candidate) => articleVisibleIn(article, candidate, now));
  const perLocale = <T>(make: (l: Locale) => T): { fr?: T; en?: T } => Object.fromEntries(locales.map((l) => [l, make(l)]));
  const seoEntry = (l: Locale) => ({
    title: `${article.title[l]} | ${l === 'fr' ? 'Blogue' : 'Blog'}`,
    description: truncate(article.excerpt[l] ?? articleBodyText(article, l), 160),
    ...(article.cover ? { image: article.cover.url } : {}),
  });
  const grid = await blogFeed(db, site.id, locale, 'blog_articles_grid_block', { excludeArticleId: article.id, ...(at ? { now: at } : {}) });
  const blocks = postBlocks(item, locale);
  if (grid && grid.articlesListing.length > 0) {
    blocks.push({
      block_type: 'blog_articles_grid_block',
      block_params: { color_scheme: 'normal', core_data: grid },
      fields: {
        super_title: { fr: 'Blogue', en: 'Blog' },
        main_title: { fr: 'À lire aussi', en: 'Keep reading' },
        cta: { format: { type: 'button-outline' }, text: { fr: 'Tous les articles', en: 'All articles' }, url: { ...BLOG_PATH } },
      },
    });
  }
  return {
    status: 200,
    payload: {
      ...base,
      title: perLocale((l) => article.title[l]!),
      seo: {
        ...base.seo,
        global: perLocale(seoEntry),
        facebook: perLocale(seoEntry),
        canonical_url: perLocale((l) => articlePath(l, article)!),
        structured_data: perLocale((l) => [blogPostingJsonLd(item, l)]),
        article: {
          published_time: article.publishedAt!.toISOString(),
          modified_time: article.updatedAt.toISOString(),
          ...(item.author ? { author: item.author.name } : {}),
          ...(item.categories[0] ? { section: item.categories[0].label } : {}),
          tags: article.tags,
        },
        rss_url: { ...BLOG_RSS_PATH },
      },
      content: { fields: blocks },
      alternate_paths: locales.map((l) => ({ locale: l, path: articlePath(l, article)! })),
    },
  };
}
