/**
 * `blog_articles_grid_block` (spec 001 §2 "blog articles grid": 1 article at medium and down, up to
 * 3 at extra-large and down, all otherwise): the latest articles as cards, with a title and a link
 * to the blog. Cards come from the content API in `block_params.core_data.articlesListing` (the
 * latest {@link BLOG_GRID_ARTICLES}; on a post page, without the post itself).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { articlesFeed } from '../../../schema/blog';
import { colorSchemeName, link, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { demoArticles } from '../_parts/demoArticles';

/** Articles fed to the grid. */
export const BLOG_GRID_ARTICLES = 4;

export const blogArticlesGridBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  cta: link.optional(),
});
export const blogArticlesGridBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  /** Server data injected by the content API. */
  core_data: articlesFeed.optional(),
});

/** Demo: the latest articles with a link to the blog. */
export const blogArticlesGridBlockDemo: {
  block_params?: z.input<typeof blogArticlesGridBlockParams>;
  fields: z.input<typeof blogArticlesGridBlockFields>;
} = {
  block_params: { color_scheme: 'normal', core_data: { articlesListing: demoArticles.slice(0, BLOG_GRID_ARTICLES) } },
  fields: {
    super_title: { fr: 'Blogue', en: 'Blog' },
    main_title: { fr: 'Conseils et nouvelles du marché', en: 'Advice and market news' },
    cta: { format: { type: 'button-outline' }, text: { fr: 'Tous les articles', en: 'All articles' }, url: { fr: '/fr/blogue', en: '/en/blog' } },
  },
};

export const blogArticlesGridBlockSchema = defineBlockSchema({
  type: 'blog_articles_grid_block',
  family: 'blog',
  colorScheme: true,
  label: { fr: 'Grille d’articles', en: 'Articles grid' },
  fields: blogArticlesGridBlockFields,
  params: blogArticlesGridBlockParams,
  demo: blogArticlesGridBlockDemo,
});
