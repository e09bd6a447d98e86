/**
 * Seeding a site's blog: the three categories, two authors and the seeded articles
 * (src/server/seed/blog/articles.ts), published `daysAgo` days before the seed runs. Article
 * bodies become article blocks whose texts carry both languages side by side, part for part.
 */
import type { Block } from '../../../schema/block';
import type { Database } from '../../db/client';
import { insertArticle, insertBlogAuthor, insertBlogCategory } from '../../db/repositories/articles';
import { seedArticles, seedAuthors, seedCategories } from './articles';
import type { SeedArticle, SeedBodyPart, SeedCategoryKey } from './types';

type Locale = 'fr' | 'en';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The authors of a site's blog: the seed's, with the first one renamed for this site when asked. */
export interface SeedBlogOptions {
  /** Replaces the first author (the site's own broker). */
  firstAuthor?: { name: string; bio: { fr: string; en: string } };
  now?: Date;
  /** The address each illustration is served at (the site's media-library URL); default as written. */
  imageUrl?: (path: string) => string;
}

/** One body part per locale as one article block (texts per locale). */
function partBlock(parts: Partial<Record<Locale, SeedBodyPart>>, imageUrl: (path: string) => string): Block {
  const locales = (Object.keys(parts) as Locale[]).filter((locale) => parts[locale]);
  const pick = <T>(read: (part: SeedBodyPart) => T | undefined) =>
    Object.fromEntries(locales.map((locale) => [locale, read(parts[locale]!)]).filter(([, value]) => value !== undefined));
  const kind = parts[locales[0]]!.kind;
  switch (kind) {
    case 'text':
      return { block_type: 'article_text_block', block_params: {}, fields: { content: pick((p) => (p.kind === 'text' ? p.html : undefined)) } };
    case 'quote': {
      const cite = pick((p) => (p.kind === 'quote' ? p.cite : undefined));
      return {
        block_type: 'article_quote_block',
        block_params: {},
        fields: { quote: pick((p) => (p.kind === 'quote' ? p.text : undefined)), ...(Object.keys(cite).length ? { cite } : {}) },
      };
    }
    case 'list':
      return {
        block_type: 'article_list_block',
        block_params: { ordered: parts[locales[0]]!.kind === 'list' && Boolean((parts[locales[0]] as Extract<SeedBodyPart, { kind: 'list' }>).ordered) },
        fields: { items: pick((p) => (p.kind === 'list' ? p.items.join('\n') : undefined)) },
      };
    case 'image': {
      const caption = pick((p) => (p.kind === 'image' ? p.caption : undefined));
      return {
        block_type: 'article_image_block',
        block_params: {},
        fields: {
          image: { media: pick((p) => (p.kind === 'image' ? { url: imageUrl(p.src), alt: p.alt } : undefined)) },
          ...(Object.keys(caption).length ? { caption } : {}),
        },
      };
    }
  }
}

/**
 * The body of a seeded article as blocks; `imageUrl` gives the address of each illustration.
 * @throws Error when the French and English bodies are not parallel (same kinds in the same order)
 */
export function seedArticleBody(article: Pick<SeedArticle, 'key' | 'body'>, imageUrl: (path: string) => string = (path) => path): Block[] {
  const fr = article.body.fr ?? [];
  const en = article.body.en ?? [];
  if (fr.length > 0 && en.length > 0 && (fr.length !== en.length || fr.some((part, i) => part.kind !== en[i].kind))) {
    throw new Error(`Seed article ${article.key}: the French and English bodies must match part for part`);
  }
  return Array.from({ length: Math.max(fr.length, en.length) }, (_, i) => partBlock({ ...(fr[i] ? { fr: fr[i] } : {}), ...(en[i] ? { en: en[i] } : {}) }, imageUrl));
}

/** Writes the blog of site `siteId`. @returns the number of articles written. */
export async function seedBlog(db: Database, siteId: string, options: SeedBlogOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const imageUrl = options.imageUrl ?? ((path: string) => path);
  const categoryIds = {} as Record<SeedCategoryKey, number>;
  for (const [position, key] of (Object.keys(seedCategories) as SeedCategoryKey[]).entries()) {
    categoryIds[key] = (await insertBlogCategory(db, { siteId, label: seedCategories[key], position })).id;
  }
  const authorIds: number[] = [];
  for (const [index, author] of seedAuthors.entries()) {
    const own = index === 0 && options.firstAuthor ? { ...author, ...options.firstAuthor } : author;
    authorIds.push((await insertBlogAuthor(db, { siteId, name: own.name, avatarUrl: imageUrl(own.avatar), bio: own.bio })).id);
  }
  for (const article of seedArticles) {
    const publishedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 13) - article.daysAgo * DAY_MS);
    await insertArticle(
      db,
      {
        siteId,
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        body: { fields: seedArticleBody(article, imageUrl) },
        cover: { url: imageUrl(article.cover), alt: article.coverAlt },
        authorId: authorIds[article.author],
        tags: article.tags,
        status: 'published',
        publishedAt,
        featured: Boolean(article.featured),
        createdAt: publishedAt,
        updatedAt: publishedAt,
      },
      article.categories.map((key) => categoryIds[key]),
    );
  }
  return seedArticles.length;
}
