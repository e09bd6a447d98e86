/**
 * The seeded blog archive page (`/fr/blogue`, `/en/blog`): featured articles first (the page's
 * h1), then the archive with its categories, sort and "load more"; and the home pages' grid of the
 * latest articles.
 */
import { BLOG_PATH } from '../../../schema/blog';
import { block, t } from '../builders';
import type { SeedPage } from '../types';

/** The archive page of a site named `siteName` (used in its SEO titles). */
export function blogArchivePage(siteName: string, description: { fr: string; en: string }): SeedPage {
  return {
    key: 'blog',
    title: t('Blogue', 'Blog'),
    paths: [
      { locale: 'fr', path: BLOG_PATH.fr },
      { locale: 'en', path: BLOG_PATH.en },
    ],
    content: {
      fields: [
        block(
          'blog_articles_featured_block',
          { super_title: t('Blogue', 'Blog'), main_title: t('Conseils et nouvelles immobilières', 'Real estate advice and news') },
          { color_scheme: 'normal' },
        ),
        block('blog_archives_list_block', { main_title: t('Tous les articles', 'All articles') }, { color_scheme: 'normal-grey' }),
      ],
      override: {
        seo: {
          global: {
            fr: { title: `Blogue | ${siteName}`, description: description.fr },
            en: { title: `Blog | ${siteName}`, description: description.en },
          },
        },
      },
    },
  };
}

/** The home page's "latest articles" grid (cards fed by the content API), linking to the blog. */
export function latestArticlesBlock() {
  return block(
    'blog_articles_grid_block',
    {
      super_title: t('Blogue', 'Blog'),
      main_title: t('Conseils et nouvelles du marché', 'Advice and market news'),
      cta: { format: { type: 'button-outline' }, text: t('Tous les articles', 'All articles'), url: t(BLOG_PATH.fr, BLOG_PATH.en) },
    },
    { color_scheme: 'normal-grey' },
  );
}
