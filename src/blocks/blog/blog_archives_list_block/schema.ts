/**
 * `blog_archives_list_block` (spec 001 §2 "posts archive", §4 "Posts archive", §9 page size 6,
 * default sort desc, skeletons): the categories list with counts, the sort, the article cards and
 * "load more". The first page and the categories come from the content API in
 * `block_params.core_data` (server-rendered, so visitors and search engines get the articles
 * at once); later pages and filter changes call `GET /articles`.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { articlesFeed } from '../../../schema/blog';
import { colorSchemeName, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { demoArticles, demoCategories } from '../_parts/demoArticles';

export const blogArchivesListBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
});
export const blogArchivesListBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  /** Server data injected by the content API: first page, total and categories. */
  core_data: articlesFeed.optional(),
});

/** Demo: the archive of a broker's blog. */
export const blogArchivesListBlockDemo: {
  block_params?: z.input<typeof blogArchivesListBlockParams>;
  fields: z.input<typeof blogArchivesListBlockFields>;
} = {
  block_params: { color_scheme: 'normal', core_data: { articlesListing: demoArticles, total: demoArticles.length, categories: demoCategories } },
  fields: {
    super_title: { fr: 'Blogue', en: 'Blog' },
    main_title: { fr: 'Conseils immobiliers', en: 'Real estate advice' },
  },
};

export const blogArchivesListBlockSchema = defineBlockSchema({
  type: 'blog_archives_list_block',
  family: 'blog',
  colorScheme: true,
  label: { fr: 'Archives du blogue', en: 'Blog archive' },
  fields: blogArchivesListBlockFields,
  params: blogArchivesListBlockParams,
  demo: blogArchivesListBlockDemo,
});
