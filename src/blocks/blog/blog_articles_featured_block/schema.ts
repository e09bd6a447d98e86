/**
 * `blog_articles_featured_block` (spec 001 §2 "featured posts: featured articles left, regular
 * right; at most 2 regular at extra-large and down"; §9 "all featured if fewer than 3, else only
 * the first"). Cards come from the content API in `block_params.core_data.articlesListing`: the
 * featured articles, then the latest regular ones ({@link FEATURED_REGULAR_ARTICLES}).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { articlesFeed } from '../../../schema/blog';
import { colorSchemeName, link, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { demoArticles } from '../_parts/demoArticles';
import { FEATURED_REGULAR_ARTICLES, splitFeatured } from './constants';


export const blogArticlesFeaturedBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  cta: link.optional(),
});
export const blogArticlesFeaturedBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  /** Server data injected by the content API. */
  core_data: articlesFeed.optional(),
});

/** Demo: two featured articles and three regular ones. */
export const blogArticlesFeaturedBlockDemo: {
  block_params?: z.input<typeof blogArticlesFeaturedBlockParams>;
  fields: z.input<typeof blogArticlesFeaturedBlockFields>;
} = {
  block_params: { color_scheme: 'normal', core_data: { articlesListing: demoArticles.slice(0, 5) } },
  fields: {
    super_title: { fr: 'À la une', en: 'Featured' },
    main_title: { fr: 'Nos articles à lire', en: 'Must-read articles' },
  },
};

export const blogArticlesFeaturedBlockSchema = defineBlockSchema({
  type: 'blog_articles_featured_block',
  family: 'blog',
  colorScheme: true,
  label: { fr: 'Articles à la une', en: 'Featured articles' },
  fields: blogArticlesFeaturedBlockFields,
  params: blogArticlesFeaturedBlockParams,
  demo: blogArticlesFeaturedBlockDemo,
});

export { FEATURED_REGULAR_ARTICLES, splitFeatured };
